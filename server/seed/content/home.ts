/** The home page: every kind of module a visitor meets first (SPEC §3 catalogue). */
import { l } from '../../../common/i18n/localized';
import { linkTo } from './paths';
import { VENUE } from './venue';
import { m, type PageSeed, type SectionSeed, type SeedContext } from './types';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function homePage(context: SeedContext): PageSeed {
  return {
    key: 'home',
    title: l('Startseite', 'Home'),
    headline: l('Kulturzentrum Alte Synagoge', 'Old Synagogue Cultural Centre'),
    metaTitle: l('Kulturzentrum Alte Synagoge Lindenberg – Konzerte, Theater, Ausstellungen', 'Old Synagogue Cultural Centre Lindenberg – concerts, theatre, exhibitions'),
    metaDescription: l(
      'Konzerte, Theater, Lesungen und Ausstellungen in der ehemaligen Synagoge von 1904: Programm, Karten, Führungen und alles für Ihren Besuch.',
      'Concerts, theatre, readings and exhibitions in the former synagogue of 1904: programme, tickets, guided tours and everything for your visit.',
    ),
    ogTitle: l('Kulturzentrum Alte Synagoge', 'Old Synagogue Cultural Centre'),
    ogDescription: l('Ein Haus mit Geschichte – und mit einem Programm für heute.', 'A house with a history – and a programme for today.'),
    ogImage: 'heroHome',
    sections: [
      festivalHero(context),
      anchors(),
      highlights(context),
      theHouse(),
      mainHall(context),
      yourVisit(),
      film(context),
      jewishWeekends(context),
      booklet(context),
      questions(),
      impressions(context),
      sponsors(context),
    ],
  };
}

/** The festival leads while it runs: online for a year either side of the seed date. */
function festivalHero({ img, now }: SeedContext): SectionSeed {
  return {
    layout: '100',
    columns: [
      [
        {
          ...m('hero-media', {
            headline: l('Jüdische Kulturwochen', 'Jewish Culture Weeks'),
            text: l(
              'Drei Wochen Musik, Theater, Literatur und Gespräche: Das Festival bringt jüdisches Leben von heute in die Alte Synagoge.',
              'Three weeks of music, theatre, literature and conversation: the festival brings Jewish life today into the Old Synagogue.',
            ),
            button_text: l('Zum Festivalprogramm', 'See the festival programme'),
            button_link: linkTo('events'),
            sticky: false,
            image: img('heroHome'),
          }),
          online: { from: new Date(now.getTime() - YEAR_MS), to: new Date(now.getTime() + YEAR_MS) },
        },
      ],
    ],
  };
}

function anchors(): SectionSeed {
  return {
    layout: '100',
    columns: [
      [
        m('anchor-list', { sticky: true }, [
          m('anchor-item', { link_text: l('Höhepunkte', 'Highlights'), anchor: 'hoehepunkte' }),
          m('anchor-item', { link_text: l('Das Haus', 'The house'), anchor: 'haus' }),
          m('anchor-item', { link_text: l('Ihr Besuch', 'Your visit'), anchor: 'besuch' }),
          m('anchor-item', { link_text: l('Film', 'Film'), anchor: 'film' }),
          m('anchor-item', { link_text: l('Häufige Fragen', 'Frequently asked questions'), anchor: 'fragen' }),
        ]),
      ],
    ],
  };
}

