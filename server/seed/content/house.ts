/** "Das Haus" and its children: history (hero, podcast), architecture (image list), an offline draft. */
import { l } from '../../../common/i18n/localized';
import { linkTo } from './paths';
import { m, type PageSeed, type SectionSeed, type SeedContext } from './types';

export function housePages(context: SeedContext): PageSeed[] {
  return [housePage(context), historyPage(context), architecturePage(context), draftPage()];
}

function housePage({ img }: SeedContext): PageSeed {
  return {
    key: 'house',
    title: l('Das Haus', 'The house'),
    headline: l('Das Haus', 'The house'),
    metaTitle: l('Das Haus – Kulturzentrum Alte Synagoge', 'The house – Old Synagogue Cultural Centre'),
    metaDescription: l(
      'Geschichte, Architektur und Menschen der Alten Synagoge Lindenberg: vom Gotteshaus von 1904 zum Kulturzentrum von heute.',
      'History, architecture and people of the Old Synagogue in Lindenberg: from the house of worship of 1904 to today’s cultural centre.',
    ),
    ogImage: 'heroHome',
    inMenu: true,
    theme: 'cc01',
    sections: [
      {
        layout: '100',
        columns: [
          [
            m('text', {
              content: l(
                '<p>Die Alte Synagoge ist das älteste erhaltene Gebäude jüdischen Lebens in Lindenberg. Heute arbeiten hier zwölf Menschen fest und mehr als sechzig Ehrenamtliche – an der Kasse, bei Führungen, in der Bibliothek und hinter der Bühne.</p>',
                '<p>The Old Synagogue is the oldest surviving building of Jewish life in Lindenberg. Today twelve staff and more than sixty volunteers work here – at the box office, on tours, in the library and behind the stage.</p>',
              ),
            }),
          ],
        ],
      },
      {
        layout: '50-50',
        columns: [
          [
            m('full-teaser', {
              image: img('heroHistory'),
              preline: l('1904 bis heute', '1904 to today'),
              headline: l('Geschichte', 'History'),
              text: l('Bau, Zerstörung, Jahrzehnte des Schweigens und ein Neuanfang, den Bürgerinnen und Bürger erstritten haben.', 'Construction, destruction, decades of silence and a new beginning that citizens fought for.'),
              link_text: l('Weiterlesen', 'Read more'),
              link: linkTo('history'),
            }),
          ],
          [
            m('full-teaser', {
              image: img('dome'),
              preline: l('Rosette, Kuppel, Empore', 'Rose window, dome, gallery'),
              headline: l('Architektur', 'Architecture'),
              text: l('Wie der Architekt Heinrich Rosenthal orientalische Formen und Jugendstil verband – und was die Restaurierung bewahrt hat.', 'How the architect Heinrich Rosenthal combined Oriental forms with Art Nouveau – and what the restoration preserved.'),
              link_text: l('Weiterlesen', 'Read more'),
              link: linkTo('architecture'),
            }),
          ],
        ],
      },
    ],
  };
}

function historyPage(context: SeedContext): PageSeed {
  const { img, now } = context;
  return {
    key: 'history',
    parent: 'house',
    title: l('Geschichte', 'History'),
    headline: l('Geschichte des Hauses', 'History of the house'),
    metaTitle: l('Geschichte der Alten Synagoge Lindenberg', 'History of the Old Synagogue in Lindenberg'),
    metaDescription: l(
      'Von der Einweihung 1904 über die Pogromnacht 1938 bis zur Wiedereröffnung als Kulturzentrum 1994: die Geschichte der Alten Synagoge.',
      'From its consecration in 1904 through the November pogrom of 1938 to its reopening as a cultural centre in 1994: the history of the Old Synagogue.',
    ),
    ogImage: 'heroHistory',
    ogType: 'article',
    inMenu: true,
    sections: [
      {
        layout: '100',
        columns: [
          [
            {
              ...m('hero-media', {
                headline: l('120 Jahre Alte Synagoge', '120 years of the Old Synagogue'),
                text: l('Ein Gebäude, das die Geschichte der Stadt erzählt – ihre hellen und ihre dunkelsten Jahre.', 'A building that tells the history of the city – its bright years and its darkest.'),
                button_text: l('Podcast hören', 'Listen to the podcast'),
                button_link: l('#podcast', '#podcast'),
                image: img('heroHistory'),
              }),
              online: { from: new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000), to: null },
            },
          ],
        ],
      },
      historyChronicle(context),
      {
        layout: '100',
        extraClass: 'cc03',
        columns: [
          [
            m('headline', { headline_level: 2, content: l('Podcast: Stimmen aus der Alten Synagoge', 'Podcast: voices from the Old Synagogue'), subline: l('Sechs Folgen über Menschen, die dieses Haus geprägt haben', 'Six episodes about people who shaped this house'), anchor: 'podcast' }),
            m('audio-embed', { embed: 'https://alte-synagoge-lindenberg.podigee.io/1-stimmen-aus-der-alten-synagoge', media_type: 'podcast' }),
            m('text', {
              content: l(
                '<p>Alle Folgen auch bei Spotify und in jeder Podcast-App. Die Transkripte erhalten Sie auf Anfrage an der Kasse oder per E-Mail.</p>',
                '<p>All episodes are also on Spotify and in every podcast app. Transcripts (in German) are available on request at the box office or by e-mail.</p>',
              ),
              decrease_distance: true,
            }),
          ],
        ],
      },
    ],
  };
}

