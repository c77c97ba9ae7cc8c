/**
 * An event that started an hour ago (by the server clock) is sold nowhere
 * and listed nowhere; sold-out and few-seats states come from the shop sync; JSON-LD follows; a
 * refusal for lack of seats makes the site learn it from the shop at once.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventDetail, EventListItem, Teaser } from '../../common/api/programme';
import type { SearchPage } from '../../common/api/search';
import { NOT_ENOUGH_SEATS_CODE, SALE_OVER_CODE, type ShopCartError } from '../../common/api/ticketshop';
import type { Paginated } from '../../common/api/types';
import { setClockOffset } from '../../server/clock';
import { events, seatGroups, teasers } from '../../server/db/schema';
import { exportTicketshopCatalog } from '../../server/features/ticketshop/catalog-export';
import { startSimulator, type Simulator } from '../../scripts/ticketshop/server';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';

let t: TestApp;
let shop: Simulator;
const csrf = csrfPair();
/** The seed's premiere of 'Nathan der Weise': a teaser announces it and the shop sells it. */
let premiere: { id: number; idJet: number; startsAt: Date };

test.before(async () => {
  shop = await startSimulator();
  // The shell renders pages (and their JSON-LD) once there is a build manifest to name the entry.
  const dist = await mkdtemp(path.join(os.tmpdir(), 'sale-state-'));
  const entry = 'assets/entry-test.js';
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify({ build: 'b1', site: { entry, pages: {}, outputs: { [entry]: { imports: [] } } } }));
  t = await createTestApp({ TICKETSHOP_URL: shop.url, SHOP_CART_CALLS_PER_MINUTE: '1000', DIST_DIR: dist });
  await fetch(`${shop.url}/__control/catalog`, { method: 'POST', body: JSON.stringify(await exportTicketshopCatalog(t.database.db)) });
  const [teaser] = await t.database.db.select({ eventId: teasers.eventId }).from(teasers).where(eq(teasers.name, 'Premiere Nathan'));
  const [row] = await t.database.db.select({ id: events.id, idJet: events.idJet, startsAt: events.startsAt }).from(events).where(eq(events.id, teaser!.eventId!));
  premiere = { id: row!.id, idJet: row!.idJet!, startsAt: row!.startsAt };
});
test.after(async () => {
  setClockOffset(0);
  await t.close();
  await shop.close();
});
test.after.each(() => setClockOffset(0));

/** The server clock an hour after the premiere's start (it ends two hours after it). */
const anHourIntoThePremiere = () => setClockOffset(premiere.startsAt.getTime() + 3600_000 - Date.now());

const get = async <T>(url: string) => (await t.app.inject(url)).json<T>();
const listed = async (query = '') => (await get<Paginated<EventListItem>>(`/de/api/events/?page_size=50${query}`)).results;
const detail = (lang = 'de') => get<EventDetail>(`/${lang}/api/events/${premiere.id}/`);
const jsonLdAvailability = async () => {
  const html = (await t.app.inject((await detail()).url)).body;
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string; offers?: { availability: string; url: string }[] });
  const event = blocks.find((block) => block['@type'] === 'Event');
  assert.ok(event, 'the event page has its schema.org Event');
  // Offers named /webshop/event/…, which robots.txt closes to crawlers.
  for (const offer of event!.offers!) assert.not.match(new URL(offer.url).pathname, /^\/webshop/, offer.url);
  return [...new Set(event!.offers!.map((offer) => offer.availability))];
};
const addToCart = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/shop-cart/', payload: body, headers: { cookie: csrf.cookie, ...csrf.headers } });

test('before its start the premiere is listed, on sale and InStock', async () => {
  setClockOffset(premiere.startsAt.getTime() - 3600_000 - Date.now());
  const item = (await listed()).find((e) => e.id === premiere.id);
  assert.ok(item, 'listed an hour before its start');
  assert.is(item!.sale, 'open');
  assert.equal(await jsonLdAvailability(), ['https://schema.org/InStock']);
});

