import path from 'node:path';
import { ROOT_DIR } from '../config';
import { holdingAdvisoryLock } from '../jobs/claim';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'server', 'db', 'migrations');

/** Any fixed number: the PostgreSQL advisory lock that serialises the start-up work of all processes. */
const STARTUP_LOCK = 4_206_742;

/**
 * Runs `work` while no other server process does its own: several processes behind a load
 * balancer may start at once against one PostgreSQL, and only one may migrate and seed. PGlite
 * serves one process, so it needs no lock.
 */
export function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  return holdingAdvisoryLock(database, [STARTUP_LOCK], work);
}

export interface MigrateOptions {
  /** Another folder of migrations (tests of upgrades); default: the ones this build ships. */
  migrationsFolder?: string;
  /**
   * PostgreSQL: how long one statement may wait for its table lock. An ALTER
   * waiting for a lock makes every later read of that table wait behind it; after this it gives up,
   * the readers go on, and the whole migration (one transaction) is tried again.
   */
  lockTimeoutMs?: number;
  /** Tries before the start fails; each waits a little longer than the one before. */
  attempts?: number;
}

/** Default wait for a migration's table lock: shorter than any request timeout, long enough for a busy table. */
export const MIGRATION_LOCK_TIMEOUT_MS = 2_000;

const lockNotAvailable = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code === '55P03' || (e?.cause !== undefined && lockNotAvailable(e.cause));
};

/** Applies pending migrations; safe on every start, and under withStartupLock from several processes. */
export async function migrateDatabase(database: Database, options: MigrateOptions = {}): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_DIR;
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const lockTimeoutMs = options.lockTimeoutMs ?? MIGRATION_LOCK_TIMEOUT_MS;
  const attempts = options.attempts ?? 30;
  const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
  // One connection of its own: a bounded lock wait, and no statement timeout (an index build may take minutes).
  const client = await pool.connect();
  try {
    await client.query(`set lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}; set statement_timeout = 0`);
    for (let attempt = 1; ; attempt++) {
      try {
        await migrate(drizzle(client) as never, { migrationsFolder });
        return;
      } catch (error) {
        if (!lockNotAvailable(error) || attempt >= attempts) throw error;
        console.warn(`migrations: a table is busy (waited ${lockTimeoutMs} ms for its lock); trying again (${attempt}/${attempts - 1})`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 100 * attempt)));
      }
    }
  } finally {
    await client.query('reset lock_timeout; reset statement_timeout').catch(() => undefined);
    client.release();
  }
}
