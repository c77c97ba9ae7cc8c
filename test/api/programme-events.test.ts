/**
 * The programme API (SPEC §7): events list filters, date bound and paging, option lists and
 * show_in_filter, detail shapes, 400s for bad queries, and the seeded demo programme. Fixture events
 * lie in 2030, after everything the seed plans, in rooms and tags of their own.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventDetail, EventListItem, FilterOption } from '../../common/api/programme';
import type { Paginated } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { eventTagLinks, eventTags, events, exhibitionTypes, prices, rooms, seatGroups, series } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { callApi } from '../helpers/contract';
import type { QueryOf } from '../../common/api/contract';
import * as endpoints from '../../common/api/endpoints';
import type { Lang } from '../../common/routes';

let t: TestApp;
const id = { roomA: 0, roomB: 0, tagX: 0, tagY: 0, hiddenTag: 0, hiddenSeries: 0, type: 0, first: 0 };

/** Titles of the A/B fixture events by their Berlin start. */
const FIXTURES = [
  { title: 'A-X 09.01. 23:30', at: '2030-01-09T22:30:00Z', room: 'A', tags: ['X'] },
  { title: 'A 10.01. 00:30', at: '2030-01-09T23:30:00Z', room: 'A', tags: [] },
  { title: 'A-X 10.01. 19:00', at: '2030-01-10T18:00:00Z', room: 'A', tags: ['X'], type: true },
  { title: 'A-XY 11.01. 19:00', at: '2030-01-11T18:00:00Z', room: 'A', tags: ['X', 'Y'] },
  { title: 'B-X 12.01. 19:00', at: '2030-01-12T18:00:00Z', room: 'B', tags: ['X'] },
  { title: 'A-Y-hidden 13.01. 19:00', at: '2030-01-13T18:00:00Z', room: 'A', tags: ['Y', 'hidden'], series: true },
] as const;

test.before(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const one = async (rows: { id: number }[]) => rows[0]!.id;
  id.roomA = await one(await db.insert(rooms).values({ name: l('Raum A', 'Room A') }).returning({ id: rooms.id }));
  id.roomB = await one(await db.insert(rooms).values({ name: l('Raum B') }).returning({ id: rooms.id }));
  id.tagX = await one(await db.insert(eventTags).values({ name: l('Marke X', 'Tag X') }).returning({ id: eventTags.id }));
  id.tagY = await one(await db.insert(eventTags).values({ name: l('Marke Y') }).returning({ id: eventTags.id }));
  id.hiddenTag = await one(await db.insert(eventTags).values({ name: l('Intern'), showInFilter: false }).returning({ id: eventTags.id }));
  id.hiddenSeries = await one(await db.insert(series).values({ name: l('Verborgene Reihe'), showInFilter: false }).returning({ id: series.id }));
  id.type = await one(await db.insert(exhibitionTypes).values({ slug: 'pruefung', name: l('Prüfung') }).returning({ id: exhibitionTypes.id }));
  const tagIds = { X: id.tagX, Y: id.tagY, hidden: id.hiddenTag };
  const twelveInB = Array.from({ length: 12 }, (_, i) => ({ title: `B-Y ${i + 1}`, at: `2030-02-${String(i + 1).padStart(2, '0')}T18:00:00Z`, room: 'B', tags: ['Y'] }));
  for (const f of [...FIXTURES, ...twelveInB] as { title: string; at: string; room: 'A' | 'B'; tags: (keyof typeof tagIds)[]; type?: boolean; series?: boolean }[]) {
    const eventId = await one(
      await db
        .insert(events)
        .values({
          slug: l('pruef-termin', 'test-date'),
          title: l(f.title),
          startsAt: new Date(f.at),
          roomId: f.room === 'A' ? id.roomA : id.roomB,
          exhibitionTypeId: f.type ? id.type : null,
          seriesId: f.series ? id.hiddenSeries : null,
        })
        .returning({ id: events.id }),
    );
    if (f.tags.length) await db.insert(eventTagLinks).values(f.tags.map((tag) => ({ eventId, tagId: tagIds[tag] })));
    if (f.type) id.first = eventId;
  }
  const groupId = await one(await db.insert(seatGroups).values({ eventId: id.first, seatGroup: 'Parkett' }).returning({ id: seatGroups.id }));
  await db.insert(prices).values([
    { seatGroupId: groupId, eventId: id.first, price: '24.00', saleTypeId: 1, name: l('Vollpreis', 'Full price'), hasDiscounts: true },
    { seatGroupId: groupId, eventId: id.first, price: '12.50', saleTypeId: 2, name: l('Ermäßigt') },
    { seatGroupId: groupId, eventId: id.first, price: '0.00', saleTypeId: 3, name: l('Freikarte') },
  ]);
});