function highlights({ img, now }: SeedContext): SectionSeed {
  return {
    layout: '100',
    columns: [
      [
        m('headline', {
          headline_level: 2,
          preline: l('Demnächst', 'Coming up'),
          content: l('Höhepunkte der Saison', 'Highlights of the season'),
          subline: l('Was Sie in den nächsten Wochen nicht verpassen sollten', 'What not to miss in the coming weeks'),
          anchor: 'hoehepunkte',
        }),
        m('teaser-list', { extra_class: 'grid' }, [
          m('teaser-item', {
            image: img('cultureWeeks'),
            preline: l('Festival', 'Festival'),
            headline: l('Jüdische Kulturwochen', 'Jewish Culture Weeks'),
            subline: l('Konzerte, Lesungen, Gespräche', 'Concerts, readings, talks'),
            text: l(
              'Zum 31. Mal laden wir zu drei Wochen voller Begegnungen ein – mit Klezmer im Hof, neuer Dramatik auf der Empore und einem Schabbat-Essen für alle.',
              'For the 31st time we invite you to three weeks of encounters – klezmer in the courtyard, new drama in the gallery and a Shabbat dinner open to all.',
            ),
            link_text: l('Programm ansehen', 'View programme'),
            link: linkTo('events'),
          }),
          m('teaser-item', {
            image: img('concert'),
            preline: l('Konzertreihe', 'Concert series'),
            headline: l('Kammerkonzerte am Sonntag', 'Sunday Chamber Concerts'),
            subline: l('Jeden ersten Sonntag im Monat, 11 Uhr', 'First Sunday of every month, 11 am'),
            text: l(
              'Das Ensemble des Hauses spielt Werke von Mendelssohn, Korngold und Ullmann – unter der Kuppel, deren Akustik Musiker aus ganz Europa schätzen.',
              'The house ensemble plays works by Mendelssohn, Korngold and Ullmann – beneath the dome whose acoustics musicians from all over Europe admire.',
            ),
            link_text: l('Karten und Termine', 'Tickets and dates'),
            link: linkTo('productions'),
          }),
          {
            ...m('teaser-item', {
              image: img('tours'),
              preline: l('Führung', 'Guided tour'),
              headline: l('Das Haus erzählt', 'The house tells its story'),
              subline: l('Sonntags 14 Uhr, ohne Anmeldung', 'Sundays at 2 pm, no booking needed'),
              text: l(
                'Eine Stunde durch 120 Jahre: vom Bau der Synagoge über die Pogromnacht bis zur Wiedereröffnung als Kulturzentrum.',
                'One hour through 120 years: from the building of the synagogue through the November pogrom to its reopening as a cultural centre.',
              ),
              link_text: l('Mehr zu den Führungen', 'More about the tours'),
              link: linkTo('visit', '#fuehrungen'),
            }),
            online: { from: new Date(now.getTime() - YEAR_MS), to: null },
          },
        ]),
      ],
    ],
  };
}

function theHouse(): SectionSeed {
  return {
    layout: '67-33',
    columns: [
      [
        m('headline', { headline_level: 2, preline: l('Das Haus', 'The house'), content: l('Ein Ort mit Geschichte', 'A place with a history'), anchor: 'haus' }),
        m('text', {
          content: l(
            '<p>1904 als Synagoge der Jüdischen Gemeinde Lindenberg eingeweiht, in der Pogromnacht 1938 verwüstet, Jahrzehnte als Lagerhalle genutzt: Die Alte Synagoge hat die Geschichte der Stadt in ihren Mauern. Seit 1994 ist sie ein <strong>Kulturzentrum</strong> – für Musik, Theater, Literatur und Ausstellungen und als Ort der Erinnerung.</p><p>Die Jüdische Gemeinde ist bis heute Partnerin des Hauses. Gemeinsam gestalten wir ein Programm, das jüdische Kultur in ihrer ganzen Vielfalt zeigt.</p>',
            '<p>Consecrated in 1904 as the synagogue of the Jewish Community of Lindenberg, devastated in the November pogrom of 1938 and used as a warehouse for decades, the Old Synagogue holds the history of the city within its walls. Since 1994 it has been a <strong>cultural centre</strong> – for music, theatre, literature and exhibitions, and a place of remembrance.</p><p>The Jewish Community remains a partner of the house to this day. Together we create a programme that shows Jewish culture in all its diversity.</p>',
          ),
        }),
        m('link', { link_text: l('Zur Geschichte des Hauses', 'The history of the house'), link: linkTo('history'), extra_class: 'link' }),
      ],
      [
        m('quote', {
          content: l(
            'Dieses Haus ist kein Museum. Hier wird wieder gesungen, gestritten und gelacht – und genau das ist Erinnerung.',
            'This house is not a museum. People sing, argue and laugh here again – and that is exactly what remembrance means.',
          ),
          author: l('Miriam Adler, künstlerische Leiterin', 'Miriam Adler, artistic director'),
        }),
      ],
    ],
  };
}

function mainHall({ img }: SeedContext): SectionSeed {
  return {
    layout: '100',
    extraClass: 'cc01',
    columns: [
      [
        m('two-columns', {
          extra_class: 'image-text',
          image: img('hall'),
          text: l(
            '<h3>Der große Saal</h3><p>Unter dem restaurierten Rosettenfenster finden bis zu 320 Gäste Platz. Wo früher die Gemeinde betete, erklingen heute Konzerte, Theater und Lesungen – und jeden November das Gedenkkonzert zum 9. November.</p>',
            '<h3>The main hall</h3><p>Up to 320 guests find a seat beneath the restored rose window. Where the congregation once prayed, concerts, plays and readings now fill the room – and every November the memorial concert for 9 November.</p>',
          ),
        }),
      ],
    ],
  };
}

