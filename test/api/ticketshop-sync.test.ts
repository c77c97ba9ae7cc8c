import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { l } from '../../common/i18n/localized';
import { events, prices, seatGroups, timeslots } from '../../server/db/schema';
import { exportTicketshopCatalog } from '../../server/features/ticketshop/catalog-export';
import { TicketshopError, createTicketshopClient, type TicketshopClient } from '../../server/features/ticketshop/client';
import type { ShopEvent } from '../../server/features/ticketshop/protocol';
import { storeShopEvent, syncTicketing } from '../../server/features/ticketshop/sync';
import { REFRESH_SOON_MS, STALE_AFTER_MS, createSyncJob } from '../../server/features/ticketshop/sync-job';
import { startSimulator, type Simulator } from '../../scripts/ticketshop/server';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let shop: Simulator;

/** Every ticketing row of the events, as the site keeps them, in a stable order. */
async function snapshot(jetIds?: number[]) {
  const db = t.database.db;
  const eventIds = (await db.select({ id: events.id }).from(events).where(jetIds ? inArray(events.idJet, jetIds) : isNotNull(events.idJet))).map((e) => e.id);
  const groups = await db.select().from(seatGroups).where(inArray(seatGroups.eventId, eventIds)).orderBy(asc(seatGroups.id));
  const groupIds = groups.map((g) => g.id);
  return {
    groups,
    prices: await db.select().from(prices).where(inArray(prices.seatGroupId, groupIds)).orderBy(asc(prices.id)),
    slots: await db.select().from(timeslots).where(inArray(timeslots.seatGroupId, groupIds)).orderBy(asc(timeslots.id)),
  };
}

const eventIdOf = async (jetId: number) => (await t.database.db.select({ id: events.id }).from(events).where(eq(events.idJet, jetId)))[0]!.id;
const silentLog = { info() {}, warn() {}, error() {} } as never;

test.before(async () => {
  shop = await startSimulator();
  t = await createTestApp({ TICKETSHOP_URL: shop.url });
  shop.store.addCatalog(await exportTicketshopCatalog(t.database.db));
  // The app's start-up sync ran against the still empty shop; a run under way is joined, so let it end first.
  await t.app.ticketshop.sync.run();
});
test.after(async () => {
  await t.close();
  await shop.close();
});

test('syncing the seeded programme with the shop keeps every row and its id', async () => {
  const before = await snapshot();
  const result = await t.app.ticketshop.sync.run();
  assert.is(result.failed.length, 0);
  assert.is(result.unknown.length, 0);
  assert.ok(result.synced.length >= 60);
  const after = await snapshot();
  assert.equal(after.groups.map((g) => [g.id, g.seatGroup, g.status]), before.groups.map((g) => [g.id, g.seatGroup, g.status]));
  assert.equal(after.prices.map((p) => [p.id, p.saleTypeId, p.price]), before.prices.map((p) => [p.id, p.saleTypeId, p.price]));
  assert.equal(after.slots.map((s) => [s.id, s.blockId, s.status]), before.slots.map((s) => [s.id, s.blockId, s.status]));
});

test('a seat group the shop has sold out is stored with status 0 and on sale again once seats return', async () => {
  const [group] = (await snapshot()).groups.filter((g) => g.status === 1);
  const [event] = await t.database.db.select({ idJet: events.idJet }).from(events).where(eq(events.id, group!.eventId));
  const jetId = event!.idJet!;
  shop.store.setLeft(jetId, group!.seatGroup, null, 0);
  await syncTicketing(t.database.db, t.app.ticketshop.client, [jetId]);
  const statusOf = async () => (await t.database.db.select().from(seatGroups).where(eq(seatGroups.id, group!.id)))[0]!.status;
  assert.is(await statusOf(), 0);
  shop.store.setLeft(jetId, group!.seatGroup, null, 5);
  await syncTicketing(t.database.db, t.app.ticketshop.client, [jetId]);
  assert.is(await statusOf(), 1);
});

