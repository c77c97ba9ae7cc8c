/**
 * Addresses below the webshop routes (SPEC §2), read: our own (the shop's event page, cart, account
 * and favourites, each embedded in the webshop layout; made by site/widgets/booking/webshop-pages.ts
 * and common/modules/shared/ticket-link.tsx) and
 * the old ticket shop's, whose event list, item groups or series lead to the
 * site's events page, articles and subscriptions with a 301 (docs/DECISIONS.md "Old ticket-shop paths").
 */
import { buildPath, DEFAULT_LANG, isLang, type Lang, type RouteName } from './routes';

/** The webshop routes carry no language prefix: `?lang=` (or the old shop's `language`) names it. */
export function webshopLang(search: string, fallback: Lang = DEFAULT_LANG): Lang {
  const query = new URLSearchParams(search);
  const wanted = query.get('lang') ?? query.get('language');
  return isLang(wanted) ? wanted : fallback;
}

/** What the webshop page embeds: one of the shop's pages, by the path below the webshop prefix. */
export type ShopView = { kind: 'event'; idJet: number } | { kind: 'cart' } | { kind: 'account' } | { kind: 'favourites' } | { kind: 'home' };

const PREFIX = /^\/(?:eventim-template|eventim\.webshop|test\.webshop|testshop|webshop)(?=\/|$)/i;

export function shopViewOf(path: string): ShopView {
  const rest = path.replace(PREFIX, '').split('/').filter(Boolean);
  const [first, second] = [rest[0]?.toLowerCase(), rest[1]];
  if (first === 'event' && second && /^\d{1,9}$/.test(second) && Number(second) > 0) return { kind: 'event', idJet: Number(second) };
  if (first === 'cart' || first === 'basket') return { kind: 'cart' };
  if (first === 'account') return { kind: 'account' };
  if (first === 'favorites' || first === 'favourites') return { kind: 'favourites' };
  return { kind: 'home' };
}

/** Path segments of the old shop (any case, anywhere below the webshop prefix) and the site's page for each. */
const OLD_SHOP_PAGES: [RegExp, RouteName][] = [
  // 'event' alone is ours (the embedded event page, shopEventPath), so only the list names count.
  [/^(?:eventlist|events|calendar)$/i, 'events'],
  [/^(?:itemgroups?|articles?|items?)$/i, 'magazine'],
  [/^(?:series(?:list)?|subscriptions?|abonnements?)$/i, 'series-list'],
];

/** The site's page for an old ticket-shop address, or null when the webshop page itself answers. */
export function oldShopTarget(path: string, search: string, lang: Lang): string | null {
  const target = webshopLang(search, lang);
  const segments = path.split(/[/?#]/).filter(Boolean).slice(1);
  for (const segment of segments.reverse()) {
    const found = OLD_SHOP_PAGES.find(([pattern]) => pattern.test(segment));
    if (found) return buildPath(found[1], target);
  }
  return null;
}
