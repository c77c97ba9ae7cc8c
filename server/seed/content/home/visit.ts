/** Planning a visit: hours, tours and room hire, and the questions visitors ask most. */
import { l } from '../../../../common/i18n/localized';
import { linkTo } from '../paths';
import { VENUE } from '../venue';
import { m, type SectionSeed } from '../types';

export function yourVisit(): SectionSeed {
  return {
    layout: '33-33-33',
    columns: [
      [
        m('headline', { headline_level: 3, content: l('Ihr Besuch', 'Your visit'), anchor: 'besuch' }),
        m('text', {
          content: l(
            '<p>Dienstag bis Sonntag 10–18 Uhr, donnerstags zusätzlich 19–22 Uhr. Ausstellung 6 €, ermäßigt 4 €, unter 18 Jahren frei.</p>',
            '<p>Tuesday to Sunday 10 am–6 pm, Thursdays also 7–10 pm. Exhibition €6, concessions €4, free for under-18s.</p>',
          ),
        }),
        m('link', { link_text: l('Öffnungszeiten und Preise', 'Opening hours and prices'), link: linkTo('visit'), extra_class: 'button-secondary' }),
      ],
      [
        m('headline', { headline_level: 3, content: l('Führungen', 'Guided tours') }),
        m('text', {
          content: l(
            '<p>Öffentliche Führung sonntags um 14 Uhr. Für Gruppen und Schulklassen buchen wir gern einen eigenen Termin, auch auf Englisch und in Leichter Sprache.</p>',
            '<p>Public tour on Sundays at 2 pm. For groups and school classes we are happy to arrange a tour of your own, in English and in Easy Read German too.</p>',
          ),
        }),
        m('link', { link_text: l('Führung anfragen', 'Request a tour'), link: l(`mailto:${VENUE.toursEmail}`, `mailto:${VENUE.toursEmail}`), extra_class: 'button-secondary' }),
      ],
      [
        m('headline', { headline_level: 3, content: l('Räume mieten', 'Hire our rooms') }),
        m('text', {
          content: l(
            '<p>Der große Saal, der Kuppelraum und der Hof stehen für Konzerte, Tagungen und Empfänge zur Verfügung – mit Technik und Betreuung aus dem Haus.</p>',
            '<p>The main hall, the dome room and the courtyard are available for concerts, conferences and receptions – with our own technical staff and support.</p>',
          ),
        }),
        m('link', { link_text: l('Zur Vermietung', 'Venue hire'), link: linkTo('venueHire'), extra_class: 'button-secondary' }),
      ],
    ],
  };
}

export function questions(): SectionSeed {
  return {
    layout: '100',
    columns: [
      [
        m('headline', { headline_level: 2, content: l('Häufige Fragen', 'Frequently asked questions'), anchor: 'fragen' }),
        m('faq', {}, [
          m('faq-item', {
            headline: l('Wo bekomme ich Karten?', 'Where can I get tickets?'),
            content: l(
              `<p>Online in unserem Ticketshop, an der Kasse im Foyer (Dienstag bis Sonntag 10–18 Uhr) und telefonisch unter ${VENUE.phone}. Restkarten gibt es eine Stunde vor Beginn an der Abendkasse.</p>`,
              `<p>Online in our ticket shop, at the box office in the foyer (Tuesday to Sunday 10 am–6 pm) and by phone on ${VENUE.phoneIntl}. Remaining tickets are sold at the door one hour before the start.</p>`,
            ),
          }),
          m('faq-item', {
            headline: l('Ist das Haus barrierefrei?', 'Is the building accessible?'),
            content: l(
              '<p>Ja. Ein Aufzug verbindet alle Ebenen, im großen Saal gibt es Rollstuhlplätze und eine induktive Höranlage. Einzelheiten finden Sie auf der Seite <a href="/de/besuch/barrierefreiheit">Barrierefreiheit</a>.</p>',
              '<p>Yes. A lift connects all floors, and the main hall has wheelchair spaces and an induction loop. You will find the details on our <a href="/en/visit/accessibility">accessibility</a> page.</p>',
            ),
          }),
          m('faq-item', {
            headline: l('Muss ich beim Besuch eine Kopfbedeckung tragen?', 'Do I need to cover my head when visiting?'),
            content: l(
              '<p>Nein. Die Alte Synagoge ist heute ein Kulturzentrum und kein Gebetshaus. Wer möchte, ist selbstverständlich willkommen, eine Kippa zu tragen.</p>',
              '<p>No. Today the Old Synagogue is a cultural centre, not a house of prayer. Anyone who wishes to wear a kippah is of course welcome to do so.</p>',
            ),
          }),
          m('faq-item', {
            headline: l('Gibt es Ermäßigungen?', 'Are there concessions?'),
            content: l(
              '<p>Schülerinnen, Studierende, Auszubildende, Menschen mit Schwerbehindertenausweis und Inhaber des Lindenberg-Passes zahlen den ermäßigten Preis. Kinder und Jugendliche unter 18 Jahren besuchen die Ausstellung kostenlos.</p>',
              '<p>Pupils, students, trainees, people with a severe disability card and holders of the Lindenberg Pass pay the reduced price. Children and young people under 18 visit the exhibition free of charge.</p>',
            ),
          }),
        ]),
      ],
    ],
  };
}
