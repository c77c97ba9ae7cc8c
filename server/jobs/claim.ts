/**
 * "Run once, not once per process": every process keeps its own timer for a background
 * job; before running, it claims the period in job_runs. The claim is one UPDATE, so when several
 * processes try at once exactly one wins, and a process that starts later in the same period skips.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { jobRuns } from '../features/metrics/registry';
import { rowsOf } from '../db/rows';

export const RUNNER = `${os.hostname()}:${process.pid}`;

/** True when this process may run `name` now: nobody started it within the last `periodMs`. */
export async function claimJob(db: Db, name: string, periodMs: number): Promise<boolean> {
  // Slightly less than the period, so a timer firing a moment early still finds its slot free.
  const slack = Math.max(0, periodMs - Math.min(5_000, periodMs / 10));
  const result = await db.execute<{ name: string }>(sql`
    insert into job_runs as j (name, started_at, runner) values (${name}, now(), ${RUNNER})
    on conflict (name) do update set started_at = now(), runner = ${RUNNER}
      where j.started_at <= now() - ${slack} * interval '1 millisecond'
    returning name`);
  const claimed = rowsOf<unknown>(result).length > 0;
  if (claimed) jobRuns.inc({ job: name });
  return claimed;
}

/** A 32-bit advisory lock id for a name (PostgreSQL's two-int form keeps ours apart from others'). */
const lockIdOf = (name: string) => {
  let h = 0;
  for (const c of name) h = (Math.imul(31, h) + c.charCodeAt(0)) | 0;
  return h;
};
/** First half of every advisory lock id of ours. */
const LOCK_NAMESPACE = 1_414_920_014;

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock `key`; another process asking
 * for it waits as long as it takes (not the pool's lock timeout). PGlite serves one process: no lock.
 */
export async function holdingAdvisoryLock<T>(database: Database, key: [number] | [number, number], work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
  const client = await pool.connect();
  const args = key.map((_, i) => `$${i + 1}`).join(', ');
  try {
    await client.query('set lock_timeout = 0; set statement_timeout = 0');
    await client.query(`select pg_advisory_lock(${args})`, [...key]);
    return await work();
  } finally {
    await client.query(`select pg_advisory_unlock(${args})`, [...key]).catch(() => undefined);
    await client.query('reset lock_timeout; reset statement_timeout').catch(() => undefined);
    client.release();
  }
}

/** Runs `work` under the advisory lock `name` (renditions of one image). */
export function withAdvisoryLock<T>(database: Database, name: string, work: () => Promise<T>): Promise<T> {
  return holdingAdvisoryLock(database, [LOCK_NAMESPACE, lockIdOf(name)], work);
}
