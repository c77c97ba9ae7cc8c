/**
 * Benchmark of the site search: the demo programme and magazine plus N extra articles
 * (default 10,000, each one search document per language) in a throwaway database, then autocomplete
 * and full search through the real app (app.inject) with varied queries, after a warm-up. Prints
 * median and p95; fails when the autocomplete median reaches 15 ms or the full search median 30 ms.
 * The app keeps autocomplete answers in memory, so the autocomplete's statement is also timed
 * directly (`autocomplete query`, uncached: it runs per keystroke).
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a throwaway
 * database is created there and dropped afterwards).
 *
 *   node --import tsx scripts/bench-search.ts [--extra=10000] [--requests=200]
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { percentile, runOnDatabases } from './bench/on-databases';
import { seedMagazine } from '../server/seed/magazine';
import { seedProgramme } from '../server/seed/programme';
import { suggestTitles } from '../server/features/search/autocomplete';
import { rowsOf } from '../server/db/rows';

/** The medians must stay under these. */
const BUDGETS_MS = { autocomplete: 15, search: 30 } as const;
const WARM_UP = 30;

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const EXTRA = arg('extra', 10000);
const REQUESTS = arg('requests', 200);

/** What visitors type: prefixes, whole words, typos, accents, several words, both languages. */
const TYPED = ['kup', 'gorky', 'synag', 'henryk gó', 'rosetenfenster', 'klezm', 'die alte', 'dom', 'exil', 'foto', 'konz', 'führ'];
const SEARCHED = ['Kuppel', 'Konzert', 'Gorki', 'Geschichte der Synagoge', 'Klezmer Abend', 'Jiddisch', 'Fotografie', 'Exil -Brief', '"alte synagoge"', 'Rosettenfenster', 'konzrt', 'klesmer'];


async function measure(app: FastifyInstance, urls: string[]): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const url = urls[i % urls.length]!;
    const t0 = process.hrtime.bigint();
    const res = await app.inject(url);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    if (i >= WARM_UP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

/** The same timing around a direct call: what an uncached answer costs. */
async function measureCalls(calls: (() => Promise<unknown>)[]): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const t0 = process.hrtime.bigint();
    await calls[i % calls.length]!();
    if (i >= WARM_UP) times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

async function bench(label: string, database: Database, dataDir: string): Promise<boolean> {
  const started = Date.now();
  await migrateDatabase(database);
  const now = new Date();
  await seedProgramme(database.db, { dataDir, now });
  await seedMagazine(database.db, { dataDir, now, extraArticles: EXTRA });
  const seeded = Date.now() - started;
  const counted = await database.db.execute(sql`select count(*)::int as n from search_documents`);
  const documents = rowsOf<{ n: number }>(counted)[0]!.n;
  // One address sends every request: the per-address search limit (120 a minute) is not what is measured.
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, SEARCHES_PER_MINUTE: String(10 * (WARM_UP + REQUESTS)) }), database });
  await app.ready();
  const langs = ['de', 'en'];
  const autocomplete = await measure(app, TYPED.flatMap((q) => langs.map((lang) => `/api/search/autocomplete/?query=${encodeURIComponent(q)}&lang=${lang}`)));
  const uncached = await measureCalls(TYPED.flatMap((q) => (['de', 'en'] as const).map((lang) => () => suggestTitles(database.db, lang, q))));
  const search = await measure(app, SEARCHED.flatMap((q) => langs.map((lang) => `/${lang}/api/search/?query=${encodeURIComponent(q)}`)));
  await app.close();
  const line = (name: string, r: { median: number; p95: number }) => `${name} median ${r.median.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms`;
  console.log(
    `${label.padEnd(10)} ${documents} documents (${EXTRA} extra articles, seeded in ${(seeded / 1000).toFixed(1)} s), ${REQUESTS} requests each: ` +
      `${line('autocomplete', autocomplete)}; ${line('autocomplete query', uncached)}; ${line('search', search)}`,
  );
  return autocomplete.median < BUDGETS_MS.autocomplete && uncached.median < BUDGETS_MS.autocomplete && search.median < BUDGETS_MS.search;
}

await runOnDatabases(bench, `median at or above budget (autocomplete ${BUDGETS_MS.autocomplete} ms, search ${BUDGETS_MS.search} ms)`);
