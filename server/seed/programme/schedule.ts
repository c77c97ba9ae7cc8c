/**
 * When the demo programme plays: dates in the 90 Berlin days from the seed's "today", at
 * each template's local time, deterministic for one `now` so reruns and tests see the same programme.
 */
import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '../../../common/format/time-zone';
import { berlinDayOf, type CalendarDay } from '../../features/programme/berlin-day';

/** The programme covers this many days from the seed's day on. */
export const PROGRAMME_DAYS = 90;

/** Berlin wall-clock time on the `offset`-th day after `today`, as an instant. */
export function berlinInstant(today: CalendarDay, offset: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(today.year, today.month - 1, today.day + offset, hours, minutes, TIME_ZONE).getTime());
}

export const seedToday = (now: Date): CalendarDay => berlinDayOf(now);

/** A small seeded generator (mulberry32): the same programme for the same seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seasons around `today`: the running one (September to July) and the next. */
export function seasonsAround(today: CalendarDay): { startsOn: string; endsOn: string; label: string }[] {
  const first = today.month >= 8 ? today.year : today.year - 1;
  return [first, first + 1].map((year) => ({
    startsOn: `${year}-09-01`,
    endsOn: `${year + 1}-07-31`,
    label: `${year}/${String(year + 1).slice(2)}`,
  }));
}
