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
