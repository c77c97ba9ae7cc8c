/**
 * When a route's slots are all taken (its requests wait on a locked table), the
 * requests that cannot get one within the wait are answered 503 with Retry-After and a message that
 * says the server is busy, in the visitor's language — not "an unknown error occurred". Route slots
 * exist only on PostgreSQL (PGlite has one connection and no other client to block it).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import deLimits from '../../common/i18n/de/request-limits';
import enLimits from '../../common/i18n/en/request-limits';
import { TEST_DB } from '../helpers/database';
import { createTestApp, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';

if (TEST_DB !== 'postgres') {
  console.log('route-slots-busy: route slots exist only on PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL); skipped on PGlite');
  test.skip('the busy answer (needs PostgreSQL)', () => {});
  test.run();
} else {
  let t: TestApp;
  let dbName: string;

  test.before(async () => {
    // One slot per route (half of a pool of two), a short wait for it, and a lock wait far longer.
    t = await createTestApp({ DIST_DIR: await fakeDist(), DB_POOL_MAX: '2', DB_ACQUIRE_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '1000', DB_LOCK_TIMEOUT_MS: '5000' });
    const pool = (t.database.db as unknown as { $client: import('pg').Pool }).$client;
    dbName = (await pool.query<{ name: string }>('select current_database() as name')).rows[0]!.name;
  });
  test.after(async () => {
    await t.close();
  });

  test('requests that find every slot of their route taken get 503, Retry-After and "busy" in their own language', async () => {
    // The cache learns the next scheduled change (it reads the events table) on the first request
    // after a write; ask once before the lock so the requests below wait for their slot, not for that.
    assert.is((await t.app.inject({ url: '/de/api/events/?page=2' })).statusCode, 200);
    const { default: pg } = await import('pg');
    const locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, `/${dbName}`) });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table events in access exclusive mode');
    try {
      const asked = (lang: 'de' | 'en') => Array.from({ length: 4 }, () => t.app.inject({ url: `/${lang}/api/events/`, headers: { 'accept-language': lang === 'de' ? 'en' : 'de' } }));
      const [de, en] = await Promise.all([Promise.all(asked('de')), Promise.all(asked('en'))]);
      for (const [lang, answers, busy] of [['de', de, deLimits.busy], ['en', en, enLimits.busy]] as const) {
        const refused = answers.filter((res) => res.statusCode === 503 && res.json().message === busy);
        assert.ok(refused.length >= 2, `${lang}: at least the requests beyond the one slot are told the server is busy (${answers.map((res) => `${res.statusCode} ${res.body}`).join(' | ')})`);
        for (const res of refused) {
          assert.ok(Number(res.headers['retry-after']) > 0, `${lang}: the busy answer says when to try again`);
          assert.is(res.headers['cache-control'], 'no-store');
        }
      }
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    assert.is((await t.app.inject({ url: '/de/api/events/' })).statusCode, 200, 'served again once the lock is gone');
  });

  test.run();
}
