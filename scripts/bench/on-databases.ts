/**
 * Runs one benchmark on a throwaway PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
 * PostgreSQL server, on a throwaway database there; sets a failing exit code when either misses its
 * budget. Shared by scripts/bench-events.ts and scripts/bench-search.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';

/** Seeds, measures and prints; true when within budget. */
export type Bench = (label: 'pglite' | 'postgres', database: Database, dataDir: string) => Promise<boolean>;

async function onPglite(bench: Bench, dataDir: string): Promise<boolean> {
  const database = await openDatabase({ databaseUrl: null, dataDir, inMemory: true });
  try {
    return await bench('pglite', database, dataDir);
  } finally {
    await database.close();
  }
}

async function onPostgres(bench: Bench, serverUrl: string, dataDir: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const name = `venue_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  try {
    return await bench('postgres', database, dataDir);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

/** The p-th percentile (0–100) of ascending numbers. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function runOnDatabases(bench: Bench, failure: string): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'venue-bench-'));
  try {
    const results = [await onPglite(bench, dataDir)];
    const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (serverUrl) results.push(await onPostgres(bench, serverUrl, dataDir));
    else console.log('postgres   skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    if (results.includes(false)) {
      console.error(failure);
      process.exitCode = 1;
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
