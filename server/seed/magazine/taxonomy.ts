/** The magazine's five categories and fifteen tags, with a slug per language. */
import { l, type Localized } from '../../../common/i18n/localized';

export interface SeedTerm {
  name: Localized;
  slug: Localized;
}

const term = (de: string, en: string, slugDe: string, slugEn: string): SeedTerm => ({ name: l(de, en), slug: l(slugDe, slugEn) });

export const CATEGORIES = [
  term('Interviews', 'Interviews', 'interviews', 'interviews'),
  term('Essays', 'Essays', 'essays', 'essays'),
  term('Hinter den Kulissen', 'Behind the scenes', 'hinter-den-kulissen', 'behind-the-scenes'),
  term('Ausstellungen und Kritiken', 'Exhibitions and reviews', 'ausstellungen-und-kritiken', 'exhibitions-and-reviews'),
  term('Geschichte des Hauses', 'History of the building', 'geschichte-des-hauses', 'history-of-the-building'),
] as const;

/** Index into CATEGORIES. */
export const C = { interviews: 0, essays: 1, backstage: 2, reviews: 3, history: 4 } as const;

export const TAGS = [
  term('Klezmer', 'Klezmer', 'klezmer', 'klezmer'),
  term('Jiddisch', 'Yiddish', 'jiddisch', 'yiddish'),
  term('Literatur', 'Literature', 'literatur', 'literature'),
  term('Erinnerungskultur', 'Remembrance', 'erinnerungskultur', 'remembrance'),
  term('Architektur', 'Architecture', 'architektur', 'architecture'),
  term('Restaurierung', 'Restoration', 'restaurierung', 'restoration'),
  term('Komposition', 'Composition', 'komposition', 'composition'),
  term('Kammermusik', 'Chamber music', 'kammermusik', 'chamber-music'),
  term('Fotografie', 'Photography', 'fotografie', 'photography'),
  term('Tanz', 'Dance', 'tanz', 'dance'),
  term('Theater', 'Theatre', 'theater', 'theatre'),
  term('Jüdische Feiertage', 'Jewish holidays', 'juedische-feiertage', 'jewish-holidays'),
  term('Exil', 'Exile', 'exil', 'exile'),
  term('Jugend', 'Young people', 'jugend', 'young-people'),
  term('Ehrenamt', 'Volunteering', 'ehrenamt', 'volunteering'),
] as const;

/** Index into TAGS. */
export const T = {
  klezmer: 0, yiddish: 1, literature: 2, remembrance: 3, architecture: 4, restoration: 5, composition: 6, chamber: 7,
  photography: 8, dance: 9, theatre: 10, holidays: 11, exile: 12, youth: 13, volunteering: 14,
} as const;
