/**
 * Fair limits, spam checks and security headers: what one client may do, what a crowd
 * behind one address may do, and that a client-chosen X-Forwarded-For changes nothing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { and, count, eq, gt, isNotNull } from 'drizzle-orm';
import type { FormEntryCreated } from '../../common/api/forms';
import { ConfigError, loadConfig, parseTrustProxy } from '../../server/config';
import { cspReports, events, formEntries, seatGroups } from '../../server/db/schema';
import { SEAT_CAP_CODE, SHOP_CART_COOKIE } from '../../server/features/ticketshop/cart-routes';
import { networkOf } from '../../server/limits/seat-holds';
import { exportTicketshopCatalog } from '../../server/features/ticketshop/catalog-export';
import { startSimulator, type Simulator } from '../../scripts/ticketshop/server';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { json } from './fixtures';
import { contact, contactFormId } from './form-fixtures';

const SEATS_PER_EVENT = 6;
const SEATS_PER_ADDRESS = 10;
const SEATS_PER_NETWORK = 15;
const SEATS_HELD_PER_EVENT = 40;
const SEARCHES = 5;
const csrf = csrfPair();

let t: TestApp;
let shop: Simulator;
let jetId: number;
/** A second event, for the network and event caps alone. */
let otherJetId: number;
let formId: number;
let address = 0;
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

test.before(async () => {
  shop = await startSimulator();
  t = await createTestApp({
    TICKETSHOP_URL: shop.url,
    SHOP_SEATS_PER_EVENT: String(SEATS_PER_EVENT),
    SHOP_SEATS_PER_ADDRESS: String(SEATS_PER_ADDRESS),
    SHOP_SEATS_PER_NETWORK: String(SEATS_PER_NETWORK),
    SHOP_SEATS_HELD_PER_EVENT: String(SEATS_HELD_PER_EVENT),
    SHOP_CART_CALLS_PER_MINUTE: '100',
    SEARCHES_PER_MINUTE: String(SEARCHES),
    FORM_POSTS_PER_MINUTE: '1000',
  });
  await fetch(`${shop.url}/__control/catalog`, { method: 'POST', body: JSON.stringify(await exportTicketshopCatalog(t.database.db)) });
  // Events a day away or more: today's shows stop selling when they start, and the first
  // by shop id started at 20:00 Berlin, so every cart call was refused in an evening run.
  const upcoming = gt(events.startsAt, new Date(Date.now() + 24 * 3600_000));
  const rows = await t.database.db.selectDistinct({ jetId: events.idJet }).from(events).innerJoin(seatGroups, eq(seatGroups.eventId, events.id)).where(and(isNotNull(events.idJet), upcoming)).orderBy(events.idJet).limit(2);
  jetId = rows[0]!.jetId!;
  otherJetId = rows[1]!.jetId!;
  formId = await contactFormId(t.database.db);
});
test.after(async () => {
  await t.close();
  await shop.close();
});

function addSeats(quantity: number, { cookie = '', remoteAddress = '10.1.1.1', headers = {} as Record<string, string>, event = jetId } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/shop-cart/',
    remoteAddress,
    payload: { quantities: [quantity], sale_type_ids: [1], event_jet_id: event },
    headers: { cookie: [csrf.cookie, cookie].filter(Boolean).join('; '), ...csrf.headers, ...headers },
  });
}

test('TRUST_PROXY trusts nobody by default, takes a hop count or a CIDR list, and refuses "true"', () => {
  assert.is(parseTrustProxy(undefined), false);
  assert.is(parseTrustProxy(''), false);
  assert.is(parseTrustProxy('1'), 1);
  assert.equal(parseTrustProxy('10.0.0.0/8, 127.0.0.1, loopback'), ['10.0.0.0/8', '127.0.0.1', 'loopback']);
  assert.throws(() => parseTrustProxy('true'), (e: Error) => e instanceof ConfigError && /hop count/.test(e.message));
  assert.throws(() => parseTrustProxy('proxy.example.org'), (e: Error) => e instanceof ConfigError);
  assert.throws(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: 'soon' }), (e: Error) => /DB_STATEMENT_TIMEOUT_MS/.test(e.message));
});

