/**
 * The days an event list module shows (SPEC §3 Event list): `next_3_days` is today and the two days
 * after; `weekend` is the coming Friday to Sunday (this one while it lasts); otherwise `date_from`
 * (default today) to `date_to` (open when empty). Days are Berlin days as DD-MM-YYYY.
 */
import { berlinWallClock, formatQueryDate } from '../../format';

export interface DayRange {
  from: string;
  /** Last day shown, or null for no end. */
  to: string | null;
}

const DAY_MS = 86_400_000;
/** A calendar day as a UTC date, for day arithmetic without time zones. */
const calendarDay = (date: Date) => {
  const w = berlinWallClock(date);
  return new Date(Date.UTC(w.year, w.month - 1, w.day));
};
const asQuery = (day: Date) =>
  `${String(day.getUTCDate()).padStart(2, '0')}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${day.getUTCFullYear()}`;
/** "2026-03-14" (the editor's date field) as "14-03-2026". */
const isoToQuery = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : null);

export function dayRange(data: { date_from?: string | null; date_to?: string | null; filters?: string | null }, now: Date = new Date()): DayRange {
  const today = calendarDay(now);
  if (data.filters === 'next_3_days') return { from: asQuery(today), to: asQuery(new Date(today.getTime() + 2 * DAY_MS)) };
  if (data.filters === 'weekend') {
    const weekday = today.getUTCDay(); // 0 Sunday … 6 Saturday
    const toFriday = weekday === 0 ? -2 : 5 - weekday;
    const friday = new Date(today.getTime() + toFriday * DAY_MS);
    return { from: asQuery(toFriday < 0 ? today : friday), to: asQuery(new Date(friday.getTime() + 2 * DAY_MS)) };
  }
  const from = (data.date_from && isoToQuery(data.date_from)) || formatQueryDate(now);
  return { from, to: (data.date_to && isoToQuery(data.date_to)) || null };
}
