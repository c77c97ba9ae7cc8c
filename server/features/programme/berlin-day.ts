/**
 * Days of the programme are Europe/Berlin days (SPEC §9): a query date DD-MM-YYYY stands
 * for the instant that day begins in Berlin, whatever the server's own zone and whichever side of a
 * daylight-saving change it falls on.
 */
import { berlinStartOfDay, berlinWallClock, parseQueryDate as parseBerlinDay } from '../../../common/format';
import { now as serverNow } from '../../clock';
import { badRequest } from '../../errors';
export const DATE_MESSAGE = 'date must be a valid date in the form DD-MM-YYYY';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day of "DD-MM-YYYY", or null when there is no such day (the one parser in common/format). */
export function parseQueryDate(value: string): CalendarDay | null {
  const start = parseBerlinDay(value);
  return start && berlinDayOf(start).year >= 1900 ? berlinDayOf(start) : null;
}

/** The instant the Berlin day begins. */
export const berlinDayStart = ({ year, month, day }: CalendarDay): Date => berlinStartOfDay(year, month, day);

/** The Berlin day an instant falls on. */
export function berlinDayOf(instant: Date): CalendarDay {
  const { year, month, day } = berlinWallClock(instant);
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const formatQueryDate = ({ year, month, day }: CalendarDay): string => `${pad(day)}-${pad(month)}-${pad(year, 4)}`;
/** ISO form (YYYY-MM-DD), as SQL `date` columns speak. */
export const isoDate = ({ year, month, day }: CalendarDay): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** "2026-03-29" (a SQL date) as "29-03-2026". */
export const isoToQueryDate = (iso: string): string => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/**
 * The start of the Berlin day a query asks for: `date` when given (a 400 with a clear message when it
 * is no real day), else today in Berlin.
 */
export function lowerBound(date: string | undefined, now: Date = serverNow()): { day: CalendarDay; from: Date } {
  const day = date === undefined ? berlinDayOf(now) : parseQueryDate(date);
  if (!day) throw badRequest(DATE_MESSAGE);
  return { day, from: berlinDayStart(day) };
}
