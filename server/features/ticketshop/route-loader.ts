/**
 * Route data of the webshop routes: where the ticket shop's own pages are, for the frame
 * the webshop page embeds, and for an event page of the shop the event it shows (its title names the
 * frame and the page, its address leads back). The address of the cart is the visitor's own
 * (the cartUrl cookie) and is read in the browser, so this answer is the same for everyone.
 */
import { eq } from 'drizzle-orm';
import type { WebshopRouteData } from '../../../common/api/ticketshop';
import { shopViewOf, webshopLang } from '../../../common/webshop-paths';
import { webshopTitle } from '../../../common/webshop-titles';
import { events } from '../../db/schema';
import type { RouteLoader } from '../../shell/loaders/types';
import { loadEventDetail } from '../programme/event-detail';

/** The shop's address as the visitor's browser reaches it. */
export function publicShopUrl(ticketshopUrl: string | null): string | null {
  return ticketshopUrl ? ticketshopUrl.replace(/\/+$/, '') : null;
}

export const webshopLoader: RouteLoader<'webshop'> = async ({ db, config, path, query }) => {
  const view = shopViewOf(path);
  const lang = webshopLang(`?${query}`);
  let event: WebshopRouteData['event'] = null;
  if (view.kind === 'event') {
    const [row] = await db.select({ id: events.id }).from(events).where(eq(events.idJet, view.idJet)).limit(1);
    const detail = row ? await loadEventDetail(db, row.id, lang, config.limits.seatsPerEvent) : null;
    if (detail) event = { title: detail.title, url: detail.url };
  }
  const data: WebshopRouteData = { shop_url: publicShopUrl(config.ticketshopUrl), event };
  return { data, head: { title: webshopTitle(view, lang, event?.title) } };
};
