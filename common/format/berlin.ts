/**
 * Calendar arithmetic in the venue's time zone (SPEC §9: Europe/Berlin). @date-fns/tz does the
 * zone maths (daylight-saving changes included); this file only names what the app asks of it.
 */
import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from './time-zone';

export { TIME_ZONE };

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in Berlin shows at this instant. */
export function berlinWallClock(date: Date): WallClock {
  const t = new TZDate(date.getTime(), TIME_ZONE);
  return { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate(), hour: t.getHours(), minute: t.getMinutes(), second: t.getSeconds() };
}

/** The instant a day (month 1–12) begins in Berlin. */
export function berlinStartOfDay(year: number, month: number, day: number): Date {
  return new Date(new TZDate(year, month - 1, day, TIME_ZONE).getTime());
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` control shows it in Berlin ("2026-06-01T14:32"); '' for none. */
export function berlinInputValue(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  const c = berlinWallClock(new Date(iso));
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/** A `datetime-local` value read as Berlin time, as the ISO instant the API stores (issue #11: editors schedule in Berlin time, wherever their laptop is). */
export function fromBerlinInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, TIME_ZONE).getTime()).toISOString();
}
