/** The simulated shop's own pages, which the site embeds: add tickets, see the cart and its expiry, check out to an order number. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { l } from '../../common/i18n/localized';
import type { ShopCatalog } from '../../server/features/ticketshop/protocol';
import { startSimulator, type Simulator } from '../../scripts/ticketshop/server';

const price = (sale_type_id: number, euros: string, name: string) => ({ sale_type_id, price: euros, name: l(name), text: l(''), has_discounts: false });
const CATALOG: ShopCatalog = {
  events: [
    {
      event_jet_id: 7,
      title: { de: 'Nathan der Weise', en: 'Nathan the Wise' },
      starts_at: '2026-12-01T18:00:00.000Z',
      seat_groups: [{ seat_group: 'Parkett', status: 1, text: l(''), capacity: 5, prices: [price(1, '32.00', 'Vollpreis'), price(2, '16.00', 'ermäßigt')], timeslots: [] }],
    },
  ],
};
const EMBED = 'http://127.0.0.1:3210';
let shop: Simulator;
let clock = Date.UTC(2026, 10, 23, 12);

test.before(async () => {
  shop = await startSimulator({ catalog: CATALOG, now: () => clock });
});
test.after(() => shop.close());
test.before.each(async () => {
  await (await fetch(`${shop.url}/__control/reset`, { method: 'POST' })).arrayBuffer();
});

const post = (path: string, fields: Record<string, string>) => fetch(`${shop.url}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
const page = async (path: string) => (await fetch(`${shop.url}${path}`)).text();
const attr = (html: string, name: string) => html.match(new RegExp(`${name}="([^"]*)"`))?.[1]?.replace(/&#34;/g, '"');

test("the event page offers each seat group's prices and adds the chosen tickets to a new cart, then shows that cart", async () => {
  const event = await page(`/event/7?lang=en&embed=${encodeURIComponent(EMBED)}`);
  assert.match(event, 'Nathan the Wise');
  assert.match(event, 'name="qty_2"');
  const added = await post('/event/7', { lang: 'en', embed: EMBED, seat_group: 'Parkett', qty_1: '2', qty_2: '1' });
  assert.is(added.status, 303, 'a reload of the next page never books twice');
  const cart = await page(added.headers.get('location')!);
  assert.match(cart, '<strong data-tickets>3</strong>');
  assert.match(cart, 'Nathan the Wise');
  assert.match(cart, '80 €', 'the total');
  assert.match(cart, 'datetime="2026-11-23T12:15:00.000Z"', 'reserved 15 minutes');
  const message = JSON.parse(attr(cart, 'data-message')!);
  assert.is(message.type, 'shop:cart');
  assert.is(message.tickets_quantity, 3);
  assert.match(message.cart_url, `${shop.url}/cart/`);
  assert.is(attr(cart, 'data-embed'), EMBED, 'it tells the embedding site, and only it');
});

test('more than 20 of one price, none at all, or more than are left: the event page says why and reserves nothing', async () => {
  for (const [fields, status, text] of [
    [{ qty_1: '21' }, 400, 'Höchstens 20 Karten je Preis.'],
    [{ qty_1: '0' }, 400, 'Bitte wählen Sie mindestens eine Karte.'],
    [{ qty_1: '6' }, 409, 'Nicht genügend (zusammenhängende) Plätze gefunden.'],
  ] as const) {
    const res = await post('/event/7', { seat_group: 'Parkett', ...fields });
    assert.is(res.status, status);
    assert.match(await res.text(), text);
  }
  const stats = (await (await fetch(`${shop.url}/__control/stats`)).json()) as { reserved_tickets: number };
  assert.is(stats.reserved_tickets, 0);
});

test('checkout asks for name and email address and ends in an order with its number; the cart is then empty and the seats are sold', async () => {
  const added = await post('/event/7', { seat_group: 'Parkett', qty_1: '2' });
  const id = /\/cart\/([^?]+)/.exec(added.headers.get('location')!)![1]!;
  assert.match(await page(`/checkout/${id}`), 'name="email"');
  const missing = await post(`/checkout/${id}`, { name: 'Ada' });
  assert.is(missing.status, 400);
  const ordered = await post(`/checkout/${id}`, { name: 'Ada', email: 'ada@example.org' });
  assert.is(ordered.status, 303);
  const order = await page(ordered.headers.get('location')!);
  assert.match(order, /data-order-number>SIM-2026-\d{5}-[0-9A-F]{4}</);
  assert.is(JSON.parse(attr(order, 'data-message')!).tickets_quantity, 0, 'the embedding site hears the cart is gone');
  assert.match(await page(`/cart/${id}`), 'data-tickets="0"');
  const event = (await (await fetch(`${shop.url}/api/events/7`)).json()) as { seat_groups: { capacity_left: number }[] };
  assert.is(event.seat_groups[0]!.capacity_left, 3, 'sold seats do not return');
});

test('a lapsed cart cannot be checked out; start, account and watch list pages answer', async () => {
  const added = await post('/event/7', { seat_group: 'Parkett', qty_1: '1' });
  const id = /\/cart\/([^?]+)/.exec(added.headers.get('location')!)![1]!;
  clock += 16 * 60_000;
  const late = await post(`/checkout/${id}`, { name: 'Ada', email: 'ada@example.org' });
  assert.is(late.status, 409);
  assert.match(await late.text(), 'Die Reservierung ist abgelaufen.');
  for (const path of ['/', '/account', '/favorites', '/cart']) assert.is((await fetch(`${shop.url}${path}`)).status, 200, path);
  assert.match(await page('/'), 'Nathan der Weise');
});

test.run();