test('one visitor holds at most the configured seats of an event in their cart', async () => {
  const first = await addSeats(4, { remoteAddress: '10.1.1.1' });
  assert.is(first.statusCode, 200);
  const cookie = `${SHOP_CART_COOKIE}=${first.cookies.find((c) => c.name === SHOP_CART_COOKIE)!.value}`;
  assert.is((await addSeats(2, { cookie, remoteAddress: '10.1.1.1' })).statusCode, 200);
  const refused = await addSeats(1, { cookie, remoteAddress: '10.1.1.1' });
  assert.is(refused.statusCode, 429);
  assert.is(json<{ response_code: number }>(refused).response_code, SEAT_CAP_CODE);
  assert.is((await addSeats(SEATS_PER_EVENT + 1, { remoteAddress: '10.1.1.9' })).statusCode, 429, 'one call alone cannot pass the cap');
});

test('dropping the cart cookie or sending a made-up X-Forwarded-For does not get one address more seats', async () => {
  let held = 0;
  for (let i = 0; i < 10; i++) {
    const res = await addSeats(2, { remoteAddress: '10.2.2.2', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    if (res.statusCode === 200) held += 2;
    else assert.is(res.statusCode, 429);
  }
  assert.is(held, SEATS_PER_ADDRESS);
});

test('seats the shop refuses are not counted against the visitor', async () => {
  await fetch(`${shop.url}/__control/reset`, { method: 'POST', body: '{}' });
  await fetch(`${shop.url}/__control/catalog`, { method: 'POST', body: JSON.stringify({ events: [] }) }).catch(() => undefined);
  const refused = await addSeats(2, { remoteAddress: '10.3.3.3' });
  assert.ok(refused.statusCode >= 400 && refused.statusCode !== 429, `the shop refused (${refused.statusCode})`);
  await fetch(`${shop.url}/__control/catalog`, { method: 'POST', body: JSON.stringify(await exportTicketshopCatalog(t.database.db)) });
  for (let i = 0; i < SEATS_PER_ADDRESS / 2; i++) assert.is((await addSeats(2, { remoteAddress: '10.3.3.3' })).statusCode, 200);
});

test('the addresses of one network hold at most its seats, and all carts together at most the event\'s ceiling (issue #21)', async () => {
  assert.equal([networkOf('203.0.113.77'), networkOf('::ffff:203.0.113.9'), networkOf('2001:db8:0:1ff::2'), networkOf('2001:db8:0:200::1')], ['203.0.113.0/24', '203.0.113.0/24', '2001:db8:0:100::/56', '2001:db8:0:200::/56']);
  const hold = (quantity: number, remoteAddress: string) => addSeats(quantity, { remoteAddress, event: otherJetId });
  // One /24: the first address its own cap, the second only what is left of the network's.
  for (let i = 0; i < SEATS_PER_ADDRESS / 2; i++) assert.is((await hold(2, '10.40.1.1')).statusCode, 200);
  assert.is((await hold(5, '10.40.1.2')).statusCode, 200);
  assert.is((await hold(1, '10.40.1.3')).statusCode, 429, 'the /24 is full');
  // One /56 of IPv6 the same.
  for (let i = 0; i < SEATS_PER_ADDRESS / 2; i++) assert.is((await hold(2, '2001:db8:0:100::1')).statusCode, 200);
  assert.is((await hold(5, '2001:db8:0:1ff::2')).statusCode, 200);
  assert.is((await hold(1, '2001:db8:0:1aa::3')).statusCode, 429, 'the /56 is full');
  // 30 held; the event's ceiling leaves 10 for everyone else.
  assert.is((await hold(6, '10.41.0.1')).statusCode, 200);
  assert.is((await hold(4, '10.42.0.1')).statusCode, 200);
  const refused = await hold(1, '10.43.0.1');
  assert.is(refused.statusCode, 429, 'the event holds its ceiling of seats in carts');
  assert.is(json<{ response_code: number }>(refused).response_code, SEAT_CAP_CODE);
  // The first event is untouched by the second one's ceiling.
  assert.is((await addSeats(1, { remoteAddress: '10.44.0.1' })).statusCode, 200);
});

test('200 concurrent valid form posts from one address all store', async () => {
  const before = (await t.database.db.select({ n: count() }).from(formEntries))[0]!.n;
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/de/api/forms-entries/',
        remoteAddress: '10.4.4.4',
        payload: { form: formId, field_values: contact({ nachricht: `Schulklasse ${i}` }), fill_ms: 30_000, idempotency_key: `klasse-7b-${i}` },
        headers: { cookie: csrf.cookie, ...csrf.headers },
      }),
    ),
  );
  assert.equal([...new Set(answers.map((a) => a.statusCode))], [201]);
  const after = (await t.database.db.select({ n: count() }).from(formEntries))[0]!.n;
  assert.is(after - before, 200);
});

