import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { VITALS_BEACON_MAX_SAMPLES, type ApiError, type VitalsSummary } from '../../common/api/types';
import { berlinDayOf, isoDate, isoToQueryDate } from '../../server/features/programme/berlin-day';
import { VITALS_RATE_LIMIT } from '../../server/features/vitals/routes';
import { vitalSamples } from '../../server/db/schema';
import { now } from '../../server/clock';
import { createTestApp, loginAsEditor, type TestApp } from '../helpers/app';
import { oneBerlinDay } from '../helpers/quiet-clock';
import { json } from './fixtures';

const SITE = 'https://www.example-synagoge.de';
let t: TestApp;
let editor: string;
/** Each beacon comes from its own address unless a test says otherwise, so rate limits never cross tests. */
let ip = 0;

function beacon(payload: unknown, { origin = SITE as string | null, type = 'text/plain;charset=UTF-8', remoteAddress = `10.1.0.${++ip}` } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': type, ...(origin ? { origin } : {}) },
  });
}

const summary = async (query = '', cookie = editor) => t.app.inject({ url: `/api/vitals/summary${query}`, headers: cookie ? { cookie } : {} });
let resetClock: () => void;
let today: string;

test.before(async () => {
  resetClock = oneBerlinDay();
  today = isoToQueryDate(isoDate(berlinDayOf(now())));
  t = await createTestApp({ PUBLIC_URL: SITE });
  editor = await loginAsEditor(t);
});
test.after(async () => {
  await t.close();
  resetClock();
});
test.before.each(async () => {
  await t.database.db.delete(vitalSamples);
});

test('a beacon as sendBeacon sends it (text/plain, no CSRF header, our Origin) is stored with 204', async () => {
  const res = await beacon({ route: 'home', samples: [{ name: 'LCP', value: 1800 }, { name: 'CLS', value: 0.05 }] });
  assert.is(res.statusCode, 204);
  const rows = await t.database.db.select().from(vitalSamples);
  assert.equal(rows.map((r) => [r.route, r.metric, r.value]).sort(), [['home', 'CLS', 0.05], ['home', 'LCP', 1800]].sort());
});

test('a JSON content type is accepted as well', async () => {
  assert.is((await beacon({ route: 'events', samples: [{ name: 'TTFB', value: 120 }] }, { type: 'application/json' })).statusCode, 204);
});

test('a beacon without an Origin or from another site is 403 and stores nothing (no CSRF token, so the Origin decides)', async () => {
  const body = { route: 'home', samples: [{ name: 'LCP', value: 1000 }] };
  for (const origin of [null, 'https://evil.example.org', 'null']) {
    const res = await beacon(body, { origin });
    assert.is(res.statusCode, 403, String(origin));
    assert.is(json<ApiError>(res).statusCode, 403);
  }
  assert.is((await t.database.db.select().from(vitalSamples)).length, 0);
});

test('the Origin exemption is for this route only: other posts still need the CSRF token', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/dashboard-error-log/', payload: { url: '/de/x' }, headers: { origin: SITE } });
  assert.is(res.statusCode, 403);
});

test('unknown routes, unknown metrics, values out of range and bad bodies are 400 with a message', async () => {
  const bad: unknown[] = [
    { route: 'nowhere', samples: [{ name: 'LCP', value: 1 }] },
    { route: 'home', samples: [{ name: 'FID', value: 1 }] },
    { route: 'home', samples: [{ name: 'LCP', value: -1 }] },
    { route: 'home', samples: [{ name: 'LCP', value: 600_000 }] },
    { route: 'home', samples: [{ name: 'CLS', value: 50 }] },
    { route: 'home', samples: [] },
    { route: 'home', samples: Array.from({ length: VITALS_BEACON_MAX_SAMPLES + 1 }, () => ({ name: 'FCP', value: 1 })) },
    { samples: [{ name: 'LCP', value: 1 }] },
    'not json',
  ];
  for (const body of bad) {
    const res = await beacon(body);
    assert.is(res.statusCode, 400, JSON.stringify(body).slice(0, 80));
    assert.type(json<ApiError>(res).message, 'string');
  }
  assert.is((await t.database.db.select().from(vitalSamples)).length, 0);
});

test('other content types are refused with 415', async () => {
  assert.is((await beacon('route=home', { type: 'application/x-www-form-urlencoded' })).statusCode, 415);
});

test('one address is rate-limited with 429 after the limit', async () => {
  const body = { route: 'home', samples: [{ name: 'FCP', value: 900 }] };
  for (let i = 0; i < VITALS_RATE_LIMIT.max; i++) assert.is((await beacon(body, { remoteAddress: '10.9.9.9' })).statusCode, 204);
  assert.is((await beacon(body, { remoteAddress: '10.9.9.9' })).statusCode, 429);
  assert.is((await beacon(body, { remoteAddress: '10.9.9.10' })).statusCode, 204);
});

test('the summary gives editors the p75 per route and metric of the day', async () => {
  for (const value of [100, 200, 300, 400, 500]) await beacon({ route: 'home', samples: [{ name: 'LCP', value }, { name: 'CLS', value: value / 1000 }] });
  await beacon({ route: 'events', samples: [{ name: 'LCP', value: 2500 }] });
  const res = await summary();
  assert.is(res.statusCode, 200);
  const body = json<VitalsSummary>(res);
  assert.is(body.day, today);
  assert.equal(body.rows, [
    { route: 'events', metric: 'LCP', p75: 2500, samples: 1 },
    { route: 'home', metric: 'CLS', p75: 0.4, samples: 5 },
    { route: 'home', metric: 'LCP', p75: 400, samples: 5 },
  ]);
});

test('the summary of another day holds only that day', async () => {
  await beacon({ route: 'home', samples: [{ name: 'LCP', value: 100 }] });
  const body = json<VitalsSummary>(await summary('?day=01-01-2020'));
  assert.equal(body, { day: '01-01-2020', rows: [] });
});

test('the summary is 401 for anonymous visitors and 400 for a bad day', async () => {
  assert.is((await summary('', '')).statusCode, 401);
  for (const day of ['2026-01-01', '31-02-2026']) {
    const res = await summary(`?day=${day}`);
    assert.is(res.statusCode, 400, day);
    assert.match(json<ApiError>(res).message, /day/);
  }
});

test.run();
