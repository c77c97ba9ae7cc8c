/**
 * Opening status for the top bar (SPEC §4 "Opening hours status: early, open, late (closed).
 * Exceptions override normal hours; several ranges merged."). Pure, so the server, the visitor app
 * and the tests agree on one answer for one instant.
 */
import type { OpeningHoursEntry, OpeningHoursToday } from './api/types';
import { berlinOffsetAt, berlinWallClock } from './format/berlin';

export type OpeningState = 'early' | 'open' | 'late';

export interface OpeningRange {
  from: string;
  to: string;
}

export interface OpeningStatus {
  state: OpeningState;
  ranges: OpeningRange[];
  text?: string;
  link?: string;
}

const MINUTES_PER_DAY = 24 * 60;

const DAY_MS = MINUTES_PER_DAY * 60_000;

/**
 * Minutes since midnight at the venue. Given the venue's `day` ("2026-11-28", the one the opening
 * hours are for), they come from Berlin's offset that day, an answer the server's render already
 * knew (common/format/intl-answers.ts), so the top bar costs a page's hydration no Intl; Berlin's
 * wall clock (Intl's) on the two days a year the clocks change, and when `now` is on another day.
 */
export function venueMinutes(now: Date, day?: string): number {
  const midnightUtc = day ? Date.parse(`${day}T00:00:00Z`) : NaN;
  if (!Number.isNaN(midnightUtc)) {
    const offset = berlinOffsetAt(midnightUtc);
    // The clocks change at 01:00 UTC: a change on `day` gives the day's two ends different offsets.
    if (offset === berlinOffsetAt(midnightUtc + DAY_MS - 60_000)) {
      const minutes = Math.floor((now.getTime() + offset - midnightUtc) / 60_000);
      if (minutes >= 0 && minutes < MINUTES_PER_DAY) return minutes;
    }
  }
  const { hour, minute } = berlinWallClock(now);
  return hour * 60 + minute;
}

function parseTime(value: string | null): number | null {
  const m = value ? /^(\d{1,2}):(\d{2})/.exec(value) : null;
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= MINUTES_PER_DAY ? minutes : null;
}

const formatTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface Span {
  from: number;
  to: number;
}

/** Overlapping or touching ranges become one ("10–14" and "14–18" read "10–18"). */
function merge(entries: OpeningHoursEntry[]): Span[] {
  const spans: Span[] = [];
  for (const entry of entries) {
    if (entry.closed) continue;
    const from = parseTime(entry.time_from);
    let to = parseTime(entry.time_to);
    if (from === null || to === null) continue;
    // "18:00–00:00" means open until midnight.
    if (to === 0) to = MINUTES_PER_DAY;
    if (to > from) spans.push({ from, to });
  }
  spans.sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

/** The minutes of today at which the status changes (each range's start and end), for caches. */
export function openingBoundaries(today: OpeningHoursToday): number[] {
  const entries = today.opening_hours_exceptions.length > 0 ? today.opening_hours_exceptions : today.opening_hours;
  return merge(entries).flatMap((s) => [s.from, s.to]);
}

/**
 * Today's status at `now`: before (or between) the opening ranges 'early', inside one 'open',
 * after the last one or on a closed day 'late'. The day's exceptions, when there are any, replace
 * the weekly hours entirely.
 */
export function openingStatus(today: OpeningHoursToday, now: Date): OpeningStatus {
  const entries = today.opening_hours_exceptions.length > 0 ? today.opening_hours_exceptions : today.opening_hours;
  const spans = merge(entries);
  const minutes = venueMinutes(now, today.date);
  let state: OpeningState = 'late';
  if (spans.some((s) => minutes >= s.from && minutes < s.to)) state = 'open';
  else if (spans.some((s) => minutes < s.from)) state = 'early';

  const status: OpeningStatus = { state, ranges: spans.map((s) => ({ from: formatTime(s.from), to: formatTime(s.to) })) };
  const note = entries.find((e) => e.alternative_text);
  if (note) status.text = note.alternative_text;
  const link = entries.find((e) => e.alternative_link_url);
  if (link) status.link = link.alternative_link_url;
  return status;
}
