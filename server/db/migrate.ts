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

/** Applies pending migrations; safe on every start, and under withStartupLock from several processes. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
