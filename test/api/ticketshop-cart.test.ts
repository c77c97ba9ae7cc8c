import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { ShopCartError, ShopCartPayload, ShopCartResponse } from '../../common/api/ticketshop';
import type { ApiError } from '../../common/api/types';
import { events, seatGroups, timeslots } from '../../server/db/schema';
import { SHOP_CART_COOKIE } from '../../server/features/ticketshop/cart-routes';
import { exportTicketshopCatalog } from '../../server/features/ticketshop/catalog-export';
import { TICKETSHOP_TIMEOUT_MS } from '../../server/features/ticketshop/client';
import type { ShopCart } from '../../server/features/ticketshop/protocol';
import { startSimulator, type Simulator } from '../../scripts/ticketshop/server';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { json } from './fixtures';

let t: TestApp;
let shop: Simulator;
/** The simulator's clock: tests move it forward instead of waiting 15 minutes. */
let clock = 0;
const csrf = csrfPair();
/** A seeded event with a Parkett and an Empore group, and one whose group has timeslots. */
let seated: { jetId: number; parkett: number; empore: number };
let tour: { jetId: number; seatGroup: number; blockId: number };
let catalog: Awaited<ReturnType<typeof exportTicketshopCatalog>>;

function addToCart(payload: Partial<ShopCartPayload> | Record<string, unknown>, { cookie = '', url = '/api/shop-cart/', withCsrf = true } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: withCsrf ? { cookie: [csrf.cookie, cookie].filter(Boolean).join('; '), ...csrf.headers } : {},
  });
}

async function control(path: string, body: unknown = {}) {
  const response = await fetch(`${shop.url}/__control/${path}`, { method: 'POST', body: JSON.stringify(body) });
  assert.is(response.status, 200, `control ${path}`);
}

const stats = async () => (await (await fetch(`${shop.url}/__control/stats`)).json()) as { carts: number; reserved_tickets: number };
const shopCartCookie = (res: { cookies: { name: string; value: string; httpOnly?: boolean; expires?: Date }[] }) => res.cookies.find((c) => c.name === SHOP_CART_COOKIE);
const left = async (jetId: number, group: string) =>
  ((await (await fetch(`${shop.url}/api/events/${jetId}`)).json()) as { seat_groups: { seat_group: string; capacity_left: number }[] }).seat_groups.find((g) => g.seat_group === group)!.capacity_left;

test.before(async () => {
  // uvu loads every file before running any: read the time when this file starts.
  clock = Date.now();
  shop = await startSimulator({ now: () => clock });
  // Limits far above what these tests do (test/api/resilience-limits.test.ts tests them).
  t = await createTestApp({ TICKETSHOP_URL: shop.url, SHOP_CART_CALLS_PER_MINUTE: '1000', SHOP_SEATS_PER_EVENT: '1000', SHOP_SEATS_PER_ADDRESS: '1000' });
  // Read once: a refusal for lack of seats syncs the site's copy from the shop, and a
  // catalogue exported from that copy later would start the next test with sold-out groups.
  catalog = await exportTicketshopCatalog(t.database.db);
  await control('catalog', catalog);
  const db = t.database.db;
  // The cart refuses events that have started: the seed's today may be over.
  const upcoming = gt(events.startsAt, new Date(Date.now() + 24 * 3600_000));
  const groups = await db.select({ jetId: events.idJet, id: seatGroups.id, name: seatGroups.seatGroup }).from(seatGroups).innerJoin(events, eq(events.id, seatGroups.eventId)).where(and(isNotNull(events.idJet), upcoming));
  const withEmpore = groups.find((g) => g.name === 'Empore' && groups.some((p) => p.jetId === g.jetId && p.name === 'Parkett'))!;
  const sameEvent = groups.filter((g) => g.jetId === withEmpore.jetId);
  seated = { jetId: withEmpore.jetId!, parkett: sameEvent.find((g) => g.name === 'Parkett')!.id, empore: withEmpore.id };
  const [slot] = await db
    .select({ jetId: events.idJet, seatGroup: timeslots.seatGroupId, blockId: timeslots.blockId })
    .from(timeslots)
    .innerJoin(seatGroups, eq(seatGroups.id, timeslots.seatGroupId))
    .innerJoin(events, eq(events.id, seatGroups.eventId))
    .where(and(isNotNull(events.idJet), upcoming, eq(timeslots.status, 1)));
  tour = { jetId: slot!.jetId!, seatGroup: slot!.seatGroup, blockId: slot!.blockId };
});
test.after(async () => {
  await t.close();
  await shop.close();
});
test.before.each(() => control('reset').then(() => control('catalog', catalog)));

