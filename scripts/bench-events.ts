/**
 * Benchmark of the events list: N extra events (default 5,000) into a throwaway database,
 * then GET /{locale}/api/events/ with two filters through the real app (app.inject), 200 requests
 * after a warm-up; prints median and p95 and fails when the median is 20 ms or more.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a throwaway
 * database is created there and dropped afterwards).
 *
 *   node --import tsx scripts/bench-events.ts [--extra=5000] [--requests=200]
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { percentile, runOnDatabases } from './bench/on-databases';
import { seedProgramme } from '../server/seed/programme';
import { rowsOf } from '../server/db/rows';

/** The median must stay under this. */
const BUDGET_MS = 20;
const WARM_UP = 30;

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const EXTRA = arg('extra', 5000);
const REQUESTS = arg('requests', 200);


async function firstId(database: Database, table: 'rooms' | 'event_tags'): Promise<number> {
  const result = await database.db.execute(sql.raw(`select id from ${table} order by id limit 1`));
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}

async function bench(label: string, database: Database, dataDir: string): Promise<boolean> {
  const started = Date.now();
  await migrateDatabase(database);
  await seedProgramme(database.db, { dataDir, now: new Date(), extraEvents: EXTRA });
  const seeded = Date.now() - started;
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), database });
  await app.ready();
  const url = `/de/api/events/?room=${await firstId(database, 'rooms')}&tag=${await firstId(database, 'event_tags')}`;
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    // A different page each time, so no layer can answer from a cache of the previous request.
    const t0 = process.hrtime.bigint();
    const res = await app.inject(`${url}&page=${(i % 3) + 1}`);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.statusCode !== 200) throw new Error(`${label}: ${url} answered ${res.statusCode}: ${res.body}`);
    count = res.json<{ count: number }>().count;
    if (i >= WARM_UP) times.push(ms);
  }
  await app.close();
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  console.log(
    `${label.padEnd(10)} ${EXTRA} extra events (seeded in ${(seeded / 1000).toFixed(1)} s), ${url} matches ${count}: ` +
      `median ${median.toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms over ${REQUESTS} requests`,
  );
  return median < BUDGET_MS;
}

await runOnDatabases(bench, `median at or above ${BUDGET_MS} ms`);
