import path from 'node:path';
import { ROOT_DIR } from '../config';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'server', 'db', 'migrations');

/** Applies pending migrations; safe to run on every start and from several processes' first start. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