test('changed prices are updated in place, new groups, prices and timeslots added and vanished ones removed', async () => {
  const [{ idJet }] = (await t.database.db.select({ idJet: events.idJet }).from(events).where(isNotNull(events.idJet)).orderBy(asc(events.idJet)).limit(1)) as [{ idJet: number }];
  const before = await snapshot([idJet]);
  const kept = before.groups[0]!;
  const shopEvent: ShopEvent = {
    event_jet_id: idJet,
    seat_groups: [
      {
        seat_group: 'Loge',
        status: 1,
        text: l('Mit Sekt', 'With sparkling wine'),
        capacity_left: 8,
        prices: [{ sale_type_id: 7, price: '55.00', name: l('Vollpreis', 'Full price'), text: l(''), has_discounts: false }],
        timeslots: [{ block_id: 3, time_start: '18:00:00', status: 1, capacity_left: 8 }],
      },
      {
        seat_group: kept.seatGroup,
        status: 1,
        text: l('Neu', 'New'),
        capacity_left: 50,
        prices: [{ sale_type_id: 1, price: '30.00', name: l('Vollpreis', 'Full price'), text: l(''), has_discounts: false }],
        timeslots: [],
      },
    ],
  };
  await storeShopEvent(t.database.db, await eventIdOf(idJet), shopEvent);
  const after = await snapshot([idJet]);
  const keptAfter = after.groups.find((g) => g.seatGroup === kept.seatGroup)!;
  assert.is(keptAfter.id, kept.id, 'the group keeps its id');
  assert.is(keptAfter.position, 1);
  assert.equal(keptAfter.text, l('Neu', 'New'));
  const keptPrice = before.prices.find((p) => p.seatGroupId === kept.id && p.saleTypeId === 1)!;
  assert.equal(after.prices.filter((p) => p.seatGroupId === kept.id).map((p) => [p.id, p.price]), [[keptPrice.id, '30.00']]);
  const loge = after.groups.find((g) => g.seatGroup === 'Loge')!;
  assert.is(loge.position, 0);
  assert.equal(after.prices.filter((p) => p.seatGroupId === loge.id).map((p) => [p.saleTypeId, p.price]), [[7, '55.00']]);
  assert.equal(after.slots.filter((s) => s.seatGroupId === loge.id).map((s) => [s.blockId, s.timeStart]), [[3, '18:00:00']]);
  assert.is(after.groups.length, 2, 'groups the shop no longer sells are gone');
});

test('an event the shop does not sell keeps its rows', async () => {
  const client: TicketshopClient = { event: async () => null, addToCart: async () => ({ response_code: -1 }) };
  const [{ idJet }] = (await t.database.db.select({ idJet: events.idJet }).from(events).where(isNotNull(events.idJet)).orderBy(asc(events.idJet)).offset(3).limit(1)) as [{ idJet: number }];
  const before = await snapshot([idJet]);
  const result = await syncTicketing(t.database.db, client, [idJet]);
  assert.equal(result.unknown, [idJet]);
  assert.equal(await snapshot([idJet]), before);
});

test('a shop that cannot be reached stops the run after the first failures, without throwing', async () => {
  let calls = 0;
  const dead = createTicketshopClient({ baseUrl: 'http://127.0.0.1:9' });
  const counting: TicketshopClient = { ...dead, event: (jetId) => (calls++, dead.event(jetId)) };
  const result = await syncTicketing(t.database.db, counting, undefined);
  assert.instance(result.error, TicketshopError);
  assert.is(result.synced.length, 0);
  assert.ok(result.failed.length >= 60);
  assert.ok(calls <= 4, `asked the dead shop ${calls} times`);
});

test('the event page refreshes a stale copy once and leaves a fresh one alone', async () => {
  let calls = 0;
  let now = 1_000_000;
  const client: TicketshopClient = { ...t.app.ticketshop.client, event: (jetId) => (calls++, t.app.ticketshop.client.event(jetId)) };
  const job = createSyncJob({ db: t.database.db, client, log: silentLog, now: () => now });
  const [{ idJet }] = (await t.database.db.select({ idJet: events.idJet }).from(events).where(isNotNull(events.idJet)).limit(1)) as [{ idJet: number }];
  await Promise.all([job.refreshIfStale(idJet!), job.refreshIfStale(idJet!)]);
  assert.is(calls, 1, 'simultaneous page views share one refresh');
  now += STALE_AFTER_MS - 1;
  await job.refreshIfStale(idJet!);
  assert.is(calls, 1);
  now += 2;
  await job.refreshIfStale(idJet!);
  assert.is(calls, 2);
  await job.stop();
});

test('with the shop down, renders of an event page ask it again only after a pause, not each one', async () => {
  let calls = 0;
  let now = 1_000_000;
  const dead = createTicketshopClient({ baseUrl: 'http://127.0.0.1:9' });
  const client: TicketshopClient = { ...dead, event: (jetId) => (calls++, dead.event(jetId)) };
  const job = createSyncJob({ db: t.database.db, client, log: silentLog, now: () => now });
  const [{ idJet }] = (await t.database.db.select({ idJet: events.idJet }).from(events).where(isNotNull(events.idJet)).limit(1)) as [{ idJet: number }];
  await job.refreshIfStale(idJet!);
  await job.refreshIfStale(idJet!);
  now += REFRESH_SOON_MS - 1;
  await job.refreshIfStale(idJet!);
  assert.is(calls, 1, 'the failed attempt is not repeated by every render');
  now += 2;
  await job.refreshIfStale(idJet!);
  assert.is(calls, 2);
  await job.stop();
});

test('an app whose shop is down starts, answers and closes', async () => {
  const down = await createTestApp({ TICKETSHOP_URL: 'http://127.0.0.1:9' });
  const res = await down.app.inject({ method: 'GET', url: '/api/opening-hours-today/' });
  assert.is(res.statusCode, 200);
  await down.close();
});

test.run();
