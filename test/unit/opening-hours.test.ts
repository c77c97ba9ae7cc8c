import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OpeningHoursEntry, OpeningHoursToday } from '../../common/api/types';
import { openingStatus, venueMinutes } from '../../common/opening-hours';

const hours = (time_from: string | null, time_to: string | null, extra: Partial<OpeningHoursEntry> = {}): OpeningHoursEntry => ({
  time_from,
  time_to,
  closed: false,
  alternative_text: '',
  alternative_link_url: '',
  ...extra,
});

const day = (opening_hours: OpeningHoursEntry[], opening_hours_exceptions: OpeningHoursEntry[] = []): OpeningHoursToday => ({
  date: '2024-06-04',
  opening_hours,
  opening_hours_exceptions,
});

/** 2024-06-04 is summer time in Berlin: UTC+2. */
const berlin = (time: string) => new Date(`2024-06-04T${time}:00+02:00`);

const regular = day([hours('10:00', '18:00')]);

test('before opening the venue is early', () => {
  assert.is(openingStatus(regular, berlin('09:59')).state, 'early');
});

test('from opening time until just before closing the venue is open', () => {
  assert.is(openingStatus(regular, berlin('10:00')).state, 'open');
  assert.is(openingStatus(regular, berlin('17:59')).state, 'open');
});

test('at and after closing time the venue is late', () => {
  assert.is(openingStatus(regular, berlin('18:00')).state, 'late');
  assert.is(openingStatus(regular, berlin('23:30')).state, 'late');
});

test('the ranges of the day are given out as HH:MM', () => {
  assert.equal(openingStatus(regular, berlin('12:00')).ranges, [{ from: '10:00', to: '18:00' }]);
});

test('a closed day is late all day and carries its note and link', () => {
  const closed = day([hours(null, null, { closed: true, alternative_text: 'Heute geschlossen', alternative_link_url: '/de/besuch' })]);
  const status = openingStatus(closed, berlin('08:00'));
  assert.is(status.state, 'late');
  assert.equal(status.ranges, []);
  assert.is(status.text, 'Heute geschlossen');
  assert.is(status.link, '/de/besuch');
});

test('an exception replaces the weekly hours of the day', () => {
  const shortened = day([hours('10:00', '18:00')], [hours('14:00', '16:00', { alternative_text: 'Verkürzte Öffnungszeiten' })]);
  assert.is(openingStatus(shortened, berlin('11:00')).state, 'early');
  assert.is(openingStatus(shortened, berlin('15:00')).state, 'open');
  assert.is(openingStatus(shortened, berlin('17:00')).state, 'late');
  assert.is(openingStatus(shortened, berlin('15:00')).text, 'Verkürzte Öffnungszeiten');
});

test('a closing exception closes a regular opening day', () => {
  const holiday = day([hours('10:00', '18:00')], [hours(null, null, { closed: true })]);
  assert.is(openingStatus(holiday, berlin('12:00')).state, 'late');
});

test('overlapping and touching ranges are merged into one', () => {
  const split = day([hours('14:00', '18:00'), hours('10:00', '14:00'), hours('12:00', '15:00')]);
  assert.equal(openingStatus(split, berlin('12:00')).ranges, [{ from: '10:00', to: '18:00' }]);
});

test('in the gap between two ranges the venue is early again', () => {
  const lunchBreak = day([hours('10:00', '13:00'), hours('14:00', '18:00')]);
  assert.equal(openingStatus(lunchBreak, berlin('13:30')).ranges, [
    { from: '10:00', to: '13:00' },
    { from: '14:00', to: '18:00' },
  ]);
  assert.is(openingStatus(lunchBreak, berlin('13:30')).state, 'early');
  assert.is(openingStatus(lunchBreak, berlin('14:30')).state, 'open');
});

test('a range ending at 00:00 lasts until midnight', () => {
  const night = day([hours('18:00', '00:00')]);
  assert.is(openingStatus(night, berlin('23:59')).state, 'open');
});

test('times are compared on the Berlin clock, not in UTC', () => {
  // 08:30 UTC is 10:30 in Berlin in summer.
  assert.is(openingStatus(regular, new Date('2024-06-04T08:30:00Z')).state, 'open');
  // 16:30 UTC is 18:30 in Berlin.
  assert.is(openingStatus(regular, new Date('2024-06-04T16:30:00Z')).state, 'late');
});

test('on the day summer time starts the same UTC hour lands an hour later on the venue clock', () => {
  const noon = day([hours('12:00', '18:00')]);
  // 2024-03-30: CET, 10:30 UTC = 11:30 Berlin.
  assert.is(openingStatus(noon, new Date('2024-03-30T10:30:00Z')).state, 'early');
  // 2024-03-31: CEST from 02:00 on, 10:30 UTC = 12:30 Berlin.
  assert.is(openingStatus(noon, new Date('2024-03-31T10:30:00Z')).state, 'open');
});

test('on the day summer time ends the venue clock falls back an hour', () => {
  const evening = day([hours('10:00', '18:00')]);
  // 2024-10-27: CET from 03:00 on, 16:30 UTC = 17:30 Berlin (in summer time it would be 18:30).
  assert.is(openingStatus(evening, new Date('2024-10-27T16:30:00Z')).state, 'open');
  assert.is(openingStatus(evening, new Date('2024-10-26T16:30:00Z')).state, 'late');
});

test("the venue's minutes from the day's offset are Intl's, on ordinary days, the days the clocks change and around midnight", () => {
  // 2026-03-29 and 2026-10-25: the clocks change at 01:00 UTC; the days before and after do not.
  for (const day of ['2026-01-15', '2026-03-28', '2026-03-29', '2026-03-30', '2026-07-01', '2026-10-24', '2026-10-25', '2026-10-26']) {
    const midnight = Date.parse(`${day}T00:00:00Z`);
    for (let minute = -180; minute < 27 * 60; minute += 7) {
      const now = new Date(midnight + minute * 60_000);
      assert.is(venueMinutes(now, day), venueMinutes(now), `${day} at ${now.toISOString()}`);
    }
  }
});

test.run();
