/**
 * Addresses of the old ticket shop below the webshop routes (SPEC §2: "maps old ticket-shop paths
 * for event list, item groups and series onto the site's events page and its articles and
 * subscription pages"). The server answers them with a 301; docs/DECISIONS.md "Old ticket-shop paths".
 */
import { buildPath, isLang, type Lang, type RouteName } from './routes';

/** Path segments of the old shop (any case, anywhere below the webshop prefix) and the site's page for each. */
const OLD_SHOP_PAGES: [RegExp, RouteName][] = [
  [/^(?:eventlist|events?|calendar)$/i, 'events'],
  [/^(?:itemgroups?|articles?|items?)$/i, 'magazine'],
  [/^(?:series(?:list)?|subscriptions?|abonnements?)$/i, 'series-list'],
];

/** The site's page for an old ticket-shop address, or null when the webshop page itself answers. */
export function oldShopTarget(path: string, search: string, lang: Lang): string | null {
  const wanted = new URLSearchParams(search).get('lang') ?? new URLSearchParams(search).get('language');
  const target = isLang(wanted) ? wanted : lang;
  const segments = path.split(/[/?#]/).filter(Boolean).slice(1);
  for (const segment of segments.reverse()) {
    const found = OLD_SHOP_PAGES.find(([pattern]) => pattern.test(segment));
    if (found) return buildPath(found[1], target);
  }
  return null;
}