test('adding tickets answers the tickets in the cart and the cart URL, and keeps the cart id in an HttpOnly cookie', async () => {
  const res = await addToCart({ quantities: [2, 1], sale_type_ids: [1, 2], event_jet_id: seated.jetId, seat_group: seated.parkett });
  assert.is(res.statusCode, 200);
  const body = json<ShopCartResponse>(res);
  assert.equal(Object.keys(body).sort(), ['cart_url', 'tickets_quantity']);
  assert.is(body.tickets_quantity, 3);
  assert.ok(body.cart_url.startsWith(`${shop.url}/cart/`));
  const cookie = shopCartCookie(res)!;
  assert.ok(cookie.httpOnly);
  assert.ok(cookie.expires!.getTime() > Date.now() + 14 * 60_000, 'the cookie lives as long as the 15-minute reservation');
  const cart = (await (await fetch(body.cart_url, { headers: { accept: 'application/json' } })).json()) as ShopCart;
  assert.equal(cart.lines.map((l) => [l.seat_group, l.sale_type_id, l.quantity]), [['Parkett', 1, 2], ['Parkett', 2, 1]]);
});

test('a second call for another seat group fills the same cart (SPEC §7: one call per seat group)', async () => {
  const first = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId, seat_group: seated.parkett });
  const cookie = `${SHOP_CART_COOKIE}=${shopCartCookie(first)!.value}`;
  const second = await addToCart({ quantities: [2], sale_type_ids: [1], event_jet_id: seated.jetId, seat_group: seated.empore }, { cookie });
  assert.is(second.statusCode, 200);
  assert.is(json<ShopCartResponse>(second).tickets_quantity, 3);
  assert.is(json<ShopCartResponse>(second).cart_url, json<ShopCartResponse>(first).cart_url);
  assert.equal(await stats(), { carts: 1, reserved_tickets: 3 });
});

test('without the cart cookie, the tickets join the cart a visitor started in the embedded shop (named by the cartUrl cookie)', async () => {
  const started = await fetch(`${shop.url}/api/cart`, { method: 'POST', body: JSON.stringify({ event_jet_id: seated.jetId, items: [{ sale_type_id: 1, quantity: 1 }] }) });
  const cart = (await started.json()) as { cart_id: string; cart_url: string };
  const res = await addToCart({ quantities: [2], sale_type_ids: [1], event_jet_id: seated.jetId }, { cookie: `cartUrl=${encodeURIComponent(cart.cart_url)}` });
  assert.is(res.statusCode, 200, res.body);
  assert.is(json<ShopCartResponse>(res).tickets_quantity, 3, 'one from the shop page, two from the widget');
  assert.is(shopCartCookie(res)!.value, cart.cart_id);
  const foreign = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId }, { cookie: `cartUrl=${encodeURIComponent(`http://elsewhere.example/cart/${cart.cart_id}`)}` });
  assert.is(json<ShopCartResponse>(foreign).tickets_quantity, 1, 'a cart address of another host is no cart of ours');
});

test('after checkout in the shop the same cart id starts a new cart instead of failing with -204', async () => {
  const first = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId });
  const id = shopCartCookie(first)!.value;
  const order = await fetch(`${shop.url}/checkout/${id}`, { method: 'POST', body: new URLSearchParams({ name: 'Ada', email: 'ada@example.org' }), redirect: 'manual' });
  assert.is(order.status, 303);
  const again = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId }, { cookie: `${SHOP_CART_COOKIE}=${id}` });
  assert.is(again.statusCode, 200, again.body);
  assert.is(json<ShopCartResponse>(again).tickets_quantity, 1);
});

test('the English path hands over to the English cart page', async () => {
  const res = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId }, { url: '/en/api/shop-cart/' });
  assert.is(res.statusCode, 200);
  const page = await (await fetch(json<ShopCartResponse>(res).cart_url)).text();
  assert.match(page, 'lang="en"');
  assert.match(page, 'Full price');
});

test('50 parallel calls for the last 10 seats reserve exactly 10 tickets; the other 40 get -214', async () => {
  await control('capacity', { event_jet_id: seated.jetId, seat_group: 'Parkett', capacity_left: 10 });
  const answers = await Promise.all(Array.from({ length: 50 }, () => addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId, seat_group: seated.parkett })));
  const ok = answers.filter((r) => r.statusCode === 200);
  const refused = answers.filter((r) => r.statusCode === 409);
  assert.is(ok.length, 10);
  assert.is(refused.length, 40);
  for (const r of refused) assert.is(json<ShopCartError>(r).response_code, -214);
  assert.is(json<ShopCartError>(refused[0]!).message, 'Not enough (connected) seats found.');
  assert.is(new Set(ok.map((r) => json<ShopCartResponse>(r).cart_url)).size, 10, 'every visitor has a cart of their own');
  assert.equal(await stats(), { carts: 10, reserved_tickets: 10 });
  assert.is(await left(seated.jetId, 'Parkett'), 0);
});

test('a request for more seats than are left reserves nothing and answers -214', async () => {
  await control('capacity', { event_jet_id: seated.jetId, seat_group: 'Parkett', capacity_left: 3 });
  const res = await addToCart({ quantities: [2, 2], sale_type_ids: [1, 2], event_jet_id: seated.jetId, seat_group: seated.parkett });
  assert.is(res.statusCode, 409);
  assert.is(json<ShopCartError>(res).response_code, -214);
  assert.is(await left(seated.jetId, 'Parkett'), 3);
  assert.equal(await stats(), { carts: 0, reserved_tickets: 0 });
});

