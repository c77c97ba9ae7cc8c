/** Recurring events that belong to no production (tours, talks, readings, family days), for the demo programme. */
import { l } from '../../../common/i18n/localized';
import type { EditorSeatGroup } from '../../../common/api/event-prices';
import type { ProductionSeed } from './productions';

export interface StandaloneSeed extends Omit<ProductionSeed, 'season'> {
  series: number | null;
  venue: number;
  /** Guided tours sell timeslots (SPEC §3 "Timeslot"). */
  timeslots?: boolean;
  /**
   * Sold by another house's box office, not our ticket shop: its ticket link and
   * the prices an editor typed in the hub, in place of a shop id and seat groups.
   */
  guest?: { ticketUrl: string; priceList: EditorSeatGroup[] };
}

export const STANDALONE: StandaloneSeed[] = [
  {
    slug: l('hausfuehrung', 'house-tour'), title: l('Hausführung: 120 Jahre Alte Synagoge', 'House tour: 120 years of the Old Synagogue'),
    subline: l('Vom Bau 1904 bis zur Wiedereröffnung 1994', 'From the building in 1904 to the reopening in 1994'),
    lead: l('Eine Stunde durch Saal, Empore und Kuppel.', 'One hour through the hall, the gallery and the dome.'),
    type: 3, genre: 4, tags: [1, 6], cast: [[10, l('Führung', 'Guide')]], room: 1, time: '11:00', series: 3, venue: 0, timeslots: true,
  },
  {
    slug: l('familiensonntag', 'family-sunday'), title: l('Familiensonntag', 'Family Sunday'),
    subline: l('Basteln, Erzählen, Singen für Kinder ab 5', 'Crafts, stories and songs for children aged 5 and over'),
    lead: l('Feste und Bräuche des jüdischen Jahres zum Mitmachen.', 'Hands-on festivals and customs of the Jewish year.'),
    type: 3, genre: 4, tags: [0, 3], cast: [[10, l('Leitung', 'Host')]], room: 3, time: '15:00', series: null, venue: 1,
  },
  {
    slug: l('salon-gespraech', 'salon-talk'), title: l('Salon: Erinnern heute', 'Salon: Remembering today'),
    subline: l('Gespräch mit Gästen aus Wissenschaft und Kunst', 'A conversation with guests from scholarship and the arts'),
    lead: l('Wie erinnern wir, wenn die Zeitzeugen fehlen?', 'How do we remember when the witnesses are gone?'),
    type: 5, genre: 4, tags: [3, 1], cast: [[11, l('Gast', 'Guest')], [7, l('Moderation', 'Host')]], room: 4, time: '19:00', series: null, venue: 1,
  },
  {
    slug: l('lesung-im-kuppelraum', 'reading-in-the-dome'), title: l('Neue Bücher im Kuppelraum', 'New books in the Dome'),
    subline: l('Lesung mit anschließendem Gespräch', 'Reading followed by a conversation'),
    lead: l('Drei Stimmen der jüdischen Gegenwartsliteratur.', 'Three voices of contemporary Jewish literature.'),
    type: 2, genre: 3, tags: [6], cast: [[7, l('Moderation', 'Host')]], room: 2, time: '19:30', series: 1, venue: 0,
  },
  {
    slug: l('schabbat-kabbalat', 'kabbalat-shabbat'), title: l('Kabbalat Schabbat mit Musik', 'Kabbalat Shabbat with music'),
    subline: l('Lieder zum Empfang des Schabbat', 'Songs to welcome the Sabbath'),
    lead: l('Der Auftakt der Jüdischen Wochenenden.', 'The opening of the Jewish Weekends.'),
    type: 0, genre: 1, tags: [4, 5], cast: [[0, l('Gesang', 'Vocals')], [1, l('Klarinette', 'Clarinet')]], room: 0, time: '18:00', series: 2, venue: 0,
  },
  {
    slug: l('gastspiel-stadttheater', 'guest-performance-city-theatre'), title: l('Die Welt von gestern', 'The World of Yesterday'),
    subline: l('Nach Stefan Zweig – Gastspiel im Stadttheater', 'After Stefan Zweig – guest performance at the City Theatre'),
    lead: l('Ein Abend über Europa, Exil und Hoffnung.', 'An evening about Europe, exile and hope.'),
    type: 1, genre: 2, tags: [6, 1], cast: [[3, l('Erzähler', 'Narrator')], [6, l('Regie', 'Director')]], room: 0, time: '19:30', series: null, venue: 2,
    guest: {
      ticketUrl: 'https://www.stadttheater-lindenberg.example/spielplan/die-welt-von-gestern',
      priceList: [
        { name: l('Parkett', 'Stalls'), prices: [{ category: 'full', amount: '26.00' }, { category: 'reduced', amount: '13.00' }, { category: 'students', amount: '9.50' }] },
        { name: l('Rang', 'Circle'), prices: [{ category: 'full', amount: '19.00' }, { category: 'reduced', amount: '12.00' }] },
      ],
    },
  },
];
