/** Venue hire, press (Issuu booklet), contact, and the "Jewish weekends" campaign landing page. */
import { l } from '../../../common/i18n/localized';
import { linkTo } from './paths';
import { m, type PageSeed, type SeedContext } from './types';
import { VENUE } from './venue';

export function aboutPages(context: SeedContext): PageSeed[] {
  return [venueHirePage(context), pressPage(context), contactPage(context), jewishWeekendsPage(context)];
}

function venueHirePage({ img }: SeedContext): PageSeed {
  return {
    key: 'venueHire',
    title: l('Vermietung', 'Venue hire'),
    headline: l('Räume für Ihre Veranstaltung', 'Spaces for your event'),
    metaTitle: l('Vermietung: Saal, Kuppelraum und Hof der Alten Synagoge', 'Venue hire: hall, dome room and courtyard of the Old Synagogue'),
    metaDescription: l(
      'Konzerte, Tagungen, Empfänge: Mieten Sie den großen Saal (320 Plätze), den Kuppelraum oder den Hof der Alten Synagoge.',
      'Concerts, conferences, receptions: hire the main hall (320 seats), the dome room or the courtyard of the Old Synagogue.',
    ),
    ogImage: 'hall',
    inMenu: true,
    theme: 'cc03',
    sections: [
      {
        layout: '33-33-33',
        columns: [
          [
            m('image', { format: 'landscape', image: img('hall') }),
            m('headline', { headline_level: 3, content: l('Großer Saal', 'Main hall'), subline: l('bis 320 Personen', 'up to 320 people') }),
            m('text', { content: l('<p>Konzertflügel, Bühne 9 × 6 m, Licht- und Tontechnik, Übertitelanlage.</p>', '<p>Concert grand, 9 × 6 m stage, lighting and sound, surtitle system.</p>') }),
          ],
          [
            m('image', { format: 'landscape', image: img('dome') }),
            m('headline', { headline_level: 3, content: l('Kuppelraum', 'Dome room'), subline: l('bis 80 Personen', 'up to 80 people') }),
            m('text', { content: l('<p>Für Seminare, Lesungen und Empfänge, mit Beamer und Teeküche.</p>', '<p>For seminars, readings and receptions, with projector and kitchenette.</p>') }),
          ],
          [
            m('image', { format: 'landscape', image: img('cultureWeeks') }),
            m('headline', { headline_level: 3, content: l('Hof', 'Courtyard'), subline: l('bis 200 Personen, Mai bis September', 'up to 200 people, May to September') }),
            m('text', { content: l('<p>Sommerfeste und Empfänge unter freiem Himmel, auf Wunsch mit Catering vom Café „Mandelbaum“.</p>', '<p>Summer parties and receptions in the open air, catering by Café “Mandelbaum” on request.</p>') }),
          ],
        ],
      },
      {
        layout: '100',
        columns: [
          [
            m('text', {
              content: l(
                '<p>Bitte haben Sie Verständnis: Wegen der Geschichte des Hauses vermieten wir nicht für Parteiveranstaltungen und nicht für Feiern, bei denen der Ort bloße Kulisse wäre. Wir beraten Sie gern.</p>',
                '<p>Please understand: because of the history of the house we do not hire it out for party-political events, nor for celebrations where the place would be mere scenery. We are happy to advise you.</p>',
              ),
            }),
            m('link', { link_text: l('Anfrage senden', 'Send an enquiry'), link: l(`mailto:${VENUE.hireEmail}`, `mailto:${VENUE.hireEmail}`), extra_class: 'button', sticky: true }),
          ],
        ],
      },
    ],
  };
}

function pressPage({ img }: SeedContext): PageSeed {
  return {
    key: 'press',
    title: l('Presse', 'Press'),
    headline: l('Presse', 'Press'),
    metaTitle: l('Presse – Kulturzentrum Alte Synagoge', 'Press – Old Synagogue Cultural Centre'),
    metaDescription: l('Pressemitteilungen, Pressebilder und das Programmheft der Alten Synagoge Lindenberg.', 'Press releases, press photos and the programme booklet of the Old Synagogue in Lindenberg.'),
    ogImage: 'booklet',
    inFooter: true,
    sections: [
      {
        layout: '67-33',
        columns: [
          [
            m('text', {
              content: l(
                '<p>Sie berichten über unser Programm? Wir stellen Ihnen gern Pressekarten, Bildmaterial und Gesprächspartnerinnen zur Verfügung. Pressebilder dürfen mit Nennung der Quelle für die Berichterstattung über die Alte Synagoge honorarfrei verwendet werden.</p>',
                '<p>Are you reporting on our programme? We are happy to provide press tickets, images and interview partners. Press photos may be used free of charge for coverage of the Old Synagogue, with credit to the source.</p>',
              ),
            }),
            m('headline', { headline_level: 2, content: l('Programmheft', 'Programme booklet'), subline: l('Saison 2025/26', 'Season 2025/26'), anchor: 'programmheft' }),
            m('pdf-viewer', { embed: 'https://issuu.com/alte-synagoge-lindenberg/docs/programmheft-2025-26' }),
          ],
          [
            m('headline', { headline_level: 3, content: l('Pressekontakt', 'Press contact') }),
            m('text', {
              content: l(
                `<p>Jonas Becker<br>Presse- und Öffentlichkeitsarbeit<br><a href="mailto:${VENUE.pressEmail}">${VENUE.pressEmail}</a><br>Telefon 06131 987 65-24</p>`,
                `<p>Jonas Becker<br>Press and public relations<br><a href="mailto:${VENUE.pressEmail}">${VENUE.pressEmail}</a><br>Phone +49 6131 987 65-24</p>`,
              ),
            }),
            m('image', { format: 'original', image: img('heroHome'), description: l('Pressebild: Westfassade, Grafik: Kulturzentrum Alte Synagoge', 'Press photo: west front, graphic: Old Synagogue Cultural Centre') }),
          ],
        ],
      },
    ],
  };
}

