/**
 * The ticket shop's own page in a frame (docs/DECISIONS.md "The embedded ticket shop").
 * The address is made in the browser: it carries the visitor's cart (from the cartUrl cookie) and our
 * origin, where the shop posts its height and its cart (ShopFrameMessage). Messages count only from
 * this frame and the shop's origin; a cart the shop reports is stored like the widget's (SPEC §3).
 */
import { useEffect, useRef, useState } from 'react';
import { shopCartId, type ShopFrameMessage } from '../../../common/api/ticketshop';
import type { Lang } from '../../../common/routes';
import type { ShopView } from '../../../common/webshop-paths';
import { clearCart, storeCart, storedCartUrl } from './cart-cookies';
import { frame } from './styles';

/**
 * The frame's address: the shop's page for the view, with language, our origin and the visitor's
 * cart. Without an origin, the shop's own page to open directly (the link before the frame).
 */
export function shopFrameUrl(shopUrl: string, view: ShopView, lang: Lang, origin: string | null, cartUrl: string | null): string {
  const cartId = shopCartId(cartUrl, shopUrl);
  const path = { event: view.kind === 'event' ? `/event/${view.idJet}` : '', cart: cartId ? `/cart/${cartId}` : '/cart', account: '/account', favourites: '/favorites', home: '/' }[view.kind];
  const url = new URL(path, `${shopUrl}/`);
  url.searchParams.set('lang', lang);
  if (origin) url.searchParams.set('embed', origin);
  if (cartId) url.searchParams.set('cart', cartId);
  return url.href;
}

function isShopMessage(data: unknown): data is ShopFrameMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'shop:height' || type === 'shop:cart';
}

/** Highest frame we accept from the shop's page, so a broken page cannot make ours endless. */
const MAX_FRAME_HEIGHT = 20_000;

export function ShopFrame({ shopUrl, view, lang, title, openText }: { shopUrl: string; view: ShopView; lang: Lang; title: string; openText: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  // Made after hydration: the cookie and our origin are the browser's.
  const [src, setSrc] = useState<string | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    setSrc(shopFrameUrl(shopUrl, view, lang, location.origin, storedCartUrl()));
    const shopOrigin = new URL(shopUrl).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== shopOrigin || event.source !== ref.current?.contentWindow || !isShopMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'shop:height') {
        if (Number.isFinite(message.height) && message.height > 0) setHeight(Math.min(Math.ceil(message.height), MAX_FRAME_HEIGHT));
      } else if (message.tickets_quantity > 0 && message.cart_url && shopCartId(message.cart_url, shopUrl)) {
        storeCart(Math.floor(message.tickets_quantity), message.cart_url);
      } else if (message.tickets_quantity === 0) {
        clearCart();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [shopUrl, view.kind, view.kind === 'event' ? view.idJet : 0, lang]);
  // The server draws a link to the shop's page, which is all a visitor without JavaScript gets.
  if (!src)
    return (
      <p>
        <a href={shopFrameUrl(shopUrl, view, lang, null, null)} data-shop-link={view.kind}>
          {openText}
        </a>
      </p>
    );
  return <iframe ref={ref} className={frame} src={src} title={title} style={height ? { height: `${height}px` } : undefined} data-shop-frame={view.kind} />;
}
