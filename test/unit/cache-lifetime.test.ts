import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OpeningHoursToday } from '../../common/api/types';
import { nextBerlinMidnight, nextOpeningChange } from '../../server/cache/next-change';
import { sharedCacheControl } from '../../server/features/http/public-cache';

const entry = (from: string, to: string) => ({ time_from: from, time_to: to, closed: false, alternative_text: '', alternative_link_url: '' });
const today: OpeningHoursToday = { date: '2026-07-01', opening_hours: [entry('10:00', '14:00'), entry('14:00', '18:00')], opening_hours_exceptions: [] };

test('a page showing the opening status is kept until it opens, then until it closes, then nothing changes before midnight', () => {
  // Summer time: Berlin is UTC+2.
  assert.is(new Date(nextOpeningChange(today, new Date('2026-07-01T07:00:00Z'))).toISOString(), '2026-07-01T08:00:00.000Z');
  assert.is(new Date(nextOpeningChange(today, new Date('2026-07-01T10:00:00Z'))).toISOString(), '2026-07-01T16:00:00.000Z');
  assert.is(nextOpeningChange(today, new Date('2026-07-01T17:00:00Z')), Number.POSITIVE_INFINITY);
});

test('the remembered answer for one opening-hours object holds only until it passes, on the same day, and not for an earlier instant', () => {
  const shared: OpeningHoursToday = { ...today, opening_hours: [entry('10:00', '18:00')] };
  const at = (iso: string) => new Date(nextOpeningChange(shared, new Date(iso))).toISOString();
  assert.is(at('2026-07-01T09:00:00Z'), '2026-07-01T16:00:00.000Z');
  assert.is(at('2026-07-01T12:00:00Z'), '2026-07-01T16:00:00.000Z');
  // Asked for an earlier instant than the remembered one: before opening, the opening is next.
  assert.is(at('2026-07-01T07:00:00Z'), '2026-07-01T08:00:00.000Z');
  assert.is(nextOpeningChange(shared, new Date('2026-07-01T16:00:00Z')), Number.POSITIVE_INFINITY);
  // The next day: nothing remembered from the day before (it opens at 10:00 Berlin time again).
  assert.is(at('2026-07-02T06:00:00Z'), '2026-07-02T08:00:00.000Z');
});

test('exceptions replace the weekly hours for the day', () => {
  const closed = { ...today, opening_hours_exceptions: [{ ...entry('', ''), closed: true }] };
  assert.is(nextOpeningChange(closed, new Date('2026-07-01T07:00:00Z')), Number.POSITIVE_INFINITY);
});

test('Berlin midnight is the next day in Berlin, across the change to winter time', () => {
  // 01:30 on the day summer time ends: the next midnight is winter time's, UTC+1.
  assert.is(nextBerlinMidnight(new Date('2026-10-24T23:30:00Z')).toISOString(), '2026-10-25T23:00:00.000Z');
  assert.is(nextBerlinMidnight(new Date('2026-07-01T21:59:00Z')).toISOString(), '2026-07-01T22:00:00.000Z');
});

test('the shared lifetime never reaches past the next change: fresh, then stale-while-revalidate, within the time left', () => {
  const now = 1_000_000;
  assert.is(sharedCacheControl('page', now + 3_600_000, now), 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  assert.is(sharedCacheControl('api', now + 3_600_000, now), 'public, max-age=60, stale-while-revalidate=300');
  assert.is(sharedCacheControl('page', now + 90_000, now), 'public, max-age=0, s-maxage=60, stale-while-revalidate=30');
  assert.is(sharedCacheControl('api', now + 20_000, now), 'public, max-age=20');
  assert.is(sharedCacheControl('page', now + 500, now), 'public, no-cache');
  assert.is(sharedCacheControl('page', Number.POSITIVE_INFINITY, now), 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
});

test.run();
