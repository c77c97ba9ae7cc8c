import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eq } from 'drizzle-orm';
import type { ApiError } from '../../common/api/types';
import { errorLog } from '../../server/db/schema';
import { ERROR_LOG_RATE_LIMIT } from '../../server/features/error-log/routes';
import { logNotFound } from '../../server/features/error-log/error-log-service';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { json } from './fixtures';

let t: TestApp;
const csrf = csrfPair();
/** Each test posts from its own address, so the rate limit of one never trips another. */
let ip = 0;

function report(payload: unknown, remoteAddress = `10.0.0.${++ip}`, withCsrf = true) {
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard-error-log/',
    remoteAddress,
    payload: payload as object,
    headers: withCsrf ? { cookie: csrf.cookie, ...csrf.headers } : {},
  });
}

const hitsOf = async (url: string) => (await t.database.db.select().from(errorLog).where(eq(errorLog.url, url)))[0]?.hits ?? 0;

test.before(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.example-synagoge.de' });
});
test.after(() => t.close());

test('a report without the CSRF token is 403', async () => {
  const res = await report({ url: '/de/weg' }, undefined, false);
  assert.is(res.statusCode, 403);
  assert.is(json<ApiError>(res).statusCode, 403);
  assert.is(await hitsOf('/de/weg'), 0);
});

test('a reported path is stored with 201 and counted on every report, whatever its query string', async () => {
  const first = await report({ url: '/de/verschwunden?x=1' });
  assert.is(first.statusCode, 201);
  await report({ url: '/de/verschwunden?x=2' });
  await report({ url: '/de/verschwunden#oben' });
  assert.is(await hitsOf('/de/verschwunden'), 3);
  assert.is((await t.database.db.select().from(errorLog).where(eq(errorLog.url, '/de/verschwunden'))).length, 1);
});

test('an absolute URL of our own site is stored as its path', async () => {
  assert.is((await report({ url: 'https://www.example-synagoge.de/en/gone?a=b' })).statusCode, 201);
  assert.is(await hitsOf('/en/gone'), 1);
});

test('the log keeps at most the daily cap of distinct paths; known paths still count', async () => {
  const rowsToday = async () => (await t.database.db.select().from(errorLog)).length;
  const cap = (await rowsToday()) + 2;
  await logNotFound(t.database.db, '/de/eins', cap);
  await logNotFound(t.database.db, '/de/zwei', cap);
  assert.equal(await logNotFound(t.database.db, '/de/drei', cap), { url: '/de/drei', hits: 0 });
  assert.is(await rowsToday(), cap);
  assert.is((await logNotFound(t.database.db, '/de/eins', cap)).hits, 2);
});

test('anything that is not a path or URL of ours is 400 with a message', async () => {
  for (const url of ['https://elsewhere.example.org/de', '//elsewhere.example.org/x', 'javascript:alert(1)', 'de/ohne-schraegstrich', `/${'a'.repeat(2000)}`, '']) {
    const res = await report({ url });
    assert.is(res.statusCode, 400, url.slice(0, 40));
    assert.type(json<ApiError>(res).message, 'string');
  }
  assert.is((await report({ url: 42 })).statusCode, 400);
  assert.is((await report({})).statusCode, 400);
});

test('one address cannot flood the log', async () => {
  const address = '10.9.9.9';
  for (let i = 0; i < ERROR_LOG_RATE_LIMIT.max; i++) assert.is((await report({ url: '/de/flut' }, address)).statusCode, 201);
  const res = await report({ url: '/de/flut' }, address);
  assert.is(res.statusCode, 429);
  assert.is(json<ApiError>(res).statusCode, 429);
  assert.is(await hitsOf('/de/flut'), ERROR_LOG_RATE_LIMIT.max);
  assert.is((await report({ url: '/de/flut' }, '10.9.9.10')).statusCode, 201);
});

test.run();
