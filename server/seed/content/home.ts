/** The home page: every kind of module a visitor meets first (SPEC §3 catalogue), its sections in the order they show. */
import { l } from '../../../common/i18n/localized';
import { film, impressions, mainHall, theHouse } from './home/house';
import { anchors, festivalHero } from './home/opening';
import { booklet, highlights, jewishWeekends } from './home/programme';
import { sponsors } from './home/sponsors';
import { questions, yourVisit } from './home/visit';
import type { PageSeed, SeedContext } from './types';

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
