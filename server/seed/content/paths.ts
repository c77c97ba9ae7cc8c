/**
 * Paths of the demo pages per language. Routes the table knows (home, events, legal pages) come from
 * common/routes.ts; the CMS pages below the catch-all are ours to name (SPEC §2).
 */
import type { LangUrls } from '../../../common/api/types';
import type { Localized } from '../../../common/i18n/localized';
import { buildPath, type RouteName } from '../../../common/routes';

const route = (name: RouteName): LangUrls => ({ de: buildPath(name, 'de'), en: buildPath(name, 'en') });

export const PAGE_PATHS = {
  home: route('home'),
  events: route('events'),
  productions: route('productions'),
  ensemble: route('ensemble'),
  magazine: route('magazine'),
  house: { de: '/de/haus', en: '/en/house' },
  history: { de: '/de/haus/geschichte', en: '/en/house/history' },
  architecture: { de: '/de/haus/architektur', en: '/en/house/architecture' },
  draft: { de: '/de/haus/entwurf', en: '/en/house/draft' },
  visit: { de: '/de/besuch', en: '/en/visit' },
  gettingHere: { de: '/de/besuch/anfahrt', en: '/en/visit/getting-here' },
  accessibility: { de: '/de/besuch/barrierefreiheit', en: '/en/visit/accessibility' },
  venueHire: { de: '/de/vermietung', en: '/en/venue-hire' },
  press: { de: '/de/presse', en: '/en/press' },
  contact: { de: '/de/kontakt', en: '/en/contact' },
  jewishWeekends: { de: '/de/juedische-wochenenden', en: '/en/jewish-weekends' },
  terms: route('legals-agb'),
  privacy: route('legals-privacy'),
  imprint: route('legals-imprint'),
  accessibilityStatement: route('legals-accessibility'),
} as const satisfies Record<string, LangUrls>;

export type PageKey = keyof typeof PAGE_PATHS;

/** A link to one of our pages, per language (own links are translatable, SPEC §3 storage rule). */
export function linkTo(key: PageKey, hash = ''): Localized {
  const urls = PAGE_PATHS[key];
  return { de: `${urls.de}${hash}`, en: `${urls.en}${hash}` };
}
