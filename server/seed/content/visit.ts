/** "Besuch" and its children: hours and prices (HTML table, FAQ), getting here, accessibility. */
import { l } from '../../../common/i18n/localized';
import { linkTo } from './paths';
import { m, type PageSeed, type SectionSeed, type SeedContext } from './types';
import { VENUE } from './venue';

const hoursTable = (lang: 'de' | 'en') => {
  const t =
    lang === 'de'
      ? { caption: 'Öffnungszeiten von Ausstellung, Kasse und Café', day: 'Tag', hours: 'Geöffnet', rows: [['Montag', 'geschlossen'], ['Dienstag und Mittwoch', '10–18 Uhr'], ['Donnerstag', '10–18 Uhr und 19–22 Uhr'], ['Freitag bis Sonntag', '10–18 Uhr']], note: 'An Feiertagen wie sonntags geöffnet, außer an Jom Kippur, am 24., 25. und 31. Dezember.' }
      : { caption: 'Opening hours of the exhibition, box office and café', day: 'Day', hours: 'Open', rows: [['Monday', 'closed'], ['Tuesday and Wednesday', '10 am–6 pm'], ['Thursday', '10 am–6 pm and 7–10 pm'], ['Friday to Sunday', '10 am–6 pm']], note: 'On public holidays open as on Sundays, except on Yom Kippur and on 24, 25 and 31 December.' };
  const rows = t.rows.map(([day, hours]) => `<tr><th scope="row">${day}</th><td>${hours}</td></tr>`).join('');
  return `<table class="opening-hours"><caption>${t.caption}</caption><thead><tr><th scope="col">${t.day}</th><th scope="col">${t.hours}</th></tr></thead><tbody>${rows}</tbody></table><p>${t.note}</p>`;
};

export function visitPages(context: SeedContext): PageSeed[] {
  return [hoursAndPricesPage(context), gettingHerePage(context), accessibilityPage()];
}

function hoursAndPricesPage(context: SeedContext): PageSeed {
  const { img } = context;
  return {
    key: 'visit',
    title: l('Besuch', 'Visit'),
    headline: l('Ihr Besuch', 'Your visit'),
    metaTitle: l('Besuch planen: Öffnungszeiten, Preise, Führungen', 'Plan your visit: opening hours, prices, tours'),
    metaDescription: l(
      'Öffnungszeiten, Eintrittspreise, Führungen und Tipps für Ihren Besuch im Kulturzentrum Alte Synagoge Lindenberg.',
      'Opening hours, admission prices, guided tours and tips for your visit to the Old Synagogue Cultural Centre in Lindenberg.',
    ),
    ogImage: 'map',
    inMenu: true,
    theme: 'cc02',
    sections: [
      {
        layout: '67-33',
        columns: [
          [
            m('headline', { headline_level: 2, content: l('Öffnungszeiten', 'Opening hours'), anchor: 'oeffnungszeiten' }),
            m('html', { html_code: l(hoursTable('de'), hoursTable('en')) }),
          ],
          [
            m('headline', { headline_level: 3, content: l('Kasse und Information', 'Box office and information') }),
            m('text', {
              content: l(
                `<p>${VENUE.street}<br>${VENUE.postcode} ${VENUE.city}<br>Telefon <a href="${VENUE.phoneHref}">${VENUE.phone}</a><br><a href="mailto:${VENUE.email}">${VENUE.email}</a></p>`,
                `<p>${VENUE.street}<br>${VENUE.postcode} ${VENUE.city}, Germany<br>Phone <a href="${VENUE.phoneHref}">${VENUE.phoneIntl}</a><br><a href="mailto:${VENUE.email}">${VENUE.email}</a></p>`,
              ),
            }),
            m('link', { link_text: l('Anfahrt', 'Getting here'), link: linkTo('gettingHere'), extra_class: 'button' }),
          ],
        ],
      },
      admissionAndTours(),
      {
        layout: '50-50',
        columns: [
          [m('image', { format: 'landscape', image: img('tours'), description: l('Treffpunkt der Führungen: die Bogenreihe im Foyer', 'Where tours begin: the arcade in the foyer') })],
          [
            m('headline', { headline_level: 3, content: l('Barrierefrei ins Haus', 'Step-free access') }),
            m('text', {
              content: l(
                '<p>Ein Aufzug, Rollstuhlplätze im Saal, eine Höranlage und Führungen in Leichter Sprache und Deutscher Gebärdensprache: Wir möchten, dass alle zu uns kommen können.</p>',
                '<p>A lift, wheelchair spaces in the hall, an induction loop, and tours in Easy Read German and German Sign Language: we want everyone to be able to come.</p>',
              ),
            }),
            m('link', { link_text: l('Alles zur Barrierefreiheit', 'All about accessibility'), link: linkTo('accessibility'), extra_class: 'link' }),
          ],
        ],
      },
    ],
  };
}

