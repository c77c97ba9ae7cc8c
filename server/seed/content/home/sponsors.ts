/** Those who fund the house, by their logos. */
import { l } from '../../../../common/i18n/localized';
import { m, type SectionSeed, type SeedContext } from '../types';

export function sponsors({ img }: SeedContext): SectionSeed {
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
