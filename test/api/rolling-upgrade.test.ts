/**
 * Upgrades without downtime (docs/OPERATIONS.md "Upgrades with migrations"): on
 * one PostgreSQL database, a process of the old release serves traffic while a process of the new one
 * starts and migrates (a harmless added column from a temporary migrations folder). A long read holds
 * the table, so the ALTER has to wait: it gives up after its lock timeout, lets the queued reads
 * through, and tries again. No request of the serving process fails. PostgreSQL only.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase } from '../../server/db/client';
import { MIGRATIONS_DIR, migrateDatabase, withStartupLock } from '../../server/db/migrate';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_DB } from '../helpers/database';

/** The new release's migrations: everything shipped plus one that adds a column nobody reads yet. */
async function nextReleaseMigrations(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'upgrade-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[] };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ idx: last.idx + 1, version: last.version, when: last.when + 1000, tag: '9999_upgrade-probe', breakpoints: true });
  await writeFile(journalFile, JSON.stringify(journal, null, 2));
  await writeFile(path.join(dir, '9999_upgrade-probe.sql'), 'ALTER TABLE "events" ADD COLUMN "upgrade_probe" text;');
  return dir;
}

if (TEST_DB === 'postgres') {
  let old: TestApp;
  let folder: string;

  test.before(async () => {
    old = await createTestApp();
    folder = await nextReleaseMigrations();
  });
  test.after(async () => {
    await old.close();
    await rm(folder, { recursive: true, force: true });
  });

  test('one process migrates while the other serves: no request fails, and the new column arrives', async () => {
    const pool = (old.database.db as unknown as { $client: import('pg').Pool }).$client;
    const url = (pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const next = await openDatabase({ databaseUrl: url, dataDir: '' });

    const statuses = new Map<number, number>();
    let serving = true;
    let served = 0;
    const urls = ['/de/api/events/', '/healthz', '/readyz', '/de/api/events/?page=2'];
    const traffic = async () => {
      while (serving) {
        const res = await old.app.inject({ url: urls[served % urls.length]! });
        served++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      }
    };
    const clients = [traffic(), traffic(), traffic()];

    // A report reading events for 2.5 s: the ALTER cannot have its lock before that ends.
    const reader = await pool.connect();
    await reader.query('begin');
    await reader.query('select count(*) from events');
    const readerDone = new Promise((resolve) => setTimeout(resolve, 2_500)).then(async () => {
      await reader.query('commit');
      reader.release();
    });

    try {
      const before = served;
      await withStartupLock(next, () => migrateDatabase(next, { migrationsFolder: folder, lockTimeoutMs: 300 }));
      await readerDone;
      const during = served - before;
      const [column] = (
        (await old.database.db.execute(sql`select column_name from information_schema.columns where table_name = 'events' and column_name = 'upgrade_probe'`)) as unknown as { rows: unknown[] }
      ).rows;
      assert.ok(column, 'the new release added its column');
      assert.ok(during > 10, `the old process kept serving during the migration (${during} requests)`);
    } finally {
      serving = false;
      await Promise.all(clients);
      await next.close();
    }
    assert.equal([...statuses.keys()].sort(), [200], `every answer was 200: ${JSON.stringify([...statuses])}`);

    // The old release still reads and writes events with the column it does not know.
    const events = await old.app.inject({ url: '/de/api/events/' });
    assert.is(events.statusCode, 200);
  });
}

test.run();
