/**
 * Test databases: one migrated and seeded template per test process, copied for each test file
 * (STACK-NOTES "PGlite timings": initdb per test is far too slow). TEST_DB picks the driver:
 * `pglite` (default) or `postgres` (needs TEST_DATABASE_URL, a server where we may create databases).
 */
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import type { Db } from '../../server/db/client';
import { seed } from '../../server/seed';
import { DEMO_EDITOR } from '../../server/seed/site';
import { saveAccount } from '../../server/features/auth/accounts';
import { TEST_ADMIN } from './accounts';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** Media files of the seeded template live here for the whole process. */
let mediaDirPromise: Promise<string> | null = null;
export function testDataDir(): Promise<string> {
  mediaDirPromise ??= mkdtemp(path.join(os.tmpdir(), 'venue-test-')).then((dir) => {
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  return mediaDirPromise;
}

/** The demo seed (its editor gets INITIAL_PASSWORD, as in CI) plus the test admin, made the way `npm run user` makes one. */
async function seedTestDatabase(db: Db): Promise<void> {
  await seed(db, { dataDir: await testDataDir(), editorPassword: DEMO_EDITOR.password });
  await saveAccount(db, TEST_ADMIN);
}

let pgliteTemplate: Promise<Blob> | null = null;
let postgresTemplate: Promise<string> | null = null;
let counter = 0;

async function buildPgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  await migrateDatabase(database);
  await seedTestDatabase(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  return dump;
}

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Refusals of a connection that a moment later is let in: too many clients, the server starting up. */
const BUSY_SERVER = new Set(['53300', '57P03']);

/**
 * A connection to `url`, waiting out a server that refuses for a moment. Each attempt needs a client
 * of its own: pg refuses a second connect() on a client whose first one failed.
 */
export async function connectWhenLetIn(url: string, attempts = 10): Promise<import('pg').Client> {
  const { default: pg } = await import('pg');
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      client.on('error', (error) => console.warn(`test database admin connection: ${error.message}`));
      return client;
    } catch (error) {
      if (attempt >= attempts || !BUSY_SERVER.has((error as { code?: string }).code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

async function admin<T>(fn: (sql: (text: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const client = await connectWhenLetIn(process.env.TEST_DATABASE_URL!);
  try {
    return await fn((text) => client.query(text));
  } finally {
    await client.end();
  }
}

/** Test databases of test processes that are gone (a crash, a killed run): dropped before a new run adds its own. */
async function dropLeftovers(): Promise<void> {
  await admin(async (sql) => {
    const result = (await sql(`SELECT datname FROM pg_database WHERE datname ~ '^venue_(tpl|test)_[0-9]+'`)) as { rows: { datname: string }[] };
    for (const { datname } of result.rows) {
      const pid = Number(/^venue_(?:tpl|test)_(\d+)/.exec(datname)?.[1]);
      if (pid === process.pid || isAlive(pid)) continue;
      await sql(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function buildPostgresTemplate(): Promise<string> {
  const name = `venue_tpl_${process.pid}`;
  await dropLeftovers();
  await admin(async (sql) => {
    await sql(`DROP DATABASE IF EXISTS ${name}`);
    await sql(`CREATE DATABASE ${name}`);
  });
  const database = await openDatabase({ databaseUrl: serverUrl(name), dataDir: '' });
  await migrateDatabase(database);
  await seedTestDatabase(database.db);
  await database.close();
  return name;
}

const created: string[] = [];

/**
 * Drops a test database once its last connection has gone. PostgreSQL waits five seconds for other
 * sessions before it refuses; server processes a test started (scale-out) may take longer to close
 * on a loaded machine, so a few rounds of that wait, and only then are the stragglers cut off (which,
 * done at once, hits work still closing in this very process).
 */
async function dropWhenLeft(name: string): Promise<void> {
  try {
    for (let round = 0; round < 3; round += 1) {
      try {
        await admin((sql) => sql(`DROP DATABASE IF EXISTS ${name}`));
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error; // 55006: object in use
      }
    }
    await admin((sql) => sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  } catch (error) {
    // A test file's `after` that throws ends its whole uvu process, every later file unreported (the
    // PostgreSQL half of stop 31's CI). A database left behind costs nothing: the next run drops it.
    console.warn(`test database ${name} left for the next run to drop: ${(error as Error).message}`);
  }
}

/** A fresh, migrated and seeded database of the chosen kind. Close it when the test file is done. */
export async function createTestDatabase(): Promise<Database> {
  if (TEST_DB === 'pglite') {
    pgliteTemplate ??= buildPgliteTemplate();
    const loadDataDir = await pgliteTemplate;
    return openDatabase({ databaseUrl: null, dataDir: '', loadDataDir });
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  postgresTemplate ??= buildPostgresTemplate();
  const template = await postgresTemplate;
  const name = `venue_test_${process.pid}_${++counter}`;
  await admin((sql) => sql(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  created.push(name);
  const database = await openDatabase({ databaseUrl: serverUrl(name), dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropWhenLeft(name);
    },
  };
}