test.after(() => t.close());

type EventListQuery = QueryOf<typeof endpoints.events>;

/** A page of the event list, called as the app calls it. */
const list = (query: EventListQuery, lang: Lang = 'de'): Promise<Paginated<EventListItem>> => callApi(t, endpoints.events, { lang, query });
const titles = (page: Paginated<EventListItem>) => page.results.map((e) => e.title);

test('filters combine with AND across keys, in start order', async () => {
  const page = await list({ room: String(id.roomA), tag: String(id.tagX), date: '01-01-2030' });
  assert.equal(titles(page), ['A-X 09.01. 23:30', 'A-X 10.01. 19:00', 'A-XY 11.01. 19:00']);
  const typed = await list({ room: String(id.roomA), tag: String(id.tagX), type: String(id.type), date: '01-01-2030' });
  assert.equal(titles(typed), ['A-X 10.01. 19:00']);
  assert.equal(titles(await list({ room: String(id.roomB), tag: String(id.tagX), series: String(id.hiddenSeries), date: '01-01-2030' })), []);
});

test('several ids of one key match any of them', async () => {
  const page = await list({ room: `${id.roomA},${id.roomB}`, tag: String(id.tagX), date: '01-01-2030' });
  assert.equal(titles(page), ['A-X 09.01. 23:30', 'A-X 10.01. 19:00', 'A-XY 11.01. 19:00', 'B-X 12.01. 19:00']);
});

test('the date is a lower bound at the start of that Berlin day', async () => {
  const page = await list({ room: String(id.roomA), date: '10-01-2030' });
  assert.equal(titles(page), ['A 10.01. 00:30', 'A-X 10.01. 19:00', 'A-XY 11.01. 19:00', 'A-Y-hidden 13.01. 19:00']);
  assert.is((await list({ room: String(id.roomA), date: '14-01-2030' })).count, 0);
});

test('without a date the list starts today and leaves out past events', async () => {
  const page = await list({ page_size: 50 });
  const now = Date.now() - 24 * 3600_000;
  assert.ok(page.results.length > 0);
  assert.ok(page.results.every((e) => Date.parse(e.starts_at) >= now));
});

test('pages of 10 carry count, next and previous page numbers', async () => {
  const base = { room: String(id.roomB), tag: String(id.tagY), date: '01-01-2030' };
  const first = await list(base);
  assert.equal([first.count, first.next, first.previous, first.results.length], [12, 2, null, 10]);
  const second = await list({ ...base, page: 2 });
  assert.equal([second.count, second.next, second.previous], [12, null, 1]);
  assert.equal(titles(second), ['B-Y 11', 'B-Y 12']);
  const small = await list({ ...base, page: 3, page_size: 5 });
  assert.equal([small.next, small.previous, titles(small)], [null, 2, ['B-Y 11', 'B-Y 12']]);
  const beyond = await list({ ...base, page: 9 });
  assert.equal([beyond.count, beyond.results.length, beyond.next], [12, 0, null]);
});

test('a list item speaks the requested language, links to its page there and shows the lowest price above 0.00', async () => {
  const [item] = (await list({ type: String(id.type), date: '01-01-2030' }, 'en')).results;
  assert.is(item!.url, `/en/events/test-date/${id.first}`);
  assert.equal(item!.room, { id: id.roomA, name: 'Room A' });
  assert.equal(item!.tags, [{ id: id.tagX, name: 'Tag X' }]);
  assert.is(item!.price_min, '12.50');
  const [german] = (await list({ type: String(id.type), date: '01-01-2030' })).results;
  assert.is(german!.url, `/de/programm/pruef-termin/${id.first}`);
  // English falls back to German where it is empty.
  const [fallback] = (await list({ room: String(id.roomB), tag: String(id.tagX), date: '01-01-2030' }, 'en')).results;
  assert.equal(fallback!.room, { id: id.roomB, name: 'Raum B' });
});

