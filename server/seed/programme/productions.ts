/**
 * Eight productions over two seasons for the demo. Indexes point into catalogue.ts and
 * ensemble.ts; `cast` pairs an ensemble member with a role.
 */
import { l, type Localized } from '../../../common/i18n/localized';

export interface ProductionSeed {
  slug: Localized;
  title: Localized;
  subline: Localized;
  lead: Localized;
  /** 0: the running season, 1: the next (schedule.ts seasonsAround). */
  season: number;
  type: number;
  genre: number;
  tags: number[];
  cast: [person: number, role: Localized][];
  room: number;
  /** Start time in Berlin, "HH:MM". */
  time: string;
}

export const PRODUCTIONS: ProductionSeed[] = [
  {
    slug: l('nathan-der-weise', 'nathan-the-wise'), title: l('Nathan der Weise', 'Nathan the Wise'),
    subline: l('Dramatisches Gedicht von Gotthold Ephraim Lessing', 'Dramatic poem by Gotthold Ephraim Lessing'),
    lead: l('Die Ringparabel als Frage an unsere Gegenwart.', 'The parable of the three rings as a question to our present.'),
    season: 0, type: 1, genre: 2, tags: [1], cast: [[3, l('Nathan', 'Nathan')], [4, l('Recha', 'Recha')], [6, l('Regie', 'Director')]], room: 0, time: '19:30',
  },
  {
    slug: l('der-dibbuk', 'the-dybbuk'), title: l('Der Dibbuk', 'The Dybbuk'),
    subline: l('Nach S. An-ski, mit Live-Musik', 'After S. Ansky, with live music'),
    lead: l('Eine Liebe, die den Tod überdauert.', 'A love that outlasts death.'),
    season: 0, type: 1, genre: 2, tags: [0], cast: [[4, l('Lea', 'Leah')], [9, l('Chanan', 'Khonen')], [1, l('Musik', 'Music')], [6, l('Regie', 'Director')]], room: 0, time: '20:00',
  },
  {
    slug: l('lieder-aus-dem-schtetl', 'songs-from-the-shtetl'), title: l('Lieder aus dem Schtetl', 'Songs from the Shtetl'),
    subline: l('Jiddische Lieder für Sopran und Klavier', 'Yiddish songs for soprano and piano'),
    lead: l('Von Mordechai Gebirtig bis Leonard Bernstein.', 'From Mordechai Gebirtig to Leonard Bernstein.'),
    season: 0, type: 0, genre: 0, tags: [1], cast: [[0, l('Sopran', 'Soprano')], [5, l('Klavier', 'Piano')]], room: 2, time: '19:00',
  },
  {
    slug: l('klezmer-nacht', 'klezmer-night'), title: l('Klezmer-Nacht', 'Klezmer Night'),
    subline: l('Das Klezmer-Quartett der Alten Synagoge', 'The Old Synagogue Klezmer Quartet'),
    lead: l('Tanzen ausdrücklich erlaubt.', 'Dancing expressly allowed.'),
    season: 0, type: 0, genre: 1, tags: [], cast: [[1, l('Klarinette', 'Clarinet')], [8, l('Kontrabass', 'Double bass')], [2, l('Violine', 'Violin')]], room: 3, time: '20:30',
  },
  {
    slug: l('zeitzeugen', 'witnesses'), title: l('Zeitzeugen', 'Witnesses'),
    subline: l('Ausstellung mit Fotografien und Tonaufnahmen', 'Exhibition with photographs and sound recordings'),
    lead: l('Lindenberger Familien erzählen ihre Geschichte.', 'Lindenberg families tell their story.'),
    season: 0, type: 4, genre: 4, tags: [1, 3], cast: [[11, l('Kurator', 'Curator')], [10, l('Vermittlung', 'Education')]], room: 1, time: '10:00',
  },
  {
    slug: l('das-tagebuch', 'the-diary'), title: l('Das Tagebuch', 'The Diary'),
    subline: l('Theater für junges Publikum ab 12 Jahren', 'Theatre for young audiences aged 12 and over'),
    lead: l('Ein Klassenzimmerstück über Erinnern und Mut.', 'A classroom play about remembrance and courage.'),
    season: 1, type: 1, genre: 2, tags: [0, 7], cast: [[9, l('Peter', 'Peter')], [4, l('Anne', 'Anne')], [7, l('Dramaturgie', 'Dramaturgy')]], room: 4, time: '11:00',
  },
  {
    slug: l('kammermusik-im-exil', 'chamber-music-in-exile'), title: l('Kammermusik im Exil', 'Chamber Music in Exile'),
    subline: l('Werke von Korngold, Schulhoff und Ullmann', 'Works by Korngold, Schulhoff and Ullmann'),
    lead: l('Musik, die ihre Komponisten überlebt hat.', 'Music that outlived its composers.'),
    season: 1, type: 0, genre: 0, tags: [1, 6], cast: [[2, l('Violine', 'Violin')], [5, l('Klavier', 'Piano')]], room: 0, time: '17:00',
  },
  {
    slug: l('stimmen-der-stadt', 'voices-of-the-city'), title: l('Stimmen der Stadt', 'Voices of the City'),
    subline: l('Lesung und Gespräch', 'Reading and conversation'),
    lead: l('Junge Autorinnen und Autoren über Herkunft und Heimat.', 'Young authors on origins and home.'),
    season: 1, type: 2, genre: 3, tags: [6], cast: [[7, l('Moderation', 'Host')]], room: 2, time: '19:30',
  },
];