/** The questions the box office hears most, answered before the visit. */
function admissionAndTours(): SectionSeed {
  return {
    layout: '100',
    columns: [
      [
        m('headline', { headline_level: 2, content: l('Eintritt und Führungen', 'Admission and tours'), anchor: 'fuehrungen' }),
        m('faq', {}, [
          m('faq-item', {
            headline: l('Was kostet der Eintritt in die Ausstellung?', 'How much is admission to the exhibition?'),
            content: l(
              '<ul><li>Regulär 6 €</li><li>Ermäßigt 4 €</li><li>Familienkarte (2 Erwachsene mit Kindern) 12 €</li><li>Unter 18 Jahren frei</li></ul><p>Donnerstags ab 19 Uhr ist der Eintritt frei.</p>',
              '<ul><li>Standard €6</li><li>Concessions €4</li><li>Family ticket (2 adults with children) €12</li><li>Free for under-18s</li></ul><p>Admission is free on Thursdays from 7 pm.</p>',
            ),
          }),
          m('faq-item', {
            headline: l('Wann finden Führungen statt?', 'When are the guided tours?'),
            content: l(
              '<p>Öffentliche Führung jeden Sonntag um 14 Uhr, Dauer etwa 60 Minuten, 8 € (ermäßigt 5 €) inklusive Eintritt. Treffpunkt ist die Kasse im Foyer, eine Anmeldung ist nicht nötig.</p>',
              '<p>Public tour every Sunday at 2 pm, about 60 minutes, €8 (concessions €5) including admission. We meet at the box office in the foyer; no booking is needed.</p>',
            ),
          }),
          m('faq-item', {
            headline: l('Kann ich eine Führung für meine Gruppe buchen?', 'Can I book a tour for my group?'),
            content: l(
              `<p>Gern, für bis zu 25 Personen, auf Deutsch, Englisch, Hebräisch oder in Leichter Sprache. Gruppen zahlen 90 €, Schulklassen 40 €. Schreiben Sie uns an <a href="mailto:${VENUE.toursEmail}">${VENUE.toursEmail}</a>.</p>`,
              `<p>Certainly, for up to 25 people, in German, English, Hebrew or Easy Read German. Groups pay €90, school classes €40. Write to us at <a href="mailto:${VENUE.toursEmail}">${VENUE.toursEmail}</a>.</p>`,
            ),
          }),
          m('faq-item', {
            headline: l('Gibt es eine Garderobe und ein Café?', 'Is there a cloakroom and a café?'),
            content: l(
              '<p>Die Garderobe im Untergeschoss ist kostenlos; große Taschen und Rucksäcke geben Sie bitte dort ab. Das Café „Mandelbaum“ im Hof hat zu den Öffnungszeiten des Hauses geöffnet.</p>',
              '<p>The cloakroom on the lower floor is free; please leave large bags and backpacks there. The Café “Mandelbaum” in the courtyard is open during the house’s opening hours.</p>',
            ),
          }),
        ]),
      ],
    ],
  };
}