test('a form post sent again with the same key stores once and answers the first entry', async () => {
  const post = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/de/api/forms-entries/',
      remoteAddress: nextAddress(),
      payload: { form: formId, field_values: contact({ nachricht: 'Einmal bitte' }) },
      headers: { cookie: csrf.cookie, ...csrf.headers, 'idempotency-key': key },
    });
  const [a, b] = await Promise.all([post('wiederholt-0001'), post('wiederholt-0001')]);
  assert.is(a.statusCode, 201);
  assert.is(b.statusCode, 201);
  assert.is(json<FormEntryCreated>(a).id, json<FormEntryCreated>(b).id);
  const third = await post('wiederholt-0001');
  assert.is(json<FormEntryCreated>(third).id, json<FormEntryCreated>(a).id);
  const rows = await t.database.db.select().from(formEntries).where(eq(formEntries.idempotencyKey, 'wiederholt-0001'));
  assert.is(rows.length, 1);
});

test('a form sent faster than a person can fill it in is kept as spam', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/de/api/forms-entries/',
    remoteAddress: nextAddress(),
    payload: { form: formId, field_values: contact(), fill_ms: 120 },
    headers: { cookie: csrf.cookie, ...csrf.headers },
  });
  assert.is(res.statusCode, 201);
  const [entry] = await t.database.db.select().from(formEntries).where(eq(formEntries.id, json<FormEntryCreated>(res).id));
  assert.is(entry!.isSpam, true);
});

test('search is limited per client, and a made-up X-Forwarded-For does not reset it', async () => {
  const search = (i: number) => t.app.inject({ url: `/de/api/search/autocomplete/?query=konzert${i}`, remoteAddress: '10.5.5.5', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
  for (let i = 0; i < SEARCHES; i++) assert.is((await search(i)).statusCode, 200);
  const limited = await search(99);
  assert.is(limited.statusCode, 429);
  assert.is(json<{ statusCode: number }>(limited).statusCode, 429);
  assert.is((await t.app.inject({ url: '/de/api/search/autocomplete/?query=konzert', remoteAddress: '10.5.5.6' })).statusCode, 200);
});

test('every answer carries nosniff, frame protection and a Permissions-Policy', async () => {
  for (const url of ['/api/rooms/', '/sw.js', '/healthz', '/api/nope/']) {
    const res = await t.app.inject({ url });
    assert.is(res.headers['x-content-type-options'], 'nosniff', url);
    assert.is(res.headers['x-frame-options'], 'SAMEORIGIN', url);
    assert.match(String(res.headers['permissions-policy']), 'camera=()', url);
    assert.is(res.headers['strict-transport-security'], undefined, 'no HSTS over plain http');
  }
});

test('the health checks say the process answers and the database is migrated', async () => {
  const healthz = await t.app.inject({ url: '/healthz' });
  assert.is(healthz.statusCode, 200);
  const readyz = await t.app.inject({ url: '/readyz' });
  assert.is(readyz.statusCode, 200);
  assert.equal(json(readyz), { status: 'ok', database: true, migrations: true });
});

test('CSP reports are counted per day and directive, without the CSRF header', async () => {
  const report = { 'csp-report': { 'document-uri': 'https://x/de', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js?1' } };
  for (let i = 0; i < 2; i++) {
    const res = await t.app.inject({ method: 'POST', url: '/api/csp-report/', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify(report) });
    assert.is(res.statusCode, 204);
  }
  const rows = await t.database.db.select().from(cspReports).where(eq(cspReports.directive, 'script-src-elem'));
  assert.equal(rows.map((r) => [r.blocked, r.count]), [['https://evil.example', 2]]);
});

test('a CSRF token the server did not sign is refused, even when cookie and header match', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard-error-log/',
    payload: { url: '/de/x' },
    headers: { cookie: 'csrftoken=abcdefghijklmnopqrstuvwx.abcdefghijklmnopqrstuvwxyz012345', 'x-csrftoken': 'abcdefghijklmnopqrstuvwx.abcdefghijklmnopqrstuvwxyz012345' },
  });
  assert.is(res.statusCode, 403);
});

test.run();