function contactPage({ contactFormId }: SeedContext): PageSeed {
  return {
    key: 'contact',
    title: l('Kontakt', 'Contact'),
    headline: l('Kontakt', 'Contact'),
    metaTitle: l('Kontakt – Kulturzentrum Alte Synagoge', 'Contact – Old Synagogue Cultural Centre'),
    metaDescription: l('So erreichen Sie Kasse, Führungsbüro, Presse und Vermietung der Alten Synagoge Lindenberg.', 'How to reach the box office, tours office, press and venue hire of the Old Synagogue in Lindenberg.'),
    inFooter: true,
    sections: [
      {
        layout: '50-50',
        columns: [
          [
            m('headline', { headline_level: 2, content: l('Kasse und Information', 'Box office and information') }),
            m('text', {
              content: l(
                `<p>${VENUE.name.de}<br>${VENUE.street}<br>${VENUE.postcode} ${VENUE.city}</p><p>Telefon <a href="${VENUE.phoneHref}">${VENUE.phone}</a><br><a href="mailto:${VENUE.email}">${VENUE.email}</a></p>`,
                `<p>${VENUE.name.en}<br>${VENUE.street}<br>${VENUE.postcode} ${VENUE.city}, Germany</p><p>Phone <a href="${VENUE.phoneHref}">${VENUE.phoneIntl}</a><br><a href="mailto:${VENUE.email}">${VENUE.email}</a></p>`,
              ),
            }),
          ],
          [
            m('headline', { headline_level: 2, content: l('Ansprechpartner', 'Who to contact') }),
            m('text', {
              content: l(
                `<ul><li>Führungen: <a href="mailto:${VENUE.toursEmail}">${VENUE.toursEmail}</a></li><li>Presse: <a href="mailto:${VENUE.pressEmail}">${VENUE.pressEmail}</a></li><li>Vermietung: <a href="mailto:${VENUE.hireEmail}">${VENUE.hireEmail}</a></li></ul>`,
                `<ul><li>Tours: <a href="mailto:${VENUE.toursEmail}">${VENUE.toursEmail}</a></li><li>Press: <a href="mailto:${VENUE.pressEmail}">${VENUE.pressEmail}</a></li><li>Venue hire: <a href="mailto:${VENUE.hireEmail}">${VENUE.hireEmail}</a></li></ul>`,
              ),
            }),
          ],
        ],
      },
      // The contact form itself, on the page, rather than a link away to it.
      { layout: '100', columns: [[m('form', { form: contactFormId })]] },
    ],
  };
}

function jewishWeekendsPage({ img }: SeedContext): PageSeed {
  return {
    key: 'jewishWeekends',
    title: l('Jüdische Wochenenden', 'Jewish Weekends'),
    headline: l('Jüdische Wochenenden', 'Jewish Weekends'),
    metaTitle: l('Jüdische Wochenenden in der Alten Synagoge', 'Jewish Weekends at the Old Synagogue'),
    metaDescription: l(
      'Einmal im Monat: Kabbalat Schabbat mit Musik, Familienführung, Kochkurs und Matinee. Für alle, die neugierig sind.',
      'Once a month: Kabbalat Shabbat with music, a family tour, a cooking class and a matinee. For everyone who is curious.',
    ),
    ogImage: 'cultureWeeks',
    isLandingPage: true,
    variant: 'jewish-weekends',
    sections: [
      {
        layout: '100',
        columns: [
          [
            m('full-teaser', {
              image: img('cultureWeeks'),
              preline: l('Einmal im Monat', 'Once a month'),
              headline: l('Ein Wochenende lang zu Gast', 'Our guest for a weekend'),
              text: l(
                'Freitagabend begrüßen wir den Schabbat mit Liedern und Challa, Samstag zeigen wir Familien das Haus und kochen gemeinsam, Sonntag spielt das Ensemble eine Matinee. Alle Angebote sind einzeln buchbar.',
                'On Friday evening we welcome Shabbat with songs and challah, on Saturday we show families around the house and cook together, on Sunday the ensemble plays a matinee. Every part can be booked on its own.',
              ),
              link_text: l('Termine und Karten', 'Dates and tickets'),
              link: linkTo('events'),
              extra_class: 'image-left',
            }),
          ],
        ],
      },
      {
        layout: '25-50-25',
        columns: [
          [],
          [
            m('quote', {
              content: l('Man muss nicht jüdisch sein, um einen Schabbat zu genießen. Man muss nur kommen.', 'You don’t have to be Jewish to enjoy a Shabbat. You just have to come.'),
              author: l('Rabbinerin Dr. Hanna Kessler, Jüdische Gemeinde Lindenberg', 'Rabbi Dr Hanna Kessler, Jewish Community of Lindenberg'),
            }),
            m('link', { link_text: l('Jetzt Karten sichern', 'Get your tickets'), link: linkTo('events'), extra_class: 'button', sticky: true }),
          ],
          [],
        ],
      },
    ],
  };
}
