/**
 * Calendar arithmetic in the venue's time zone (SPEC §9: Europe/Berlin). The zone's rules come from
 * the runtime's Intl data: Berlin's wall clock at an instant is Intl's, and its offset is
 * @date-fns/tz's `tzOffset` (its small, side-effect-free part). Its `TZDate` class is not used here:
 * it cannot be dropped from a bundle once imported and cost the visitor app's route chunks 1.3–2.6 KB
 * brotli of a 15 KB budget. test/unit/berlin.test.ts pins every result to `TZDate`'s.
 */
import { tzOffset } from '@date-fns/tz/tzOffset';
import { TIME_ZONE } from './time-zone';
import { intlAnswer } from './intl-answers';

export { TIME_ZONE };

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

let parts: Intl.DateTimeFormat | undefined;

/** What a clock in Berlin shows at this instant. */
export function berlinWallClock(date: Date): WallClock {
  const answer = intlAnswer(`wall|${date.getTime()}`, () => {
    parts ??= new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    const c: Record<string, number> = {};
    for (const part of parts.formatToParts(date)) c[part.type] = Number(part.value);
    // Some engines write midnight as hour 24 even with h23.
    return [c.year, c.month, c.day, c.hour! % 24, c.minute, c.second].join(',');
  });
  const [year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN] = answer.split(',').map(Number);
  return { year, month, day, hour, minute, second };
}

/** Berlin's offset from UTC in milliseconds at an instant (+1 h in winter, +2 h in summer), from @date-fns/tz. */
export const berlinOffsetAt = (time: number): number => Number(intlAnswer(`offset|${time}`, () => String(tzOffset(TIME_ZONE, new Date(time)) * 60_000)));

/**
 * The instant a Berlin wall-clock time (month 1–12) shows. The offset is read twice: at the time taken
 * as UTC, then at the first guess. As @date-fns/tz does, a time the spring change skips (02:30) moves
 * an hour on (03:30 summer time), and one the autumn change repeats is the later, winter-time one.
 */
function berlinInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return new Date(asUtc - berlinOffsetAt(asUtc - berlinOffsetAt(asUtc)));
}

/** The instant a day (month 1–12) begins in Berlin. */
export function berlinStartOfDay(year: number, month: number, day: number): Date {
  return berlinInstant(year, month, day);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` control shows it in Berlin ("2026-06-01T14:32"); '' for none. */
export function berlinInputValue(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  const c = berlinWallClock(new Date(iso));
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/** A `datetime-local` value read as Berlin time, as the ISO instant the API stores (editors schedule in Berlin time, wherever their laptop is). */
export function fromBerlinInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return berlinInstant(y, mo, d, h, mi).toISOString();
}
