/**
 * One schema, two drivers: PGlite (embedded, files under DATA_DIR) by default, node-postgres when
 * DATABASE_URL is given (ARCHITECTURE "Database"). Query code is typed against `Db` and never knows which.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** PGlite only: start from a dumped data directory (tests copy one migrated template). */
  loadDataDir?: Blob;
  /** PGlite only: keep everything in memory. */
  inMemory?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: drizzle(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.inMemory || options.loadDataDir ? undefined : path.join(options.dataDir, 'pglite');
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  return { db: drizzle(client, { schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
}