/** 1904, 1938, 1945–1994: the three chapters beside a founding member’s words. */
function historyChronicle({ img }: SeedContext): SectionSeed {
  return {
    layout: '67-33',
    columns: [
      [
        m('headline', { headline_level: 2, preline: l('1904', '1904'), content: l('Ein Gotteshaus für eine wachsende Gemeinde', 'A house of worship for a growing community') }),
        m('text', {
          content: l(
            '<p>Um 1900 zählte die Jüdische Gemeinde Lindenberg fast 900 Mitglieder; der Betsaal in der Judengasse war längst zu klein. Am 14. September 1904 wurde die neue Synagoge am damaligen Hospitalplatz eingeweiht – mit 420 Plätzen, einer Orgel und einer Frauenempore. Die Lindenberger Zeitung nannte sie „eine Zierde unserer Stadt“.</p>',
            '<p>Around 1900 the Jewish Community of Lindenberg had almost 900 members; the prayer room in Judengasse had long been too small. On 14 September 1904 the new synagogue on what was then Hospitalplatz was consecrated – with 420 seats, an organ and a women’s gallery. The Lindenberger Zeitung called it “an ornament to our city”.</p>',
          ),
        }),
        m('headline', { headline_level: 2, preline: l('1938', '1938'), content: l('Die Pogromnacht', 'The November pogrom') }),
        m('text', {
          content: l(
            '<p>In der Nacht vom 9. auf den 10. November 1938 drangen SA-Männer in die Synagoge ein, zerschlugen die Einrichtung und legten Feuer. Die Feuerwehr schützte nur die Nachbarhäuser. Der Bau blieb als ausgebrannte Hülle stehen. Von den jüdischen Familien Lindenbergs wurden bis 1942 mehr als 300 Menschen deportiert und ermordet.</p>',
            '<p>On the night of 9 to 10 November 1938 SA men broke into the synagogue, smashed its furnishings and set it on fire. The fire brigade protected only the neighbouring houses. The building survived as a burnt-out shell. By 1942 more than 300 members of Lindenberg’s Jewish families had been deported and murdered.</p>',
          ),
        }),
        m('headline', { headline_level: 2, preline: l('1945–1994', '1945–1994'), content: l('Lagerhalle, Bürgerinitiative, Neuanfang', 'Warehouse, citizens’ initiative, new beginning') }),
        m('text', {
          content: l(
            '<p>Nach dem Krieg diente das Gebäude einer Genossenschaft als Lager. Erst 1986 gründete sich der Förderverein „Alte Synagoge“, der die Sanierung durchsetzte. Seit der Wiedereröffnung im September 1994 ist das Haus ein Kulturzentrum der Stadt in enger Partnerschaft mit der Jüdischen Gemeinde.</p>',
            '<p>After the war a cooperative used the building as a warehouse. Only in 1986 was the “Old Synagogue” association founded, which pushed the restoration through. Since its reopening in September 1994 the house has been a municipal cultural centre in close partnership with the Jewish Community.</p>',
          ),
        }),
      ],
      [
        m('quote', {
          content: l('Wir wollten nicht, dass hier eines Tages ein Parkplatz ist und niemand mehr weiß, was hier stand.', 'We didn’t want this to become a car park one day, with no one remembering what once stood here.'),
          author: l('Gerda Wallenstein, Gründungsmitglied des Fördervereins, 1986', 'Gerda Wallenstein, founding member of the association, 1986'),
        }),
        m('image', { format: 'portrait', image: img('gallery'), description: l('Die Frauenempore nach der Restaurierung', 'The women’s gallery after the restoration') }),
      ],
    ],
  };
}

