/** The house itself: its history in brief, the main hall, the film and pictures of the building. */
import { l } from '../../../../common/i18n/localized';
import { linkTo } from '../paths';
import { m, type SectionSeed, type SeedContext } from '../types';

export function theHouse(): SectionSeed {
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

export function mainHall({ img }: SeedContext): SectionSeed {
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

export function film({ img }: SeedContext): SectionSeed {
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

export function impressions({ img }: SeedContext): SectionSeed {
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
