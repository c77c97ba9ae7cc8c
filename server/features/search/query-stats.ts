/** Submitted searches counted per Berlin day for the dashboard (issue #5; SPEC §7 "search keywords"). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchQueryStats } from '../../db/schema';
import { berlinDayOf, isoDate } from '../programme/berlin-day';
import { normalizedQuery } from './query-text';

export async function countQuery(db: Db, text: string, now = new Date()): Promise<void> {
  await db
    .insert(searchQueryStats)
    .values({ day: isoDate(berlinDayOf(now)), query: normalizedQuery(text), count: 1 })
    .onConflictDoUpdate({ target: [searchQueryStats.day, searchQueryStats.query], set: { count: sql`${searchQueryStats.count} + 1` } });
}
