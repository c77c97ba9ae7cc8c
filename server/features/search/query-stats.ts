/**
 * Submitted searches counted per Berlin day for the dashboard (issue #5; SPEC §7 "search keywords").
 * Bounded (issue #14): one row per day and query, at most SEARCH_STATS_DAILY_CAP new queries a day;
 * once a day is full only queries already counted that day still count, so a script sending random
 * text cannot grow the table without end.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchQueryStats } from '../../db/schema';
import { berlinDayOf, isoDate } from '../programme/berlin-day';
import { normalizedQuery } from './query-text';

/** Distinct queries kept per day; a venue's visitors type far fewer different ones. */
export const SEARCH_STATS_DAILY_CAP = 2000;

export async function countQuery(db: Db, text: string, now = new Date(), cap = SEARCH_STATS_DAILY_CAP): Promise<void> {
  const day = isoDate(berlinDayOf(now));
  const query = normalizedQuery(text);
  const bumped = await db
    .update(searchQueryStats)
    .set({ count: sql`${searchQueryStats.count} + 1` })
    .where(and(eq(searchQueryStats.day, day), eq(searchQueryStats.query, query)))
    .returning({ count: searchQueryStats.count });
  if (bumped.length > 0) return;
  await db.execute(sql`
    insert into search_query_stats (day, query, count)
    select ${day}, ${query}, 1
    where (select count(*) from search_query_stats where day = ${day}) < ${cap}
    on conflict (day, query) do update set count = search_query_stats.count + 1`);
}