function gettingHerePage({ img }: SeedContext): PageSeed {
  return {
    key: 'gettingHere',
    parent: 'visit',
    title: l('Anfahrt', 'Getting here'),
    headline: l('Anfahrt', 'Getting here'),
    metaTitle: l('Anfahrt zur Alten Synagoge Lindenberg', 'Getting to the Old Synagogue in Lindenberg'),
    metaDescription: l(
      'Mit Bus und Bahn, dem Fahrrad oder dem Auto zur Alten Synagoge am Synagogenplatz – Haltestellen, Parkhäuser und Fahrradständer.',
      'By bus and train, bike or car to the Old Synagogue on Synagogenplatz – stops, car parks and bike racks.',
    ),
    ogImage: 'map',
    inMenu: true,
    sections: [
      {
        layout: '50-50',
        columns: [
          [
            m('headline', { headline_level: 2, content: l('Mit Bus und Bahn', 'By bus and train') }),
            m('text', {
              content: l(
                '<p>Vom Hauptbahnhof sind es zehn Minuten zu Fuß durch die Altstadt. Die Straßenbahnlinien 2 und 5 halten direkt vor dem Haus (Haltestelle „Synagogenplatz“), die Buslinie 61 an der „Alten Post“.</p><p>Ihre Eintrittskarte für Konzerte und Theater gilt drei Stunden vor und nach der Veranstaltung als Fahrschein im Verkehrsverbund.</p>',
                '<p>It is a ten-minute walk from the main station through the old town. Tram lines 2 and 5 stop right outside (stop “Synagogenplatz”), bus 61 at “Alte Post”.</p><p>Your concert or theatre ticket is valid as a public transport ticket from three hours before until three hours after the performance.</p>',
              ),
            }),
            m('headline', { headline_level: 2, content: l('Mit dem Fahrrad oder Auto', 'By bike or car') }),
            m('text', {
              content: l(
                '<p>Fahrradbügel stehen im Hof. Das nächste Parkhaus ist „Am Theater“ (250 m); Behindertenparkplätze gibt es direkt am Synagogenplatz.</p>',
                '<p>There are bike racks in the courtyard. The nearest car park is “Am Theater” (250 m); disabled parking spaces are right on Synagogenplatz.</p>',
              ),
            }),
          ],
          [m('image', { format: 'original', image: img('map'), description: l(`${VENUE.street}, ${VENUE.postcode} ${VENUE.city}`, `${VENUE.street}, ${VENUE.postcode} ${VENUE.city}, Germany`) })],
        ],
      },
    ],
  };
}

function accessibilityPage(): PageSeed {
  return {
    key: 'accessibility',
    parent: 'visit',
    title: l('Barrierefreiheit', 'Accessibility'),
    headline: l('Barrierefreiheit', 'Accessibility'),
    metaTitle: l('Barrierefreiheit in der Alten Synagoge', 'Accessibility at the Old Synagogue'),
    metaDescription: l(
      'Aufzug, Rollstuhlplätze, Höranlage, Leichte Sprache und Gebärdensprache: So ist die Alte Synagoge für alle zugänglich.',
      'Lift, wheelchair spaces, induction loop, Easy Read and sign language: how the Old Synagogue is accessible to everyone.',
    ),
    inMenu: true,
    sections: [
      {
        layout: '100',
        columns: [
          [
            m('text', {
              content: l(
                '<p>Der Eingang am Synagogenplatz ist stufenlos. Ein Aufzug verbindet Foyer, Saal, Empore und Untergeschoss; barrierefreie Toiletten gibt es im Erdgeschoss und im Untergeschoss.</p>',
                '<p>The entrance on Synagogenplatz is step-free. A lift connects the foyer, hall, gallery and lower floor; accessible toilets are on the ground floor and the lower floor.</p>',
              ),
            }),
            m('faq', {}, [
              m('faq-item', {
                headline: l('Wie buche ich einen Rollstuhlplatz?', 'How do I book a wheelchair space?'),
                content: l(
                  `<p>Im großen Saal gibt es sechs Rollstuhlplätze mit Platz für eine Begleitperson, die kostenlos ist. Bitte buchen Sie über die Kasse unter ${VENUE.phone}, damit wir den Platz freihalten können.</p>`,
                  `<p>The main hall has six wheelchair spaces, each with a free seat for a companion. Please book through the box office on ${VENUE.phoneIntl} so that we can keep the space free.</p>`,
                ),
              }),
              m('faq-item', {
                headline: l('Gibt es Hilfen für Menschen mit Hörbehinderung?', 'Is there support for people with hearing loss?'),
                content: l(
                  '<p>Der Saal hat eine induktive Höranlage. Einmal im Monat bieten wir eine Führung in Deutscher Gebärdensprache an; die Termine stehen im Programm.</p>',
                  '<p>The hall has an induction loop. Once a month we offer a tour in German Sign Language; the dates are in the programme.</p>',
                ),
              }),
              m('faq-item', {
                headline: l('Gibt es Angebote für blinde und sehbehinderte Menschen?', 'Is there anything for blind and partially sighted visitors?'),
                content: l(
                  '<p>Ein Tastmodell der Synagoge steht im Foyer. Unsere Tastführung „Die Synagoge begreifen“ buchen Sie wie eine Gruppenführung; Assistenzhunde sind im ganzen Haus willkommen.</p>',
                  '<p>A tactile model of the synagogue stands in the foyer. Book our touch tour “Grasping the synagogue” like a group tour; assistance dogs are welcome throughout the building.</p>',
                ),
              }),
            ]),
            m('link', { link_text: l('Führungen und Preise', 'Tours and prices'), link: linkTo('visit', '#fuehrungen'), extra_class: 'link' }),
          ],
        ],
      },
    ],
  };
}
