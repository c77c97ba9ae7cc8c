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

/** PostgreSQL only: how long anything may wait. */
export interface PoolLimits {
  /** Connections in the pool. */
  max: number;
  /** A statement running longer is cancelled (SQLSTATE 57014). */
  statementTimeoutMs: number;
  /** A statement waiting longer for a lock is cancelled (55P03): a locked table slows only its own routes. */
  lockTimeoutMs: number;
  /** A request waiting longer for a free connection fails with DatabaseUnavailableError instead of queueing forever. */
  acquireTimeoutMs: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = { max: 10, statementTimeoutMs: 15_000, lockTimeoutMs: 3_000, acquireTimeoutMs: 3_000 };

export interface DatabaseOptions {
  databaseUrl: string | null;
  pool?: Partial<PoolLimits>;
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
    const limits = { ...DEFAULT_POOL_LIMITS, ...options.pool };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: limits.max,
      statement_timeout: limits.statementTimeoutMs,
      lock_timeout: limits.lockTimeoutMs,
      idle_in_transaction_session_timeout: limits.statementTimeoutMs * 2,
      connectionTimeoutMillis: limits.acquireTimeoutMs,
    });
    // An idle connection the server dropped (a restart, pg_terminate_backend) is reported here; without
    // a listener Node throws it and the process dies. The pool discards that client and opens a new one
    // on the next query, which is all the reconnecting we need.
    pool.on('error', (error) => console.warn(`database: an idle connection failed and was dropped (${error.message})`));
    // A connection that fails while checked out (between the statements of a transaction) emits on
    // the client itself: listen there too. The query in flight fails; the pool drops the client on release.
    pool.on('connect', (client) => client.on('error', (error) => console.warn(`database: a connection in use failed (${error.message})`)));
    return { db: drizzle(pool, { schema }), kind: 'postgres', close: () => pool.end() };
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
  return { db: drizzle(client, { schema }), kind: 'pglite', close: () => client.close() };
}