test('after the reservation expires the seats return and the cart page is empty', async () => {
  const res = await addToCart({ quantities: [4], sale_type_ids: [1], event_jet_id: seated.jetId, seat_group: seated.parkett });
  const before = await left(seated.jetId, 'Parkett');
  clock += 15 * 60_000 + 1;
  assert.is(await left(seated.jetId, 'Parkett'), before + 4);
  const cart = (await (await fetch(json<ShopCartResponse>(res).cart_url, { headers: { accept: 'application/json' } })).json()) as ShopCart;
  assert.equal(cart.lines, []);
  assert.is(cart.tickets_quantity, 0);
  assert.match(await (await fetch(json<ShopCartResponse>(res).cart_url)).text(), 'Ihr Warenkorb ist leer.');
});

test('adding to a cart whose reservation has lapsed answers -204 and drops the cart cookie', async () => {
  const first = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId });
  const cookie = `${SHOP_CART_COOKIE}=${shopCartCookie(first)!.value}`;
  await control('expire');
  const res = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId }, { cookie });
  assert.is(res.statusCode, 409);
  assert.equal(json<ShopCartError>(res), { message: 'No current reservation.', statusCode: 409, response_code: -204 });
  assert.ok(shopCartCookie(res)!.expires!.getTime() < Date.now(), 'the stale cart id is cleared');
  assert.equal(await stats(), { carts: 0, reserved_tickets: 0 });
});

test('another code of the shop passes through as 422 with that code', async () => {
  const res = await addToCart({ quantities: [1], sale_type_ids: [99], event_jet_id: seated.jetId, seat_group: seated.parkett });
  assert.is(res.statusCode, 422);
  assert.is(json<ShopCartError>(res).response_code, -103);
  const noSlot = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: tour.jetId, seat_group: tour.seatGroup });
  assert.is(json<ShopCartError>(noSlot).response_code, -104, 'a group with timeslots needs a block_id');
  const withSlot = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: tour.jetId, seat_group: tour.seatGroup, block_id: tour.blockId });
  assert.is(withSlot.statusCode, 200);
});

test('a shop answering 500 gives a 502 with a clear message and response_code -500', async () => {
  await control('fail', { mode: 'error', status: 500 });
  const res = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId });
  assert.is(res.statusCode, 502);
  const body = json<ShopCartError>(res);
  assert.is(body.response_code, -500);
  assert.match(body.message, 'ticket shop');
});

test('a shop that does not answer gives a 503 with response_code -1 within the timeout, and the POST is not retried', async () => {
  await control('fail', { mode: 'hang' });
  const started = Date.now();
  const res = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId });
  const elapsed = Date.now() - started;
  assert.is(res.statusCode, 503);
  assert.is(json<ShopCartError>(res).response_code, -1);
  assert.match(json<ShopCartError>(res).message, 'not reachable');
  assert.ok(elapsed >= TICKETSHOP_TIMEOUT_MS - 100 && elapsed < TICKETSHOP_TIMEOUT_MS + 1500, `answered after ${elapsed} ms`);
});

test('bad input is a 400 with a message that names the field', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ sale_type_ids: [1], event_jet_id: seated.jetId }, 'quantities'],
    [{ quantities: [1], sale_type_ids: [1], event_jet_id: 'abc' }, 'event_jet_id'],
    [{ quantities: [0], sale_type_ids: [1], event_jet_id: seated.jetId }, 'quantities'],
    [{ quantities: [21], sale_type_ids: [1], event_jet_id: seated.jetId }, 'quantities'],
    [{ quantities: [], sale_type_ids: [], event_jet_id: seated.jetId }, 'quantities'],
    [{ quantities: [1, 1], sale_type_ids: [1], event_jet_id: seated.jetId }, 'sale_type_ids'],
    [{ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId, seat_group: 'Parkett' }, 'seat_group'],
    [{ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId, seat_group: tour.seatGroup }, 'seat_group'],
    [{ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId, block_id: -3 }, 'block_id'],
  ];
  for (const [payload, field] of cases) {
    const res = await addToCart(payload);
    assert.is(res.statusCode, 400, JSON.stringify(payload));
    assert.match(json<ApiError>(res).message, field);
  }
  assert.equal(await stats(), { carts: 0, reserved_tickets: 0 });
});

test('without the CSRF token the call is refused before it reaches the shop', async () => {
  const res = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId }, { withCsrf: false });
  assert.is(res.statusCode, 403);
  assert.equal(await stats(), { carts: 0, reserved_tickets: 0 });
});

test('an unknown language prefix is a 404', async () => {
  const res = await addToCart({ quantities: [1], sale_type_ids: [1], event_jet_id: seated.jetId }, { url: '/fr/api/shop-cart/' });
  assert.is(res.statusCode, 404);
});

test.run();
