/**
 * The test harness's own database connection (test/helpers/database.ts): it waits out a server that
 * refuses for a moment ('too many connections') instead of failing the file's hooks, and passes any
 * other refusal on. PostgreSQL only: PGlite runs inside the process.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { connectWhenLetIn, TEST_DB } from '../helpers/database';

if (TEST_DB !== 'postgres') {
  test.skip('waits out a refusing PostgreSQL (needs PostgreSQL)', () => {});
  test.run();
} else {
  const role = `venue_busy_${process.pid}`;
  const admin = () => connectWhenLetIn(process.env.TEST_DATABASE_URL!);
  const asRole = () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.username = role;
    url.password = '';
    return url.toString();
  };

  test.before(async () => {
    const client = await admin();
    await client.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 0`);
    await client.end();
  });
  test.after(async () => {
    const client = await admin();
    await client.query(`DROP ROLE IF EXISTS ${role}`);
    await client.end();
  });

  test('a connection refused as "too many" is tried again until the server lets it in', async () => {
    const letIn = setTimeout(async () => {
      const client = await admin();
      await client.query(`ALTER ROLE ${role} CONNECTION LIMIT 5`);
      await client.end();
    }, 700);
    const client = await connectWhenLetIn(asRole());
    clearTimeout(letIn);
    const { rows } = await client.query<{ who: string }>('select current_user as who');
    await client.end();
    assert.is(rows[0]?.who, role);
  });

  test('any other refusal is passed on with its code', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/venue_no_such_database';
    const error = await connectWhenLetIn(url.toString()).then(() => null, (e: { code?: string }) => e);
    assert.is(error?.code, '3D000');
  });

  test.run();
}
