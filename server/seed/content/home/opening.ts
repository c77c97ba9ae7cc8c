/** The top of the home page: the current festival as its hero, and the in-page menu to the sections below. */
import { l } from '../../../../common/i18n/localized';
import { linkTo } from '../paths';
import { m, YEAR_MS, type SectionSeed, type SeedContext } from '../types';

/** The festival leads while it runs: online for a year either side of the seed date. */
export function festivalHero({ img, now }: SeedContext): SectionSeed {
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

export function anchors(): SectionSeed {
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
