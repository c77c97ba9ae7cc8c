/**
 * Dates in addresses and query strings: "DD-MM-YYYY" (SPEC §2 "Event list page", §5). A day means the
 * day in Berlin, so a parsed date is the instant that day begins there and formatting reads Berlin's calendar.
 */
import { berlinStartOfDay, berlinWallClock } from './berlin';

const QUERY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** "14-03-2026" → the start of that day in Berlin; null for anything else, including days that do not exist (31-02-2026). */
export function parseQueryDate(value: string | null | undefined): Date | null {
  const m = value ? QUERY_DATE.exec(value) : null;
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return berlinStartOfDay(year, month, day);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Berlin calendar day of an instant as "DD-MM-YYYY". */
export function formatQueryDate(date: Date): string {
  const w = berlinWallClock(date);
  return `${pad(w.day)}-${pad(w.month)}-${pad(w.year, 4)}`;
}
