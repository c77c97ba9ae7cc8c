/**
 * Test databases: one migrated and seeded template per test process, copied for each test file
 * (STACK-NOTES "PGlite timings": initdb per test is far too slow). TEST_DB picks the driver:
 * `pglite` (default) or `postgres` (needs TEST_DATABASE_URL, a server where we may create databases).
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seed } from '../../server/seed';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** Media files of the seeded template live here for the whole process. */
let mediaDirPromise: Promise<string> | null = null;
export function testDataDir(): Promise<string> {
  mediaDirPromise ??= mkdtemp(path.join(os.tmpdir(), 'venue-test-'));
  return mediaDirPromise;
}

let pgliteTemplate: Promise<Blob> | null = null;
let postgresTemplate: Promise<string> | null = null;
let counter = 0;

async function buildPgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  await migrateDatabase(database);
  await seed(database.db, { dataDir: await testDataDir() });
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

async function admin<T>(fn: (sql: (text: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn((text) => client.query(text));
  } finally {
    await client.end();
  }
}

async function buildPostgresTemplate(): Promise<string> {
  const name = `venue_tpl_${process.pid}`;
  await admin(async (sql) => {
    await sql(`DROP DATABASE IF EXISTS ${name}`);
    await sql(`CREATE DATABASE ${name}`);
  });
  const database = await openDatabase({ databaseUrl: serverUrl(name), dataDir: '' });
  await migrateDatabase(database);
  await seed(database.db, { dataDir: await testDataDir() });
  await database.close();
  process.once('exit', () => {}); // template dropped by dropTestDatabases at the end of each run
  return name;
}

const created: string[] = [];

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
      await admin((sql) => sql(`DROP DATABASE IF EXISTS ${name}`));
    },
  };
}
