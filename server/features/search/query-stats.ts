/**
 * Submitted searches counted per Berlin day for the dashboard (SPEC §7 "search keywords").
 * Bounded: one row per day and query, at most SEARCH_STATS_DAILY_CAP new queries a day;
 * once a day is full only queries already counted that day still count, so a script sending random
 * text cannot grow the table without end.
 * Decisions: DECISIONS "Cold renders: data shared".
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchQueryStats } from '../../db/schema';
import { berlinDayOf, isoDate } from '../programme/berlin-day';
import { normalizedQuery } from './query-text';

/** Distinct queries kept per day; a venue's visitors type far fewer different ones. */
export const SEARCH_STATS_DAILY_CAP = 2000;

export async function countQuery(db: Db, text: string, now = new Date(), cap = SEARCH_STATS_DAILY_CAP, by = 1): Promise<void> {
  await addCount(db, isoDate(berlinDayOf(now)), normalizedQuery(text), cap, by);
}

async function addCount(db: Db, day: string, query: string, cap: number, by: number): Promise<void> {
  const bumped = await db
    .update(searchQueryStats)
    .set({ count: sql`${searchQueryStats.count} + ${by}` })
    .where(and(eq(searchQueryStats.day, day), eq(searchQueryStats.query, query)))
    .returning({ count: searchQueryStats.count });
  if (bumped.length > 0) return;
  await db.execute(sql`
    insert into search_query_stats (day, query, count)
    select ${day}, ${query}, ${by}
    where (select count(*) from search_query_stats where day = ${day}) < ${cap}
    on conflict (day, query) do update set count = search_query_stats.count + ${by}`);
}

/**
 * Counts searches with at most one write in flight per database: searches submitted
 * while one is written are added up and written together after it. A quiet site writes each at
 * once; a busy one (PGlite writes one statement at a time, behind which every page's reads wait)
 * writes once per batch instead of once per search. Resolves when the search's count is written.
 */
class CountQueue {
  private waiting = new Map<string, { day: string; query: string; by: number }>();
  private done: { promise: Promise<void>; settle: (error?: unknown) => void } | null = null;
  private writing = false;

  constructor(private readonly db: Db) {}

  add(text: string, now: Date): Promise<void> {
    const day = isoDate(berlinDayOf(now));
    const query = normalizedQuery(text);
    const key = `${day}\n${query}`;
    const entry = this.waiting.get(key);
    if (entry) entry.by += 1;
    else this.waiting.set(key, { day, query, by: 1 });
    this.done ??= settleable();
    const { promise } = this.done;
    if (!this.writing) void this.write();
    return promise;
  }

  private async write(): Promise<void> {
    this.writing = true;
    const batch = this.waiting;
    const done = this.done!;
    this.waiting = new Map();
    this.done = null;
    try {
      for (const { day, query, by } of batch.values()) await addCount(this.db, day, query, SEARCH_STATS_DAILY_CAP, by);
      done.settle();
    } catch (error) {
      done.settle(error);
    } finally {
      this.writing = false;
      if (this.waiting.size > 0) void this.write();
    }
  }
}

function settleable(): { promise: Promise<void>; settle: (error?: unknown) => void } {
  let settle!: (error?: unknown) => void;
  const promise = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // Nobody may be waiting for it (the search page does not): a failure is the waiters' to report.
  promise.catch(() => undefined);
  return { promise, settle };
}

const queues = new WeakMap<Db, CountQueue>();

/** A submitted search counted for the dashboard, written with the searches around it (CountQueue). */
export function countSearch(db: Db, text: string, now = new Date()): Promise<void> {
  let queue = queues.get(db);
  if (!queue) {
    queue = new CountQueue(db);
    queues.set(db, queue);
  }
  return queue.add(text, now);
}
