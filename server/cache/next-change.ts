/**
 * When cached answers change without a write: a page, module, alert, article or search
 * entry reaching its online_from/online_to, an event starting (search shows coming events), and
 * Berlin midnight (today's opening hours, the programme's "from today"). Nothing cached — in this
 * process or, by Cache-Control, in a CDN — lives past the next of these.
 * Decisions: DECISIONS "Serving at the speed of a static site".
 */
import { sql } from 'drizzle-orm';
import { TZDate } from '@date-fns/tz';
import type { OpeningHoursToday } from '../../common/api/types';
import { berlinStartOfDay, berlinWallClock, TIME_ZONE } from '../../common/format';
import { openingBoundaries } from '../../common/opening-hours';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** The instant the next Berlin day begins. */
export function nextBerlinMidnight(now: Date): Date {
  const { year, month, day } = berlinWallClock(now);
  return berlinStartOfDay(year, month, day + 1);
}

/** Timestamp columns at which something becomes visible or hidden by itself. */
const SCHEDULE_COLUMNS = [
  ['pages', 'online_from'],
  ['pages', 'online_to'],
  ['modules', 'online_from'],
  ['modules', 'online_to'],
  ['breaking_news', 'online_from'],
  ['breaking_news', 'online_to'],
  ['articles', 'online_from'],
  ['articles', 'online_to'],
  ['search_documents', 'online_from'],
  ['search_documents', 'online_to'],
  ['search_documents', 'starts_at'],
  ['search_documents', 'stale_at'],
  // A start takes an event off the lists and its tickets off sale; its end makes it 'over'.
  ['events', 'starts_at'],
  ['events', 'ends_at'],
] as const;

/** The next instant after `now` at which a cached answer may change by itself (epoch ms). */
export async function nextScheduledChange(db: Db, now: Date): Promise<number> {
  const branches = SCHEDULE_COLUMNS.map(([table, column]) => sql`select min(${sql.identifier(column)}) as at from ${sql.identifier(table)} where ${sql.identifier(column)} > ${now.toISOString()}::timestamptz`);
  const result = await db.execute<{ at: string | Date | null }>(sql`select min(at) as at from (${sql.join(branches, sql` union all `)}) s`);
  const at = rowsOf<{ at: string | Date | null }>(result)[0]?.at;
  const scheduled = at ? new Date(at).getTime() : Number.POSITIVE_INFINITY;
  return Math.min(scheduled, nextBerlinMidnight(now).getTime());
}

/**
 * An answer of nextOpeningChange for one opening-hours object: the same for every instant from
 * `from` until `until` (the answer itself, or the next midnight when nothing changes before it).
 */
interface OpeningAnswer {
  from: number;
  until: number;
  at: number;
}

/**
 * Every uncached render asked this again (time-zone arithmetic, ~3 % of a render),
 * of the same opening hours object, shared by all renders of a content version (shared-data.ts).
 * Exact: for any instant between `from` and the answer, on the same Berlin day, the earliest
 * boundary after it is the same one.
 */
const openingAnswers = new WeakMap<OpeningHoursToday, OpeningAnswer>();

/**
 * The next instant today's opening status (the header's "open"/"closed" line, SPEC §4) changes at:
 * a page showing it must not be kept past it. Infinity when nothing changes before midnight.
 */
export function nextOpeningChange(today: OpeningHoursToday, now: Date): number {
  const time = now.getTime();
  const known = openingAnswers.get(today);
  if (known && known.from <= time && time < known.until) return known.at;
  const { year, month, day } = berlinWallClock(now);
  const instants = openingBoundaries(today).map((minutes) => new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, TIME_ZONE).getTime());
  const at = Math.min(...instants.filter((instant) => instant > time), Number.POSITIVE_INFINITY);
  openingAnswers.set(today, { from: time, until: Math.min(at, berlinStartOfDay(year, month, day + 1).getTime()), at });
  return at;
}
