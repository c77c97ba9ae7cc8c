/**
 * Database faults: a PostgreSQL restart (simulated by terminating the server's
 * connections) and a long lock on one table. Only on PostgreSQL: PGlite runs inside the process.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { inArray } from 'drizzle-orm';
import type { FormEntryCreated } from '../../common/api/forms';
import { formEntries } from '../../server/db/schema';
import { isDatabaseUnavailable } from '../../server/plugins/database-faults';
import { TEST_DB } from '../helpers/database';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { json } from './fixtures';
import { contact, contactFormId } from './form-fixtures';
import { eventually, fakeDist } from './resilience-fixtures';

const csrf = csrfPair();

test('driver errors that mean "database away" are told apart from bugs', () => {
  assert.ok(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })));
  assert.ok(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }) })));
  assert.ok(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect')));
  assert.not.ok(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })));
  assert.not.ok(isDatabaseUnavailable(new TypeError('x is undefined')));
});

if (TEST_DB !== 'postgres') {
  console.log('resilience-database: the fault tests need PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL); skipped on PGlite');
  test.skip('connections killed, a table locked (needs PostgreSQL)', () => {});
  test.run();
} else {
  let t: TestApp;
  let formId: number;
  let admin: import('pg').Client;
  let dbName: string;

  test.before(async () => {
    t = await createTestApp({ DIST_DIR: await fakeDist(), DB_LOCK_TIMEOUT_MS: '500', DB_ACQUIRE_TIMEOUT_MS: '1000', FORM_POSTS_PER_MINUTE: '100000' });
    const { default: pg } = await import('pg');
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const pool = (t.database.db as unknown as { $client: import('pg').Pool }).$client;
    dbName = (await pool.query<{ name: string }>('select current_database() as name')).rows[0]!.name;
    formId = await contactFormId(t.database.db);
  });
  test.after(async () => {
    await admin.end();
    await t.close();
  });

  test('after its connections are killed the server stays up, answers 200 again within 5 s and loses no acknowledged entry', async () => {
    const fieldValues = contact();
    const acknowledged: number[] = [];
    let stop = false;
    // Light traffic: one form post and one page of data after the other.
    const traffic = (async () => {
      while (!stop) {
        const post = await t.app.inject({ method: 'POST', url: '/de/api/forms-entries/', payload: { form: formId, field_values: fieldValues }, headers: { cookie: csrf.cookie, ...csrf.headers } });
        if (post.statusCode === 201) acknowledged.push(json<FormEntryCreated>(post).id);
        else assert.is(post.statusCode, 503, `a failed post is a 503, not ${post.statusCode}: ${post.body}`);
        await t.app.inject({ url: '/api/rooms/' });
      }
    })();
    await eventually('some entries acknowledged', async () => acknowledged.length >= 3);
    const killed = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [dbName]);
    assert.ok(killed.rowCount! > 0, 'the server had connections to kill');
    const killedAt = Date.now();
    await eventually('/api/rooms/ answers 200 again', async () => (await t.app.inject({ url: '/api/rooms/' })).statusCode === 200, 5_000);
    assert.ok(Date.now() - killedAt < 5_000);
    const countBefore = acknowledged.length;
    await eventually('form posts are acknowledged again', async () => acknowledged.length > countBefore + 2);
    stop = true;
    await traffic;
    const stored = await t.database.db.select({ id: formEntries.id }).from(formEntries).where(inArray(formEntries.id, acknowledged));
    assert.is(stored.length, acknowledged.length, 'every acknowledged entry is stored');
  });

  test('while the events table is locked, rooms and a legal page still answer 200', async () => {
    const { default: pg } = await import('pg');
    const locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, `/${dbName}`) });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table events in access exclusive mode');
    try {
      // Visitors of the programme fill the pool with requests that wait for the lock.
      const blocked = Array.from({ length: 30 }, () => t.app.inject({ url: '/de/api/events/' }));
      const answers: { rooms: number; impressum: number }[] = [];
      for (let i = 0; i < 3; i++) {
        const [rooms, impressum] = await Promise.all([t.app.inject({ url: '/api/rooms/' }), t.app.inject({ url: '/de/impressum' })]);
        answers.push({ rooms: rooms.statusCode, impressum: impressum.statusCode });
      }
      const stillLocked = await locker.query(`select count(*)::int as n from pg_locks where relation = 'events'::regclass and mode = 'AccessExclusiveLock' and granted`);
      assert.is(stillLocked.rows[0].n, 1, 'the lock was held all along');
      assert.equal(answers, Array(3).fill({ rooms: 200, impressum: 200 }), 'answered 200 while the lock was held');
      const events = await Promise.all(blocked);
      for (const res of events) {
        assert.ok([200, 503].includes(res.statusCode), `a request that needs the locked table waits, then 200 or 503 (${res.statusCode})`);
        if (res.statusCode === 503) assert.ok(res.headers['retry-after'], '503 says when to try again');
      }
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    assert.is((await t.app.inject({ url: '/de/api/events/' })).statusCode, 200);
  });

  test.run();
}
