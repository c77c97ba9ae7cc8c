/**
 * common/format/berlin.ts reads Berlin's clock through Intl (no zone library in the visitor app's
 * route chunks); the server's zone maths is @date-fns/tz. Both must agree to the minute, across a
 * whole year and the two clock changes, or a day in the programme would start at a different instant
 * in the browser than on the server.
 */
import { TZDate } from '@date-fns/tz';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { berlinInputValue, berlinStartOfDay, berlinWallClock, fromBerlinInput, TIME_ZONE } from '../../common/format/berlin';
import { formatBerlinDateTime, formatStoredDate } from '../../common/format/berlin-display';

test('the wall clock at every quarter hour of 2026 and of the clock-change nights is the one @date-fns/tz reads', () => {
  const start = Date.UTC(2025, 11, 31, 22);
  for (let time = start; time < start + 366 * 86_400_000; time += 15 * 60_000 + 7_000) {
    const t = new TZDate(time, TIME_ZONE);
    const expected = { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate(), hour: t.getHours(), minute: t.getMinutes(), second: t.getSeconds() };
    assert.equal(berlinWallClock(new Date(time)), expected, new Date(time).toISOString());
  }
});

test('every day of 2026 and 2027 begins at the instant @date-fns/tz gives', () => {
  for (let day = new Date(Date.UTC(2026, 0, 1)); day.getUTCFullYear() < 2028; day = new Date(day.getTime() + 86_400_000)) {
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
    assert.is(berlinStartOfDay(y, m + 1, d).getTime(), new TZDate(y, m, d, TIME_ZONE).getTime(), day.toISOString());
  }
});

test('a Berlin time an editor enters is the instant @date-fns/tz gives, also in the hours the clocks change', () => {
  const pad = (n: number) => String(n).padStart(2, '0');
  for (const [y, m, d] of [[2026, 3, 29], [2026, 10, 25], [2026, 6, 1], [2027, 3, 28], [2027, 10, 31]] as const) {
    for (let minutes = 0; minutes < 24 * 60; minutes += 10) {
      const [h, mi] = [Math.floor(minutes / 60), minutes % 60];
      const value = `${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
      assert.is(fromBerlinInput(value), new Date(new TZDate(y, m - 1, d, h, mi, TIME_ZONE).getTime()).toISOString(), value);
    }
  }
  // The hour the spring change skips moves on to summer time; a repeated autumn hour is the winter one.
  assert.is(fromBerlinInput('2026-03-29T02:30'), '2026-03-29T01:30:00.000Z');
  assert.is(fromBerlinInput('2026-10-25T02:30'), '2026-10-25T01:30:00.000Z');
  assert.is(berlinInputValue('2026-10-24T23:30:00.000Z'), '2026-10-25T01:30');
});

test('an editor reads an instant as Berlin time in the UI language, also across both clock changes', () => {
  // The example: an event at 19:30 in Berlin is stored as 18:30 UTC in winter.
  assert.is(formatBerlinDateTime('2027-02-22T18:30:00.000Z', 'de'), '22.02.2027, 19:30');
  assert.is(formatBerlinDateTime('2027-02-22T18:30:00.000Z', 'en'), '22/02/2027, 19:30');
  // Last Sunday of March 2026: 01:59 winter time, then the clock jumps from 02:00 to 03:00.
  assert.is(formatBerlinDateTime('2026-03-29T00:59:00.000Z', 'de'), '29.03.2026, 01:59');
  assert.is(formatBerlinDateTime('2026-03-29T01:00:00.000Z', 'de'), '29.03.2026, 03:00');
  assert.is(formatBerlinDateTime('2026-03-29T01:00:00.000Z', 'en'), '29/03/2026, 03:00');
  // Last Sunday of October 2026: 02:30 happens twice, once in summer and once in winter time.
  assert.is(formatBerlinDateTime('2026-10-25T00:30:00.000Z', 'de'), '25.10.2026, 02:30');
  assert.is(formatBerlinDateTime('2026-10-25T01:30:00.000Z', 'de'), '25.10.2026, 02:30');
  assert.is(formatBerlinDateTime('2026-10-25T02:30:00.000Z', 'en'), '25/10/2026, 03:30');
  // Summer time all day in between; the audit log adds seconds.
  assert.is(formatBerlinDateTime(new Date('2026-07-01T21:59:05.000Z'), 'de', true), '01.07.2026, 23:59:05');
  assert.is(formatBerlinDateTime('2026-07-01T22:00:00.000Z', 'de'), '02.07.2026, 00:00');
  assert.is(formatBerlinDateTime('nonsense', 'de'), '');
  assert.is(formatBerlinDateTime(null, 'en'), '');
});

test('what an editor reads is what the same form field shows when opened, and typing it back stores the same instant around the clock changes', () => {
  for (const iso of ['2026-03-29T00:59:00.000Z', '2026-03-29T01:00:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z', '2027-03-28T01:15:00.000Z', '2027-10-31T02:00:00.000Z']) {
    const typed = berlinInputValue(iso);
    const [date, time] = typed.split('T') as [string, string];
    const [y, m, d] = date.split('-');
    assert.is(formatBerlinDateTime(iso, 'de'), `${d}.${m}.${y}, ${time}`, iso);
    // The repeated autumn hour is ambiguous when typed: the form stores its winter-time instant (as @date-fns/tz).
    const back = fromBerlinInput(typed)!;
    assert.ok(back === iso || Date.parse(back) - Date.parse(iso) === 3_600_000, `${iso} → ${typed} → ${back}`);
  }
  // Typed in the spring gap, 02:30 does not exist: it is stored as 03:30 summer time and read back so.
  assert.is(formatBerlinDateTime(fromBerlinInput('2026-03-29T02:30'), 'de'), '29.03.2026, 03:30');
  assert.is(formatBerlinDateTime(fromBerlinInput('2026-10-25T03:00'), 'en'), '25/10/2026, 03:00');
});

test('a date field reads as its day when it holds a day, and as Berlin date and time when it holds an instant', () => {
  assert.is(formatStoredDate('2026-03-29', 'de'), '29.03.2026');
  assert.is(formatStoredDate('2026-10-25', 'en'), '25/10/2026');
  assert.is(formatStoredDate('2026-10-24T22:30:00.000Z', 'de'), '25.10.2026, 00:30');
  assert.is(formatStoredDate(null, 'de'), '');
});

test.run();
