import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OpeningHoursToday } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { openingHours, openingHoursExceptions } from '../../server/db/schema';
import { loadOpeningHoursToday, venueDay } from '../../server/features/opening-hours/opening-hours-service';
import { now } from '../../server/clock';
import { createTestApp, type TestApp } from '../helpers/app';
import { oneBerlinDay } from '../helpers/quiet-clock';
import { json } from './fixtures';

let t: TestApp;
let resetClock: () => void;
let today: { date: string; weekday: number };

test.before(async () => {
  resetClock = oneBerlinDay();
  today = venueDay(now());
  t = await createTestApp();
  const db = t.database.db;
  await db.delete(openingHours);
  await db.delete(openingHoursExceptions);
  // Every weekday opens at a different hour, so the answer shows which weekday the server picked.
  await db.insert(openingHours).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, timeFrom: `${String(weekday + 8).padStart(2, '0')}:00`, timeTo: '18:00' })),
  );
  await db.insert(openingHours).values({ weekday: today.weekday, timeFrom: null, timeTo: null, closed: false, alternativeText: l('Abends Konzert', 'Concert tonight'), alternativeLinkUrl: '/de/programm' });
  await db.insert(openingHoursExceptions).values([
    { day: today.date, timeFrom: '12:00', timeTo: '14:00', alternativeText: l('Verkürzt wegen Aufbau', 'Shortened for set-up') },
    { day: '2001-01-01', closed: true },
  ]);
});
test.after(async () => {
  await t.close();
  resetClock();
});

test('today is the venue day in Europe/Berlin, not the server clock', () => {
  // 23:30 UTC on a Monday is already Tuesday 00:30 in Berlin (winter time).
  assert.equal(venueDay(new Date('2024-03-04T23:30:00Z')), { date: '2024-03-05', weekday: 2 });
  // Summer time: 22:30 UTC on Sunday is Monday 00:30.
  assert.equal(venueDay(new Date('2024-06-09T22:30:00Z')), { date: '2024-06-10', weekday: 1 });
  assert.equal(venueDay(new Date('2024-06-09T21:30:00Z')), { date: '2024-06-09', weekday: 7 });
});

test("the answer holds today's weekly rows and today's exceptions only", async () => {
  const res = await t.app.inject({ url: '/api/opening-hours-today/' });
  assert.is(res.statusCode, 200);
  const body = json<OpeningHoursToday>(res);
  assert.is(body.date, today.date);
  const weekly = body.opening_hours.filter((e) => e.time_from);
  assert.equal(weekly.map((e) => e.time_from), [`${String(today.weekday + 8).padStart(2, '0')}:00`]);
  assert.is(body.opening_hours.length, 2);
  assert.equal(body.opening_hours_exceptions.map((e) => [e.time_from, e.time_to]), [['12:00', '14:00']]);
});

test('texts follow ?lang= and the /{locale}/ prefix', async () => {
  const en = json<OpeningHoursToday>(await t.app.inject({ url: '/api/opening-hours-today/?lang=en' }));
  assert.is(en.opening_hours_exceptions[0]!.alternative_text, 'Shortened for set-up');
  const de = json<OpeningHoursToday>(await t.app.inject({ url: '/de/api/opening-hours-today/' }));
  assert.is(de.opening_hours_exceptions[0]!.alternative_text, 'Verkürzt wegen Aufbau');
  const enPrefix = json<OpeningHoursToday>(await t.app.inject({ url: '/en/api/opening-hours-today' }));
  assert.ok(enPrefix.opening_hours.some((e) => e.alternative_text === 'Concert tonight' && e.alternative_link_url === '/de/programm'));
});

test('an unknown language is 400 in the query and 404 in the path', async () => {
  assert.is((await t.app.inject({ url: '/api/opening-hours-today/?lang=fr' })).statusCode, 400);
  assert.is((await t.app.inject({ url: '/fr/api/opening-hours-today/' })).statusCode, 404);
});

test('an exception day of the past is found on its own day', async () => {
  const body = await loadOpeningHoursToday(t.database.db, 'de', new Date('2001-01-01T10:00:00Z'));
  assert.is(body.opening_hours_exceptions.length, 1);
  assert.is(body.opening_hours_exceptions[0]!.closed, true);
  // 2001-01-01 was a Monday: its weekly row opens at 09:00. On a Monday the extra row for "today"
  // (no hours, only a text) is a Monday row too, so only rows with hours are compared.
  assert.equal(body.opening_hours.filter((e) => e.time_from).map((e) => e.time_from), ['09:00']);
});

test.run();