test('an hour after its start the premiere is running, absent from lists, teasers and search, and JSON-LD says it is not in stock', async () => {
  anHourIntoThePremiere();
  assert.is((await detail()).sale, 'running');
  assert.is((await detail('en')).sale, 'running');
  assert.not.ok((await listed()).some((e) => e.id === premiere.id), 'the programme list drops it');
  const teaserList = await get<Teaser[]>('/de/api/teasers/');
  assert.not.ok(teaserList.some((teaser) => teaser.event?.id === premiere.id), 'no teaser announces it');
  const found = await get<SearchPage>(`/api/search/events/?query=${encodeURIComponent('Nathan der Weise')}`);
  assert.ok(found.results.length > 0, 'its later performances are found');
  assert.not.ok(found.results.some((hit) => hit.url.endsWith(`/${premiere.id}`)), 'search does not find it');
  assert.not.ok((await jsonLdAvailability()).includes('https://schema.org/InStock'));
  setClockOffset(premiere.startsAt.getTime() + 3 * 3600_000 - Date.now());
  assert.is((await detail()).sale, 'ended', 'after its end it is over');
});

test('adding tickets for the started premiere is refused with a message, and the shop is not asked', async () => {
  anHourIntoThePremiere();
  const before = (await (await fetch(`${shop.url}/__control/stats`)).json()) as { reserved_tickets: number };
  const res = await addToCart({ event_jet_id: premiere.idJet, sale_type_ids: [1], quantities: [1] });
  assert.is(res.statusCode, 409);
  const body = res.json<ShopCartError>();
  assert.is(body.response_code, SALE_OVER_CODE);
  assert.match(body.message, 'started');
  const after = (await (await fetch(`${shop.url}/__control/stats`)).json()) as { reserved_tickets: number };
  assert.is(after.reserved_tickets, before.reserved_tickets);
});

test('sold out and few seats left come from the synced seat groups, in lists, the detail and JSON-LD', async () => {
  const groups = await t.database.db.select({ id: seatGroups.id }).from(seatGroups).where(eq(seatGroups.eventId, premiere.id));
  assert.ok(groups.length > 0, 'the premiere has seat groups');
  try {
    setClockOffset(premiere.startsAt.getTime() - 3600_000 - Date.now());
    await t.database.db.update(seatGroups).set({ status: 1, capacityLeft: 3 }).where(eq(seatGroups.eventId, premiere.id));
    assert.is((await listed()).find((e) => e.id === premiere.id)?.sale, 'few');
    assert.equal(await jsonLdAvailability(), ['https://schema.org/LimitedAvailability']);
    await t.database.db.update(seatGroups).set({ status: 0, capacityLeft: 0 }).where(eq(seatGroups.eventId, premiere.id));
    assert.is((await listed()).find((e) => e.id === premiere.id)?.sale, 'sold_out');
    assert.is((await detail('en')).sale, 'sold_out');
    assert.equal(await jsonLdAvailability(), ['https://schema.org/SoldOut']);
  } finally {
    await t.database.db.update(seatGroups).set({ status: 1, capacityLeft: null }).where(eq(seatGroups.eventId, premiere.id));
  }
});

test('a refusal for lack of seats syncs the event from the shop, so its pages show it sold out', async () => {
  setClockOffset(premiere.startsAt.getTime() - 3600_000 - Date.now());
  const [group] = await t.database.db.select({ id: seatGroups.id, name: seatGroups.seatGroup }).from(seatGroups).where(eq(seatGroups.eventId, premiere.id));
  const otherGroups = await t.database.db.select({ name: seatGroups.seatGroup }).from(seatGroups).where(eq(seatGroups.eventId, premiere.id));
  for (const { name } of otherGroups) {
    await fetch(`${shop.url}/__control/capacity`, { method: 'POST', body: JSON.stringify({ event_jet_id: premiere.idJet, seat_group: name, capacity_left: 0 }) });
  }
  assert.is((await detail()).sale, 'open', 'the site does not know yet');
  const res = await addToCart({ event_jet_id: premiere.idJet, seat_group: group!.id, sale_type_ids: [1], quantities: [1] });
  assert.ok([409, 422].includes(res.statusCode), res.body);
  assert.ok([NOT_ENOUGH_SEATS_CODE, -105].includes(res.json<ShopCartError>().response_code));
  // The sync runs after the answer (at most REFRESH_SOON_MS after the last one): wait for its write.
  for (let i = 0; i < 600 && (await detail()).sale !== 'sold_out'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.is((await detail()).sale, 'sold_out');
});

test.run();
