/**
 * The frame of every page of the simulated shop: its language, the embedding site's origin (`embed`,
 * carried along on every link and form) and the small script that tells that site the page's height
 * and the cart (ShopFrameMessage, common/api/ticketshop.ts). Without `embed` the page stands alone.
 */
import type { ShopFrameMessage } from '../../../common/api/ticketshop';
import { TEXTS, type ShopLang, type ShopTexts } from './texts';

export interface PageContext {
  lang: ShopLang;
  /** Origin of the site embedding the page, or null when the page is opened on its own. */
  embed: string | null;
  /** The visitor's cart, carried from page to page (the shop keeps no cookie: it lives in a frame of another site). */
  cart: string | null;
  texts: ShopTexts;
}

export const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

export function contextOf(query: URLSearchParams): PageContext {
  const lang: ShopLang = query.get('lang') === 'en' ? 'en' : 'de';
  const embed = query.get('embed');
  const cart = query.get('cart');
  return { lang, embed: embed && ORIGIN.test(embed) ? embed : null, cart: cart && CART_ID.test(cart) ? cart : null, texts: TEXTS[lang] };
}

export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A shop address with the page's language and embedding origin. */
export function link(ctx: PageContext, path: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ lang: ctx.lang, ...(ctx.embed ? { embed: ctx.embed } : {}), ...(ctx.cart ? { cart: ctx.cart } : {}), ...extra });
  return `${path}?${query}`;
}

/** Hidden fields that carry language and embedding origin through a form. */
export const carried = (ctx: PageContext) =>
  `<input type="hidden" name="lang" value="${ctx.lang}">${ctx.embed ? `<input type="hidden" name="embed" value="${escape(ctx.embed)}">` : ''}` +
  (ctx.cart ? `<input type="hidden" name="cart" value="${ctx.cart}">` : '');

export const euro = (price: string) => `${price.replace(/\.00$/, '').replace('.', ',')} €`;

export function when(iso: string | null, ctx: PageContext): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(ctx.lang === 'en' ? 'en-GB' : 'de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso));
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d1d1b;background:#fff}
main{max-width:56rem;margin:0 auto;padding:1rem}nav{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;padding:.75rem 1rem;background:#f3f0ea}
a{color:#8b1a1a}h1{font-size:1.6rem;margin:.5rem 0 1rem}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem .3rem;border-bottom:1px solid #ddd;vertical-align:top}
.wrap{overflow-x:auto}@media (max-width:40rem){table.lines,table.lines tbody,table.lines tr,table.lines td{display:block}table.lines thead{display:none}table.lines tr{padding:.5rem 0;border-bottom:1px solid #ddd}table.lines td{border:0;padding:.1rem 0}table.lines td:empty{display:none}table.lines td::before{content:attr(data-label) ': ';color:#555}}
.group{border-top:1px solid #ccc;padding:.5rem 0 1rem}.row{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;padding:.3rem 0}
input[type=number]{width:4.5rem;padding:.35rem;font:inherit}input[type=text],input[type=email]{width:100%;max-width:24rem;padding:.5rem;font:inherit}
button{padding:.6rem 1.2rem;font:inherit;background:#8b1a1a;color:#fff;border:0;cursor:pointer}button.plain{background:none;color:#8b1a1a;text-decoration:underline;padding:.3rem 0}
.error{color:#b00020;font-weight:600}.note{color:#555}label{display:block;margin:.5rem 0}
`;

/**
 * Posts the height whenever it changes and, once, the cart; `data-message` holds a ShopFrameMessage.
 * The body's own height, not the document's: the document is never shorter than the frame.
 */
const SCRIPT = `(function(){var b=document.body,o=b.getAttribute('data-embed');if(!o||parent===window)return;
function post(m){parent.postMessage(m,o)}var last=0;function h(){var v=Math.ceil(b.getBoundingClientRect().height);if(v!==last){last=v;post({type:'shop:height',height:v})}}
if(window.ResizeObserver)new ResizeObserver(h).observe(b);addEventListener('load',h);h();
var m=b.getAttribute('data-message');if(m)post(JSON.parse(m));})();`;

export function page(ctx: PageContext, title: string, body: string, options: { message?: ShopFrameMessage; script?: string } = {}): string {
  const t = ctx.texts;
  const attrs = `${ctx.embed ? ` data-embed="${escape(ctx.embed)}"` : ''}${options.message ? ` data-message="${escape(JSON.stringify(options.message))}"` : ''}`;
  return (
    `<!doctype html><html lang="${ctx.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escape(title)} – ${t.shop}</title><style>${STYLE}</style></head><body${attrs}>` +
    `<nav aria-label="${t.shop}"><a href="${link(ctx, '/')}">${t.home}</a><a href="${link(ctx, '/cart')}">${t.cart}</a>` +
    `<a href="${link(ctx, '/account')}">${t.account}</a><a href="${link(ctx, '/favorites')}">${t.favourites}</a></nav>` +
    `<main>${body}</main><script>${SCRIPT}${options.script ?? ''}</script></body></html>`
  );
}