function yourVisit(): SectionSeed {
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

function film({ img }: SeedContext): SectionSeed {
  return {
    layout: '100',
    columns: [
      [
        m('video', {
          image: img('videoPoster'),
          video_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
          length: '4:32',
          title: l('Ein Haus, viele Stimmen – Menschen aus der Alten Synagoge erzählen', 'One house, many voices – people from the Old Synagogue tell their stories'),
          anchor: 'film',
        }),
      ],
    ],
  };
}

function jewishWeekends({ img }: SeedContext): SectionSeed {
  return {
    layout: '50-50',
    columns: [
      [
        m('headline', { headline_level: 2, preline: l('Neu', 'New'), content: l('Jüdische Wochenenden', 'Jewish Weekends') }),
        m('text', {
          content: l(
            '<p>Einmal im Monat wird das ganze Haus zum Treffpunkt: Freitagabend Kabbalat Schabbat mit Musik, Samstag Familienführung und Kochkurs, Sonntag Matinee. Für alle, die neugierig sind – Vorwissen braucht es nicht.</p>',
            '<p>Once a month the whole house becomes a meeting place: Kabbalat Shabbat with music on Friday evening, a family tour and cooking class on Saturday, a matinee on Sunday. For everyone who is curious – no prior knowledge needed.</p>',
          ),
        }),
        m('link', { link_text: l('Alle Termine der Wochenenden', 'All weekend dates'), link: linkTo('jewishWeekends'), extra_class: 'button' }),
      ],
      [
        m('image', {
          format: 'landscape',
          image: img('cultureWeeks'),
          description: l('Der Hof der Alten Synagoge an einem Festivalabend', 'The courtyard of the Old Synagogue on a festival evening'),
        }),
      ],
    ],
  };
}

function booklet({ img }: SeedContext): SectionSeed {
  return {
    layout: '100',
    columns: [
      [
        m('full-teaser', {
          image: img('booklet'),
          preline: l('Zum Blättern', 'Browse online'),
          headline: l('Das neue Programmheft ist da', 'The new programme booklet is out'),
          subline: l('Saison 2025/26', 'Season 2025/26'),
          text: l(
            'Alle Konzerte, Premieren, Ausstellungen und Führungen der Saison auf 64 Seiten – online zum Blättern, gedruckt an der Kasse und in vielen Lindenberger Buchhandlungen.',
            'All the season’s concerts, premieres, exhibitions and tours on 64 pages – to browse online, in print at the box office and in many Lindenberg bookshops.',
          ),
          link_text: l('Programmheft ansehen', 'View the booklet'),
          link: linkTo('press', '#programmheft'),
          extra_class: 'image-right',
        }),
      ],
    ],
  };
}

function questions(): SectionSeed {
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

function impressions({ img }: SeedContext): SectionSeed {
  return {
    layout: '100',
    extraClass: 'cc02',
    columns: [
      [
        m('headline', { headline_level: 2, content: l('Einblicke', 'Impressions') }),
        m('image-list', { format: 'landscape' }, [
          m('image', { image: img('hall'), description: l('Das Rosettenfenster über dem großen Saal', 'The rose window above the main hall') }),
          m('image', { image: img('dome'), description: l('Die wiederaufgebaute Kuppel', 'The rebuilt dome') }),
          m('image', { image: img('gallery'), description: l('Die Empore, heute Ausstellungsfläche', 'The gallery, now an exhibition space') }),
        ]),
      ],
    ],
  };
}

function sponsors({ img }: SeedContext): SectionSeed {
  return {
    layout: '100',
    columns: [
      [
        m('headline', { headline_level: 3, content: l('Gefördert von', 'Supported by') }),
        m('logo-list', {}, [
          m('image', { image: img('logoCity'), link: l('https://www.example.org/lindenberg/kultur', 'https://www.example.org/lindenberg/culture') }),
          m('image', { image: img('logoFoundation'), link: l('https://www.example.org/kulturstiftung', 'https://www.example.org/kulturstiftung/en') }),
          m('image', { image: img('logoFriends'), link: l('https://www.example.org/freundeskreis-alte-synagoge', 'https://www.example.org/freundeskreis-alte-synagoge') }),
        ]),
      ],
    ],
  };
}
