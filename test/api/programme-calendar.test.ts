/**
 * GET /api/calendar/ and the events date bound count Europe/Berlin days: around midnight
 * and across both daylight-saving changes of 2026 (29 March, 25 October). Instants are written in UTC
 * here on purpose, so the test does not share the code it checks.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CalendarDays, EventListItem } from '../../common/api/programme';
import type { Paginated } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { eventTagLinks, eventTags, events, rooms } from '../../server/db/schema';
import { setClockOffset } from '../../server/clock';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let room: number;
let tag: number;

/** [UTC instant, what it is in Berlin] */
const INSTANTS = [
  ['2026-03-28T22:30:00Z', 'Sat 28-03 23:30 CET'],
  ['2026-03-28T23:30:00Z', 'Sun 29-03 00:30 CET'],
  ['2026-03-29T01:30:00Z', 'Sun 29-03 03:30 CEST, just after the change'],
  ['2026-03-29T21:30:00Z', 'Sun 29-03 23:30 CEST'],
  ['2026-03-29T22:15:00Z', 'Mon 30-03 00:15 CEST'],
  ['2026-10-24T22:30:00Z', 'Sun 25-10 00:30 CEST'],
  ['2026-10-25T22:30:00Z', 'Sun 25-10 23:30 CET, after the change back'],
  ['2026-10-25T23:30:00Z', 'Mon 26-10 00:30 CET'],
] as const;

test.before(async () => {
  // Lists drop events that have started: the server's clock stands before all of 2026's.
  setClockOffset(Date.parse('2026-01-01T00:00:00Z') - Date.now());
  t = await createTestApp();
  const db = t.database.db;
  [{ id: room }] = (await db.insert(rooms).values({ name: l('Prüfraum', 'Test room') }).returning({ id: rooms.id })) as [{ id: number }];
  [{ id: tag }] = (await db.insert(eventTags).values({ name: l('Prüfmarke') }).returning({ id: eventTags.id })) as [{ id: number }];
  const rows = await db
    .insert(events)
    .values(INSTANTS.map(([iso, label]) => ({ slug: l('pruefung'), title: l(label), startsAt: new Date(iso), roomId: room })))
    .returning({ id: events.id });
  // Only the October events carry the tag.
  await db.insert(eventTagLinks).values(rows.slice(5).map((r) => ({ eventId: r.id, tagId: tag })));
});

test.after(async () => {
  setClockOffset(0);
  await t.close();
});

async function calendar(query: string): Promise<string[]> {
  const res = await t.app.inject(`/api/calendar/?${query}`);
  assert.is(res.statusCode, 200, res.body);
  return res.json<CalendarDays>().dates;
}

test('the calendar lists each Berlin day with an event once, in order, counting 23:30 to its own day and 00:30 to the next', async () => {
  assert.equal(await calendar(`room=${room}&date=01-03-2026`), ['28-03-2026', '29-03-2026', '30-03-2026', '25-10-2026', '26-10-2026']);
});

test('the calendar starts at the start of the Berlin day given, not the UTC day', async () => {
  // 00:30 on 29 March in Berlin is still 28 March in UTC, and belongs to the 29th.
  assert.equal(await calendar(`room=${room}&date=29-03-2026`), ['29-03-2026', '30-03-2026', '25-10-2026', '26-10-2026']);
  assert.equal(await calendar(`room=${room}&date=26-10-2026`), ['26-10-2026']);
});

test('the calendar applies the filters, combined with AND', async () => {
  assert.equal(await calendar(`room=${room}&tag=${tag}&date=01-03-2026`), ['25-10-2026', '26-10-2026']);
  assert.equal(await calendar(`room=${room}&tag=${tag}&date=26-10-2026&type=999999`), []);
});

test('the events list from a day starts with the event at 00:30 Berlin time of that day', async () => {
  const res = await t.app.inject(`/en/api/events/?room=${room}&date=29-03-2026`);
  const body = res.json<Paginated<EventListItem>>();
  assert.is(body.count, 7);
  assert.is(body.results[0]!.title, 'Sun 29-03 00:30 CET');
  assert.is(body.results[0]!.starts_at, '2026-03-28T23:30:00.000Z');
});

test('the events list from the day of the October change includes its first hour in summer time', async () => {
  const res = await t.app.inject(`/de/api/events/?room=${room}&date=25-10-2026`);
  assert.equal(
    res.json<Paginated<EventListItem>>().results.map((e) => e.title),
    ['Sun 25-10 00:30 CEST', 'Sun 25-10 23:30 CET, after the change back', 'Mon 26-10 00:30 CET'],
  );
});

test('a bad calendar query is a 400 with a clear message', async () => {
  for (const [query, message] of [
    ['date=31-02-2026', 'date must be a valid date in the form DD-MM-YYYY'],
    ['date=2026-02-01', 'date must be a valid date in the form DD-MM-YYYY'],
    ['room=abc', 'room must be a numeric id, or several separated by commas'],
    ['tag=-1', 'tag must be a numeric id, or several separated by commas'],
  ]) {
    const res = await t.app.inject(`/api/calendar/?${query}`);
    assert.is(res.statusCode, 400, query);
    assert.equal(res.json(), { message, statusCode: 400 });
  }
});

test.run();
