/**
 * Several server processes starting at once against one PostgreSQL migrate and seed one after the
 * other (server/db/migrate.ts withStartupLock). PostgreSQL only: PGlite serves a single process.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase, withStartupLock } from '../../server/db/migrate';
import { TEST_DB } from '../helpers/database';

async function admin(sql: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function urlOf(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

if (TEST_DB === 'postgres') {
  test('two processes starting at once against an empty database migrate one after the other', async () => {
    const name = `venue_lock_${process.pid}`;
    await admin(`DROP DATABASE IF EXISTS ${name}`);
    await admin(`CREATE DATABASE ${name}`);
    const [a, b] = await Promise.all([openDatabase({ databaseUrl: urlOf(name), dataDir: '' }), openDatabase({ databaseUrl: urlOf(name), dataDir: '' })]);
    try {
      const spans: [string, number, number][] = [];
      const start = (label: string, database: typeof a) =>
        withStartupLock(database, async () => {
          const from = performance.now();
          await migrateDatabase(database);
          await new Promise((resolve) => setTimeout(resolve, 50));
          spans.push([label, from, performance.now()]);
        });
      await Promise.all([start('a', a), start('b', b)]);
      spans.sort((x, y) => x[1] - y[1]);
      assert.is(spans.length, 2);
      assert.ok(spans[0]![2] <= spans[1]![1], 'the second start waited for the first');
    } finally {
      await Promise.all([a.close(), b.close()]);
      await admin(`DROP DATABASE IF EXISTS ${name}`);
    }
  });
}

test.run();
