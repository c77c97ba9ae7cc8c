import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDate, formatPrice, formatQueryDate, formatTime, formatTimeslot, isChargeable, parseQueryDate } from '../../common/format';

test('a price drops ".00" and shows the euro sign after the amount', () => {
  assert.is(formatPrice('12.00'), '12 €');
  assert.is(formatPrice(30), '30 €');
});

test('a price with cents uses a decimal comma', () => {
  assert.is(formatPrice('9.50'), '9,50 €');
  assert.is(formatPrice('0.5'), '0,50 €');
  assert.is(formatPrice(12.345), '12,35 €');
});

test('a price takes another currency sign from the design settings', () => {
  assert.is(formatPrice('15.00', 'CHF'), '15 CHF');
});

test('a price that is not a number is shown as the shop sent it', () => {
  assert.is(formatPrice('auf Anfrage'), 'auf Anfrage');
});

test('"0.00" and empty prices are not chargeable; real prices are', () => {
  assert.not.ok(isChargeable('0.00'));
  assert.not.ok(isChargeable('0'));
  assert.not.ok(isChargeable(''));
  assert.not.ok(isChargeable(null));
  assert.not.ok(isChargeable('free'));
  assert.ok(isChargeable('0.01'));
  assert.ok(isChargeable('12.00'));
});

test('a date shows day, short month and year in the language', () => {
  assert.is(formatDate('2026-03-14T18:00:00Z', 'de'), '14. März 2026');
  assert.is(formatDate('2026-03-14T18:00:00Z', 'en'), '14 Mar 2026');
});

test('a date is the Berlin calendar day, not the device or UTC day', () => {
  // 23:30 UTC on 31 Dec is already New Year in Berlin (UTC+1 in winter), 22:30 UTC on 30 June is 1 July (UTC+2).
  assert.is(formatDate(new Date('2025-12-31T23:30:00Z'), 'de'), '1. Jan. 2026');
  assert.is(formatDate(new Date('2026-06-30T22:30:00Z'), 'en'), '1 Jul 2026');
});

test('an invalid date formats as empty text', () => {
  assert.is(formatDate('not a date', 'de'), '');
});

test('a time is HH:MM with "Uhr" in German and without in English, in Berlin time', () => {
  assert.is(formatTime(new Date('2026-01-15T18:30:00Z'), 'de'), '19:30 Uhr');
  assert.is(formatTime(new Date('2026-01-15T18:30:00Z'), 'en'), '19:30');
});

test('times follow the clock change: the same UTC hour is an hour later in Berlin summer time', () => {
  // DST starts 29 March 2026 at 02:00 and ends 25 October 2026 at 03:00 (Europe/Berlin).
  assert.is(formatTime('2026-03-29T00:30:00Z', 'de'), '01:30 Uhr');
  assert.is(formatTime('2026-03-29T01:30:00Z', 'de'), '03:30 Uhr');
  assert.is(formatTime('2026-10-25T00:30:00Z', 'en'), '02:30');
  assert.is(formatTime('2026-10-25T01:30:00Z', 'en'), '02:30');
});

test('a wall-clock time from the ticket shop is kept as it is', () => {
  assert.is(formatTime('19:30:00', 'de'), '19:30 Uhr');
  assert.is(formatTime('09:05', 'en'), '09:05');
});

test('a timeslot shows its first five characters', () => {
  assert.is(formatTimeslot('14:00:00'), '14:00');
});

test('a query date is the start of that day in Berlin', () => {
  assert.is(parseQueryDate('14-03-2026')?.toISOString(), '2026-03-13T23:00:00.000Z');
  assert.is(parseQueryDate('01-07-2026')?.toISOString(), '2026-06-30T22:00:00.000Z');
});

test('query dates on the days the clocks change start at midnight Berlin time', () => {
  assert.is(parseQueryDate('29-03-2026')?.toISOString(), '2026-03-28T23:00:00.000Z');
  assert.is(parseQueryDate('30-03-2026')?.toISOString(), '2026-03-29T22:00:00.000Z');
  assert.is(parseQueryDate('25-10-2026')?.toISOString(), '2026-10-24T22:00:00.000Z');
  assert.is(parseQueryDate('26-10-2026')?.toISOString(), '2026-10-25T23:00:00.000Z');
});

test('days that do not exist and other formats are not query dates', () => {
  for (const value of ['31-02-2026', '29-02-2025', '00-01-2026', '32-01-2026', '01-13-2026', '1-3-2026', '2026-03-14', '14.03.2026', '', 'abc', null, undefined]) {
    assert.is(parseQueryDate(value), null, String(value));
  }
  assert.ok(parseQueryDate('29-02-2028'), 'a leap day is a date');
});

test('a query date formats back to DD-MM-YYYY on the Berlin calendar', () => {
  assert.is(formatQueryDate(new Date('2026-03-13T23:30:00Z')), '14-03-2026');
  for (const value of ['01-01-2026', '29-03-2026', '25-10-2026', '31-12-2026']) {
    assert.is(formatQueryDate(parseQueryDate(value)!), value);
  }
});

test.run();