test('option lists leave out tags and series not meant for the filter, but filtering by them still works', async () => {
  const tags = (await t.app.inject('/api/event-tags/?lang=en')).json<FilterOption[]>();
  assert.ok(tags.some((o) => o.id === id.tagX && o.name === 'Tag X'));
  assert.not.ok(tags.some((o) => o.id === id.hiddenTag));
  const allSeries = (await t.app.inject('/api/series/')).json<FilterOption[]>();
  assert.not.ok(allSeries.some((o) => o.id === id.hiddenSeries));
  assert.ok(allSeries.length >= 3);
  assert.equal(titles(await list({ tag: String(id.hiddenTag), date: '01-01-2030' })), ['A-Y-hidden 13.01. 19:00']);
});

test('a bad query is a 400 with a message that names the parameter', async () => {
  const cases: [string, string][] = [
    ['date=31-02-2026', 'date must be a valid date in the form DD-MM-YYYY'],
    ['date=2026-02-01', 'date must be a valid date in the form DD-MM-YYYY'],
    ['room=abc', 'room must be a numeric id, or several separated by commas'],
    ['genre=1;2', 'genre must be a numeric id, or several separated by commas'],
    ['page=0', 'page must be a whole number from 1'],
    ['page=abc', 'page must be a whole number from 1'],
    ['page_size=51', 'page_size must be a whole number from 1 to 50'],
  ];
  for (const [query, message] of cases) {
    const res = await t.app.inject(`/de/api/events/?${query}`);
    assert.is(res.statusCode, 400, query);
    assert.equal(res.json(), { message, statusCode: 400 }, query);
  }
  const lang = await t.app.inject('/api/rooms/?lang=fr');
  assert.equal([lang.statusCode, lang.json().message], [400, 'lang must be one of de, en']);
});

test('the event detail carries seat groups with their prices, and prices without 0.00', async () => {
  const res = await t.app.inject(`/en/api/events/${id.first}/`);
  assert.is(res.statusCode, 200, res.body);
  const detail = res.json<EventDetail>();
  assert.equal(detail.urls, { de: `/de/programm/pruef-termin/${id.first}`, en: `/en/events/test-date/${id.first}` });
  assert.equal(detail.prices, ['24.00', '12.50']);
  assert.is(detail.seat_groups.length, 1);
  assert.equal(
    detail.seat_groups[0]!.prices.map((p) => [p.price, p.name, p.sale_type_id, p.has_discounts]),
    [['24.00', 'Full price', 1, true], ['12.50', 'Ermäßigt', 2, false], ['0.00', 'Freikarte', 3, false]],
  );
  assert.equal(detail.exhibition_type, { id: id.type, slug: 'pruefung', name: 'Prüfung' });
  assert.is(detail.container, `event-${id.first}`);
});

test('an unknown event is a 404, a non-numeric id a 400', async () => {
  assert.is((await t.app.inject('/de/api/events/999999/')).statusCode, 404);
  const bad = await t.app.inject('/de/api/events/abc/');
  assert.equal([bad.statusCode, bad.json().message], [400, 'id must be a numeric id']);
});

test('the seed plans a bilingual programme for the next 90 days', async () => {
  const firstDays = await list({ page_size: 50 }, 'en');
  assert.ok(firstDays.count >= 60, `only ${firstDays.count} events`);
  const last = Date.now() + 91 * 24 * 3600_000;
  const seeded = firstDays.results.filter((e) => Date.parse(e.starts_at) < last);
  assert.ok(seeded.some((e) => e.title === 'Nathan the Wise'));
  const counts = await Promise.all(
    ['rooms', 'exhibition-types', 'event-tags', 'series', 'genres', 'seasons', 'production-tags'].map(async (name) => (await t.app.inject(`/api/${name}/`)).json<unknown[]>().length),
  );
  const [roomCount, typeCount, tagCount, seriesCount, genreCount, seasonCount, productionTagCount] = counts as number[];
  assert.ok(roomCount! >= 4 && typeCount! >= 5 && tagCount! >= 8 && seriesCount! >= 3 && genreCount! >= 4, counts.join());
  assert.ok(seasonCount === 2 && productionTagCount! >= 1, counts.join());
  const teasers = (await t.app.inject('/de/api/teasers/')).json<{ position: string }[]>();
  assert.ok(teasers.length >= 3);
});

test.run();
