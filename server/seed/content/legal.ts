/** Terms, privacy policy and imprint (SPEC §2 legal routes; no cookie banner on these pages). */
import { l, type Localized } from '../../../common/i18n/localized';
import { m, type PageSeed, type SeedContext } from './types';
import { VENUE } from './venue';
import { STATEMENT_CONTENT_TYPE } from '../../../common/api/accessibility';

/** How the statement names the site it covers. */
const PUBLIC_HOST = 'alte-synagoge-lindenberg.de';

const textPage = (content: Localized) => [{ layout: '100' as const, columns: [[m('text', { content })]] }];

export function legalPages({ feedbackForm }: Pick<SeedContext, 'feedbackForm'>): PageSeed[] {
  return [
    {
      key: 'terms',
      contentType: 'legal',
      title: l('AGB', 'Terms and conditions'),
      headline: l('Allgemeine Geschäftsbedingungen', 'General terms and conditions'),
      metaTitle: l('AGB – Kulturzentrum Alte Synagoge', 'Terms and conditions – Old Synagogue Cultural Centre'),
      metaDescription: l('Allgemeine Geschäftsbedingungen für den Kartenverkauf und den Besuch der Alten Synagoge Lindenberg.', 'General terms and conditions for ticket sales and visits to the Old Synagogue in Lindenberg.'),
      sections: textPage(
        l(
          '<h2>1. Geltungsbereich</h2><p>Diese Bedingungen gelten für den Verkauf von Eintrittskarten durch das Kulturzentrum Alte Synagoge, eine Einrichtung der Stadt Lindenberg, an der Kasse, telefonisch und online.</p><h2>2. Vertragsschluss und Reservierung</h2><p>Im Ticketshop ausgewählte Karten werden 15 Minuten für Sie reserviert. Der Vertrag kommt mit der Bestätigung Ihrer Bestellung zustande.</p><h2>3. Rückgabe und Umtausch</h2><p>Gekaufte Karten sind vom Umtausch ausgeschlossen. Fällt eine Veranstaltung aus, erstatten wir den Kaufpreis; bei Verlegung gelten die Karten für den neuen Termin.</p><h2>4. Ermäßigungen</h2><p>Ermäßigte Karten gelten nur mit gültigem Nachweis, der beim Einlass vorzuzeigen ist.</p><h2>5. Hausordnung</h2><p>Bild- und Tonaufnahmen während der Vorstellungen sind nicht gestattet. Nach Beginn kann der Einlass nur in einer geeigneten Pause erfolgen.</p>',
          '<p><em>This English version is provided for information; the German version is legally binding.</em></p><h2>1. Scope</h2><p>These terms apply to ticket sales by the Old Synagogue Cultural Centre, an institution of the City of Lindenberg, at the box office, by phone and online.</p><h2>2. Contract and reservation</h2><p>Tickets selected in the ticket shop are reserved for you for 15 minutes. The contract is concluded when your order is confirmed.</p><h2>3. Returns and exchanges</h2><p>Tickets cannot be exchanged once bought. If a performance is cancelled we refund the price; if it is postponed, tickets are valid for the new date.</p><h2>4. Concessions</h2><p>Reduced tickets are valid only with proof of eligibility, shown at the entrance.</p><h2>5. House rules</h2><p>Photography and recording during performances are not permitted. Latecomers are admitted at a suitable break.</p>',
        ),
      ),
    },
    {
      key: 'privacy',
      contentType: 'legal',
      title: l('Datenschutz', 'Privacy policy'),
      headline: l('Datenschutzerklärung', 'Privacy policy'),
      metaTitle: l('Datenschutz – Kulturzentrum Alte Synagoge', 'Privacy policy – Old Synagogue Cultural Centre'),
      metaDescription: l('Wie das Kulturzentrum Alte Synagoge personenbezogene Daten auf dieser Website verarbeitet.', 'How the Old Synagogue Cultural Centre processes personal data on this website.'),
      sections: textPage(
        l(
          `<h2>Verantwortlich</h2><p>Stadt Lindenberg, Kulturzentrum Alte Synagoge, ${VENUE.street}, ${VENUE.postcode} ${VENUE.city}, <a href="mailto:datenschutz@alte-synagoge-lindenberg.de">datenschutz@alte-synagoge-lindenberg.de</a></p><h2>Beim Besuch der Website</h2><p>Unser Server speichert technisch notwendige Angaben (IP-Adresse gekürzt, Zeitpunkt, aufgerufene Seite) für sieben Tage, um den Betrieb zu sichern.</p><h2>Cookies und externe Medien</h2><p>Notwendige Cookies setzen wir ohne Einwilligung. Statistik, Marketing und externe Medien (Videos, Podcasts, Dokumente) laden wir erst, wenn Sie in den Cookie-Einstellungen zustimmen. Ihre Wahl können Sie jederzeit über den Link „Cookie-Einstellungen“ im Seitenfuß ändern.</p><h2>Kartenkauf</h2><p>Für den Kartenverkauf nutzen wir einen externen Ticketdienstleister, der Ihre Bestelldaten in unserem Auftrag verarbeitet.</p><h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie auf Beschwerde bei der Aufsichtsbehörde.</p>`,
          `<h2>Controller</h2><p>City of Lindenberg, Old Synagogue Cultural Centre, ${VENUE.street}, ${VENUE.postcode} ${VENUE.city}, Germany, <a href="mailto:datenschutz@alte-synagoge-lindenberg.de">datenschutz@alte-synagoge-lindenberg.de</a></p><h2>When you visit this website</h2><p>Our server stores technically necessary data (shortened IP address, time, page requested) for seven days to keep the service running.</p><h2>Cookies and external media</h2><p>We set necessary cookies without consent. Statistics, marketing and external media (videos, podcasts, documents) load only once you agree in the cookie settings. You can change your choice at any time with the “Cookie settings” link in the footer.</p><h2>Buying tickets</h2><p>We use an external ticketing provider, which processes your order data on our behalf.</p><h2>Your rights</h2><p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with the supervisory authority.</p>`,
        ),
      ),
    },
    {
      key: 'imprint',
      contentType: 'legal',
      title: l('Impressum', 'Imprint'),
      headline: l('Impressum', 'Imprint'),
      metaTitle: l('Impressum – Kulturzentrum Alte Synagoge', 'Imprint – Old Synagogue Cultural Centre'),
      metaDescription: l('Anbieterkennzeichnung des Kulturzentrums Alte Synagoge Lindenberg.', 'Legal notice of the Old Synagogue Cultural Centre in Lindenberg.'),
      sections: textPage(
        l(
          `<p>Stadt Lindenberg<br>Kulturzentrum Alte Synagoge<br>${VENUE.street}<br>${VENUE.postcode} ${VENUE.city}</p><p>Telefon ${VENUE.phone}<br>E-Mail <a href="mailto:${VENUE.email}">${VENUE.email}</a></p><p>Die Stadt Lindenberg ist eine Körperschaft des öffentlichen Rechts. Sie wird vertreten durch den Oberbürgermeister.</p><p>Künstlerische Leitung: Miriam Adler<br>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Jonas Becker, Anschrift wie oben</p><p>Umsatzsteuer-Identifikationsnummer: DE 123 456 789</p>`,
          `<p>City of Lindenberg<br>Old Synagogue Cultural Centre<br>${VENUE.street}<br>${VENUE.postcode} ${VENUE.city}, Germany</p><p>Phone ${VENUE.phoneIntl}<br>E-mail <a href="mailto:${VENUE.email}">${VENUE.email}</a></p><p>The City of Lindenberg is a public-law corporation, represented by the Lord Mayor.</p><p>Artistic director: Miriam Adler<br>Responsible for content under § 18 (2) MStV: Jonas Becker, address as above</p><p>VAT identification number: DE 123 456 789</p>`,
        ),
      ),
    },
    {
      // BITV 2.0 §7 and BFSG: the prose is this page's; status, known barriers and
      // the last check come from the hub (content type below) and show after the first section.
      key: 'accessibilityStatement',
      contentType: STATEMENT_CONTENT_TYPE,
      title: l('Erklärung zur Barrierefreiheit', 'Accessibility statement'),
      headline: l('Erklärung zur Barrierefreiheit', 'Accessibility statement'),
      metaTitle: l('Erklärung zur Barrierefreiheit – Kulturzentrum Alte Synagoge', 'Accessibility statement – Old Synagogue Cultural Centre'),
      metaDescription: l('Wie barrierefrei die Website des Kulturzentrums Alte Synagoge ist, welche Barrieren wir kennen und wie Sie uns eine Barriere melden.', 'How accessible the website of the Old Synagogue Cultural Centre is, which barriers we know of and how to report one.'),
      sections: [
        ...textPage(
          l(
            `<p>Das Kulturzentrum Alte Synagoge ist bemüht, seine Website im Einklang mit der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) und dem Barrierefreiheitsstärkungsgesetz (BFSG) barrierefrei zugänglich zu machen. Diese Erklärung gilt für ${PUBLIC_HOST} einschließlich des Kartenkaufs.</p>`,
            `<p>The Old Synagogue Cultural Centre strives to make its website accessible in line with the German Accessible Information Technology Ordinance (BITV 2.0) and the Accessibility Strengthening Act (BFSG). This statement applies to ${PUBLIC_HOST}, ticket buying included.</p>`,
          ),
        ),
        ...textPage(
          l(
            `<h2>Feedback und Kontakt</h2><p>Sind Ihnen Barrieren aufgefallen? Nutzen Sie unser Formular <a href="${feedbackForm.de}">Barriere melden</a> oder schreiben Sie an <a href="mailto:barrierefreiheit@alte-synagoge-lindenberg.de">barrierefreiheit@alte-synagoge-lindenberg.de</a>, Telefon <a href="${VENUE.phoneHref}">${VENUE.phone}</a>.</p><h2>Schlichtungsverfahren</h2><p>Wenn Sie auf Ihre Rückmeldung keine zufriedenstellende Antwort erhalten, können Sie einen Antrag auf ein Schlichtungsverfahren bei der Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes (BGG) stellen. Das Verfahren ist kostenfrei; Sie brauchen keinen Rechtsbeistand.</p><p>Schlichtungsstelle nach dem Behindertengleichstellungsgesetz<br>bei dem Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen<br>Mauerstraße 53<br>10117 Berlin<br>Telefon <a href="tel:+4930185272805">030 18 527-2805</a><br>E-Mail <a href="mailto:info@schlichtungsstelle-bgg.de">info@schlichtungsstelle-bgg.de</a><br><a href="https://www.schlichtungsstelle-bgg.de">www.schlichtungsstelle-bgg.de</a></p>`,
            `<h2>Feedback and contact</h2><p>Have you met a barrier? Use our form <a href="${feedbackForm.en}">Report a barrier</a> or write to <a href="mailto:barrierefreiheit@alte-synagoge-lindenberg.de">barrierefreiheit@alte-synagoge-lindenberg.de</a>, phone <a href="${VENUE.phoneHref}">${VENUE.phoneIntl}</a>.</p><h2>Conciliation procedure</h2><p>If your feedback does not get a satisfactory answer, you can apply for conciliation to the conciliation body under section 16 of the German Disability Equality Act (BGG). The procedure is free of charge and needs no lawyer.</p><p>Schlichtungsstelle nach dem Behindertengleichstellungsgesetz<br>at the Federal Government Commissioner for Matters relating to Persons with Disabilities<br>Mauerstraße 53<br>10117 Berlin, Germany<br>Phone <a href="tel:+4930185272805">+49 30 18 527-2805</a><br>E-mail <a href="mailto:info@schlichtungsstelle-bgg.de">info@schlichtungsstelle-bgg.de</a><br><a href="https://www.schlichtungsstelle-bgg.de">www.schlichtungsstelle-bgg.de</a></p>`,
          ),
        ),
      ],
    },
  ];
}