function architecturePage({ img }: SeedContext): PageSeed {
  return {
    key: 'architecture',
    parent: 'house',
    title: l('Architektur', 'Architecture'),
    headline: l('Architektur', 'Architecture'),
    metaTitle: l('Architektur der Alten Synagoge: Rosette, Kuppel, Empore', 'Architecture of the Old Synagogue: rose window, dome, gallery'),
    metaDescription: l(
      'Heinrich Rosenthals Synagogenbau von 1904 verbindet maurische Formen mit Jugendstil. Was nach 1938 verloren ging und was die Restaurierung zurückgab.',
      'Heinrich Rosenthal’s synagogue of 1904 combines Moorish forms with Art Nouveau. What was lost after 1938 and what the restoration brought back.',
    ),
    ogImage: 'dome',
    ogType: 'article',
    inMenu: true,
    sections: [
      {
        layout: '100',
        columns: [
          [
            m('two-columns', {
              extra_class: 'text-image',
              image: img('hall'),
              text: l(
                '<h2>Die Rosette</h2><p>Das Rosettenfenster über dem Eingang misst fast fünf Meter im Durchmesser. Seine zwölf Blätter stehen für die zwölf Stämme Israels. Die Glasmalerei wurde 1992 nach Fotografien aus dem Gemeindearchiv neu geschaffen.</p>',
                '<h2>The rose window</h2><p>The rose window above the entrance is almost five metres across. Its twelve petals stand for the twelve tribes of Israel. The stained glass was recreated in 1992 from photographs in the community archive.</p>',
              ),
            }),
            m('two-columns', {
              extra_class: 'image-text',
              image: img('dome'),
              text: l(
                '<h2>Die Kuppel</h2><p>Die Holzkuppel stürzte beim Brand 1938 ein. Die heutige Kuppel aus Stahl und Holz folgt den alten Maßen; sie gibt dem Saal die warme, lange Akustik, für die ihn Musikerinnen und Musiker schätzen.</p>',
                '<h2>The dome</h2><p>The wooden dome collapsed in the fire of 1938. Today’s dome of steel and timber follows the old dimensions; it gives the hall the warm, long reverberation that musicians love.</p>',
              ),
            }),
          ],
        ],
      },
      {
        layout: '100',
        columns: [
          [
            m('headline', { headline_level: 2, content: l('Rundgang in Bildern', 'A tour in pictures') }),
            m('image-list', { format: 'square' }, [
              m('image', { image: img('hall'), description: l('Rosette', 'Rose window') }),
              m('image', { image: img('dome'), description: l('Kuppel', 'Dome') }),
              m('image', { image: img('gallery'), description: l('Empore', 'Gallery') }),
              m('image', { image: img('tours'), description: l('Bogenreihe im Erdgeschoss', 'Arcade on the ground floor') }),
            ]),
          ],
        ],
      },
    ],
  };
}

/** Offline, so the editor has a page no visitor sees. */
function draftPage(): PageSeed {
  return {
    key: 'draft',
    parent: 'house',
    title: l('Entwurf: Das Team', 'Draft: the team'),
    headline: l('Das Team der Alten Synagoge', 'The Old Synagogue team'),
    metaTitle: l('Das Team – Kulturzentrum Alte Synagoge', 'The team – Old Synagogue Cultural Centre'),
    metaDescription: l('Die Menschen hinter dem Programm der Alten Synagoge.', 'The people behind the Old Synagogue’s programme.'),
    isOnline: false,
    sections: [
      {
        layout: '100',
        columns: [
          [
            m('text', {
              content: l(
                '<p>Diese Seite ist noch in Arbeit: Hier stellen wir bald das Team vor – von der künstlerischen Leitung bis zur Haustechnik.</p>',
                '<p>This page is still in progress: we will soon introduce the team here – from the artistic direction to the technical staff.</p>',
              ),
            }),
          ],
        ],
      },
    ],
  };
}
