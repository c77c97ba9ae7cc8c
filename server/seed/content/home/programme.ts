/** What is on: the season's highlights, the Jewish weekends and the programme booklet. */
import { l } from '../../../../common/i18n/localized';
import { linkTo } from '../paths';
import { m, YEAR_MS, type SectionSeed, type SeedContext } from '../types';

export function highlights({ img, now }: SeedContext): SectionSeed {
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

export function jewishWeekends({ img }: SeedContext): SectionSeed {
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

export function booklet({ img }: SeedContext): SectionSeed {
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
