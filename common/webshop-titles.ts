/** What each webshop page is called: its heading, the frame's name and the tab title, on the server and in the app. */
import de from './i18n/de/webshop';
import en from './i18n/en/webshop';
import { namespace } from './i18n/namespace';
import type { Lang } from './routes';
import type { ShopView } from './webshop-paths';

export const tWebshop = namespace({ de, en });

/** The event's title on its shop page, else the page's name ('Warenkorb', 'Mein Konto' …). */
export function webshopTitle(view: ShopView, lang: Lang, eventTitle?: string | null): string {
  const text = tWebshop(lang);
  if (view.kind === 'event' && eventTitle) return eventTitle;
  return { event: text.home, cart: text.cart, account: text.account, favourites: text.favourites, home: text.home }[view.kind]();
}
