/**
 * Pages of the listing routes (events, productions, ensemble, magazine): their headline, meta data
 * and menu place live here; their lists come from the programme data. The events page headline
 * titles the event overlay (SPEC §2 "Event overlay").
 */
import { l } from '../../../common/i18n/localized';
import { m, type PageSeed, type SeedContext } from './types';

export function listingPages({ forms }: SeedContext): PageSeed[] {
  return [
    {
      key: 'events',
      contentType: 'events',
      title: l('Programm', 'Programme'),
      headline: l('Programm und Karten', 'Programme and tickets'),
      metaTitle: l('Programm und Karten – Alte Synagoge Lindenberg', 'Programme and tickets – Old Synagogue Lindenberg'),
      metaDescription: l(
        'Alle Konzerte, Theateraufführungen, Lesungen, Ausstellungen und Führungen der Alten Synagoge – mit Karten online.',
        'All concerts, plays, readings, exhibitions and tours at the Old Synagogue – with tickets online.',
      ),
      ogImage: 'concert',
      inMenu: true,
      sections: [],
    },
    {
      key: 'productions',
      contentType: 'productions',
      title: l('Produktionen', 'Productions'),
      headline: l('Produktionen', 'Productions'),
      metaTitle: l('Produktionen – Alte Synagoge Lindenberg', 'Productions – Old Synagogue Lindenberg'),
      metaDescription: l(
        'Theater, Musiktheater und Konzertprogramme, die in der Alten Synagoge entstehen – mit allen Terminen der Saison.',
        'Theatre, music theatre and concert programmes created at the Old Synagogue – with every date of the season.',
      ),
      ogImage: 'hall',
      inMenu: true,
      sections: [],
    },
    {
      key: 'ensemble',
      contentType: 'ensemble',
      title: l('Ensemble', 'Ensemble'),
      headline: l('Ensemble', 'Ensemble'),
      metaTitle: l('Ensemble – Alte Synagoge Lindenberg', 'Ensemble – Old Synagogue Lindenberg'),
      metaDescription: l(
        'Musikerinnen, Schauspieler und Gäste: die Menschen, die auf den Bühnen der Alten Synagoge stehen.',
        'Musicians, actors and guests: the people on the stages of the Old Synagogue.',
      ),
      inMenu: true,
      sections: [
        {
          layout: '100',
          columns: [
            [
              m('text', {
                content: l(
                  '<p>Das Ensemble der Alten Synagoge verbindet ein festes Kammerensemble mit Schauspielerinnen und Schauspielern, die Saison für Saison mit uns arbeiten – und mit Gästen aus Tel Aviv, Wien und Berlin.</p>',
                  '<p>The Old Synagogue’s ensemble combines a resident chamber ensemble with actors who work with us season after season – and with guests from Tel Aviv, Vienna and Berlin.</p>',
                ),
              }),
              m('link', { link_text: l('Bewerbung für die Künstlerresidenz', 'Apply for the artist residency'), link: forms.residency, extra_class: 'button-secondary' }),
            ],
          ],
        },
      ],
    },
    {
      key: 'magazine',
      contentType: 'magazine',
      title: l('Mediathek', 'Media library'),
      headline: l('Mediathek', 'Media library'),
      metaTitle: l('Mediathek – Texte, Filme und Podcasts der Alten Synagoge', 'Media library – texts, films and podcasts of the Old Synagogue'),
      metaDescription: l(
        'Hintergründe zum Programm, Interviews, Filme und Podcasts aus der Alten Synagoge Lindenberg.',
        'Background to the programme, interviews, films and podcasts from the Old Synagogue in Lindenberg.',
      ),
      ogImage: 'videoPoster',
      inMenu: true,
      sections: [],
    },
  ];
}
