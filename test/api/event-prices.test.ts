/**
 * Seat groups and prices an editor saves through the admin API reach the public
 * event API (the price list, the card's lowest price) in both languages; 'Eintritt frei' and
 * 'ausverkauft' change what visitors are offered; bad prices are refused at their place with a 400;
 * the shop's own seat groups stay the source for an event it sells.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AdminItem } from '../../common/api/admin';
import { collectionUrl } from '../../common/api/admin';
import type { ValidationErrorBody } from '../../common/api/editor';
import type { EventDetail, EventListItem } from '../../common/api/programme';
import { EVENT_CLOSED_CODE, type ShopCartError } from '../../common/api/ticketshop';
import type { Paginated } from '../../common/api/types';
import { errorMessage } from '../../common/modules/error-message';
import { prices, seatGroups } from '../../server/db/schema';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';
import { caller, sessionAs, type Caller } from './admin-session';
import { json } from './fixtures';

let t: TestApp;
let editor: Caller;
const csrf = csrfPair();

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
  editor = caller(t, await sessionAs(t, 'prices-editor', 'editor'));
});
test.after(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function createEvent(title: string, extra: Record<string, unknown>): Promise<AdminItem> {
  const slug = title.toLowerCase().replace(/[^a-z]+/g, '-');
  const res = await editor.send('POST', collectionUrl('event'), { title: { de: title, en: `${title} (en)` }, slug: { de: slug, en: `${slug}-en` }, startsAt: inDays(12), ...extra });
  assert.is(res.statusCode, 201, res.body);
  return json<AdminItem>(res);
}

const get = async <T>(url: string) => {
  const res = await t.app.inject(url);
  assert.is(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json<T>();
};
const listed = async (id: number, lang = 'de') => (await get<Paginated<EventListItem>>(`/${lang}/api/events/?page_size=50`)).results.find((e) => e.id === id);

const TWO_GROUPS = [
  { name: { de: 'Parkett', en: 'Stalls' }, prices: [{ category: 'full', amount: '24,00' }, { category: 'reduced', amount: '12' }] },
  { name: { de: 'Rang' }, prices: [{ category: 'full', amount: '18.5' }, { category: 'students', amount: 9 }] },
];

test('two seat groups with prices saved through the admin API come out of the public event API in both languages', async () => {
  const event = await createEvent('Liederabend Preisprobe', { priceList: TWO_GROUPS, ticketUrl: 'https://kasse.example.org/liederabend' });
  // Stored the shop's way: a point and two decimals, whatever was typed.
  assert.equal(
    (event.values.priceList as { prices: { amount: string }[] }[]).map((g) => g.prices.map((p) => p.amount)),
    [['24.00', '12.00'], ['18.50', '9.00']],
  );
  const de = await get<EventDetail>(`/de/api/events/${event.id}/`);
  assert.equal(de.price_groups, [
    { name: 'Parkett', prices: [{ name: 'Vollpreis', price: '24.00' }, { name: 'Ermäßigt', price: '12.00' }] },
    { name: 'Rang', prices: [{ name: 'Vollpreis', price: '18.50' }, { name: 'Schüler und Studierende', price: '9.00' }] },
  ]);
  assert.equal(de.prices, ['24.00', '12.00', '18.50', '9.00']);
  assert.equal(de.seat_groups, [], 'nothing to book: the editor prices are not the shop seat groups');
  assert.is(de.price_min, '9.00');
  assert.is(de.free_admission, false);
  const en = await get<EventDetail>(`/en/api/events/${event.id}/`);
  assert.equal(
    en.price_groups.map((g) => [g.name, g.prices.map((p) => p.name)]),
    [
      ['Stalls', ['Full price', 'Reduced']],
      ['Rang', ['Full price', 'Pupils and students']],
    ],
    'English names where given, German where not',
  );
  const card = await listed(event.id);
  assert.is(card?.price_min, '9.00', 'the card says "ab 9 €"');
});

test('free admission: no prices and no lowest price; the list item says so', async () => {
  const event = await createEvent('Offenes Foyer Preisprobe', { priceList: TWO_GROUPS, freeAdmission: true });
  const detail = await get<EventDetail>(`/de/api/events/${event.id}/`);
  assert.is(detail.free_admission, true);
  assert.equal(detail.price_groups, []);
  assert.equal(detail.prices, []);
  const card = await listed(event.id);
  assert.is(card?.free_admission, true);
  assert.is(card?.price_min, null);
});

test("an editor's 'ausverkauft' closes the sale; clearing it opens it again", async () => {
  const event = await createEvent('Kammerkonzert Preisprobe', { priceList: TWO_GROUPS, ticketUrl: 'https://kasse.example.org/kammer', soldOut: true });
  assert.is((await listed(event.id))?.sale, 'sold_out');
  assert.is((await get<EventDetail>(`/de/api/events/${event.id}/`)).sale, 'sold_out');
  const res = await editor.send('PATCH', collectionUrl('event', event.id), { soldOut: false });
  assert.is(res.statusCode, 200, res.body);
  assert.is((await listed(event.id))?.sale, 'open');
});

test("the cart refuses tickets of a shop event an editor marked 'ausverkauft'", async () => {
  await createEvent('Quartettabend Preisprobe', { idJet: 515_151, ticketUrl: 'https://shop.example.org/event/515151', soldOut: true });
  const cart = await t.app.inject({ method: 'POST', url: '/api/shop-cart/', payload: { event_jet_id: 515_151, sale_type_ids: [1], quantities: [1] }, headers: { cookie: csrf.cookie, ...csrf.headers } });
  assert.is(cart.statusCode, 409, cart.body);
  assert.is(cart.json<ShopCartError>().response_code, EVENT_CLOSED_CODE);
  assert.match(cart.json<ShopCartError>().message, 'sold out');
});

test('an event the shop sells shows the shop prices, not the editor ones', async () => {
  const event = await createEvent('Sinfoniekonzert Preisprobe', { priceList: TWO_GROUPS, idJet: 424_242, ticketUrl: 'https://shop.example.org/event/424242' });
  const db = t.database.db;
  const [group] = await db.insert(seatGroups).values({ eventId: event.id, seatGroup: 'Saal', status: 1 }).returning();
  await db.insert(prices).values([
    { seatGroupId: group!.id, eventId: event.id, price: '30.00', saleTypeId: 1, name: { de: 'Normalpreis', en: 'Standard' } },
    { seatGroupId: group!.id, eventId: event.id, price: '0.00', saleTypeId: 2, name: { de: 'Freikarte', en: 'Complimentary' } },
  ]);
  const detail = await get<EventDetail>(`/de/api/events/${event.id}/`);
  assert.equal(detail.price_groups, [{ name: 'Saal', prices: [{ name: 'Normalpreis', price: '30.00' }] }]);
  assert.equal(detail.prices, ['30.00']);
  assert.is(detail.seat_groups.length, 1);
  assert.is((await listed(event.id))?.price_min, '30.00');
});

async function refused(priceList: unknown) {
  const res = await editor.send('POST', collectionUrl('event'), { title: { de: 'Abgelehnt' }, slug: { de: 'abgelehnt' }, startsAt: inDays(5), priceList });
  assert.is(res.statusCode, 400, res.body);
  const body = res.json<ValidationErrorBody>();
  const error = body.errors.find((e) => e.field === 'priceList');
  assert.ok(error, res.body);
  return { error: error!, de: errorMessage(error!, 'de'), en: errorMessage(error!, 'en') };
}

test('a negative amount, three decimals or letters are refused with the group and price named', async () => {
  for (const amount of ['-5', '12.345', 'zwölf', '']) {
    const { error, de, en } = await refused([TWO_GROUPS[0], { name: { de: 'Rang' }, prices: [{ category: 'full', amount: '10' }, { category: 'reduced', amount }] }]);
    assert.is(error.code, 'priceAmount', amount);
    assert.is(de, 'Sitzgruppe 2, Preis 2: Bitte geben Sie einen Betrag ab 0 mit bis zu zwei Nachkommastellen ein.');
    assert.match(en, 'Seat group 2, price 2');
  }
});

test('a seat group without a German name is refused in German words; a group without prices or an unknown category too', async () => {
  const nameless = await refused([{ name: { de: ' ', en: 'Stalls' }, prices: [{ category: 'full', amount: '10' }] }]);
  assert.is(nameless.de, 'Sitzgruppe 1: Bitte geben Sie einen deutschen Namen ein (bis 120 Zeichen).');
  assert.is((await refused([{ name: { de: 'Parkett', en: 'x'.repeat(121) }, prices: [{ category: 'full', amount: '10' }] }])).error.code, 'seatGroupName');
  const empty = await refused([{ name: { de: 'Parkett' }, prices: [] }]);
  assert.equal([empty.error.code, empty.error.params], ['required', { group: 1 }]);
  const unknown = await refused([{ name: { de: 'Parkett' }, prices: [{ category: 'vip', amount: '10' }] }]);
  assert.is(unknown.error.code, 'notOption');
  assert.is((await refused('24 Euro')).error.code, 'notOption');
});

test('an amount of 0 is kept but not shown as a price', async () => {
  const event = await createEvent('Probe mit Freikarte', { priceList: [{ name: { de: 'Saal' }, prices: [{ category: 'full', amount: '15' }, { category: 'children', amount: '0' }] }] });
  const detail = await get<EventDetail>(`/de/api/events/${event.id}/`);
  assert.equal(detail.price_groups, [{ name: 'Saal', prices: [{ name: 'Vollpreis', price: '15.00' }] }]);
});

test.run();
