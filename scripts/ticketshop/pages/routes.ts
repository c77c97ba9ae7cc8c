/**
 * The simulated shop's own pages, which the site embeds in its webshop layout: the event
 * page that adds tickets, the cart, the checkout ending in an order, the account and the watch list.
 * Forms post back here and answer with a 303 to the next page, so a reload never books twice.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_TICKETS_PER_SALE_TYPE } from '../../../common/api/ticketshop';
import { SHOP_CODES, type ShopCartRequest } from '../../../server/features/ticketshop/protocol';
import type { ShopStore } from '../store';
import { cartPage } from './cart-page';
import { checkoutPage, orderPage } from './checkout-page';
import { eventPage } from './event-page';
import { accountPage, favouritesPage, homePage } from './info-pages';
import { CART_ID, contextOf, link, type PageContext } from './shell';

const MAX_FORM_BYTES = 16 * 1024;

export interface PageDeps {
  store: ShopStore;
  now: () => number;
  /** The cart page's address, as the cart call answers it. */
  cartUrl: (cartId: string, lang: string) => string;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) break;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(body);
}

function seeOther(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
}

/** The tickets a seat group's form asks for, or the message why it cannot be sent. */
function requestOf(form: URLSearchParams, jetId: number, ctx: PageContext): ShopCartRequest | string {
  const items: ShopCartRequest['items'] = [];
  for (const [key, value] of form) {
    const match = /^qty_(\d{1,9})$/.exec(key);
    if (!match || value.trim() === '' || value.trim() === '0') continue;
    const quantity = Number(value);
    if (!Number.isInteger(quantity) || quantity < 0) return ctx.texts.nothingChosen;
    if (quantity > MAX_TICKETS_PER_SALE_TYPE) return ctx.texts.tooMany;
    items.push({ sale_type_id: Number(match[1]), quantity });
  }
  if (items.length === 0) return ctx.texts.nothingChosen;
  const block = form.get('block_id');
  return {
    event_jet_id: jetId,
    seat_group: form.get('seat_group') ?? '',
    items,
    lang: ctx.lang,
    ...(ctx.cart ? { cart_id: ctx.cart } : {}),
    ...(block && /^\d{1,9}$/.test(block) ? { block_id: Number(block) } : {}),
  };
}

/** Answers the page at `path`; false when there is none. */
export async function handlePage(path: string, url: URL, request: IncomingMessage, response: ServerResponse, deps: PageDeps): Promise<boolean> {
  const { store, now } = deps;
  const method = request.method ?? 'GET';
  const form = method === 'POST' ? await readForm(request) : null;
  // A form carries language, embedding origin and cart as fields; a link as query parameters.
  const ctx = contextOf(form ?? url.searchParams);

  if (path === '/' && method === 'GET') return html(response, 200, homePage(store, ctx)), true;
  if (path === '/account' && method === 'GET') return html(response, 200, accountPage(ctx)), true;
  if (path === '/favorites' && method === 'GET') return html(response, 200, favouritesPage(store, ctx)), true;

  const event = /^\/event\/(\d{1,9})$/.exec(path);
  if (event) {
    const jetId = Number(event[1]);
    if (method === 'GET') return html(response, store.eventInfo(jetId) ? 200 : 404, eventPage(store.event(jetId, now()), jetId, ctx, store)), true;
    const wanted = requestOf(form!, jetId, ctx);
    const answer = typeof wanted === 'string' ? { response_code: 0 } : store.reserve(wanted, now());
    if ('cart_id' in answer) return seeOther(response, link({ ...ctx, cart: answer.cart_id }, `/cart/${answer.cart_id}`)), true;
    const message =
      typeof wanted === 'string'
        ? wanted
        : answer.response_code === SHOP_CODES.notEnoughSeats
          ? ctx.texts.notEnough
          : answer.response_code === SHOP_CODES.noCurrentReservation
            ? ctx.texts.lapsed
            : ctx.texts.refused.replace('{code}', String(answer.response_code));
    // A lapsed cart: the next try starts a new one.
    const next = answer.response_code === SHOP_CODES.noCurrentReservation ? { ...ctx, cart: null } : ctx;
    return html(response, typeof wanted === 'string' ? 400 : 409, eventPage(store.event(jetId, now()), jetId, next, store, message)), true;
  }

  const cart = /^\/cart(?:\/([^/]+))?$/.exec(path);
  if (cart && method === 'GET') {
    const id = cart[1] ?? ctx.cart;
    if (id && !CART_ID.test(id)) return false;
    const view = id ? store.cart(id, now()) : { cart_id: '', lines: [], tickets_quantity: 0, expires_at: null };
    if ((request.headers.accept ?? '').includes('application/json')) {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(JSON.stringify(view));
      return true;
    }
    return html(response, 200, cartPage(view, { ...ctx, cart: id }, store, id ? deps.cartUrl(id, ctx.lang) : undefined)), true;
  }

  const checkout = /^\/checkout\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (checkout) {
    const id = checkout[1]!;
    const here = { ...ctx, cart: id };
    if (method === 'GET') return html(response, 200, checkoutPage(store.cart(id, now()), here)), true;
    const name = (form!.get('name') ?? '').trim().slice(0, 200);
    const email = (form!.get('email') ?? '').trim().slice(0, 200);
    if (!name || !/^[^\s@]+@[^\s@]+$/.test(email)) return html(response, 400, checkoutPage(store.cart(id, now()), here, ctx.texts.needBuyer, { name, email })), true;
    const order = store.checkout(id, { name, email }, now());
    if (!order) return html(response, 409, checkoutPage(store.cart(id, now()), here)), true;
    return seeOther(response, link({ ...ctx, cart: null }, `/order/${order.number}`, { fresh: '1' })), true;
  }

  const order = /^\/order\/([A-Z0-9-]{1,40})$/.exec(path);
  if (order && method === 'GET') {
    const found = store.order(order[1]!);
    return html(response, found ? 200 : 404, orderPage(found, ctx, url.searchParams.get('fresh') === '1')), true;
  }
  return false;
}
