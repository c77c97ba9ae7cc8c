/**
 * /metrics: Prometheus text that a real parser reads, counters that move with
 * requests, and no answer without the token or from an address outside METRICS_ALLOW.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { createTestApp, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';

const TOKEN = 'metrics-test-token-0123456789';
let t: TestApp;

interface Family {
  name: string;
  type: string;
  metrics: { value?: string; labels?: Record<string, string>; buckets?: Record<string, string>; count?: string }[];
}

async function scrape(): Promise<Map<string, Family>> {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  assert.is(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  const families = parsePrometheusTextFormat(res.body) as Family[];
  return new Map(families.map((family) => [family.name, family]));
}

const sample = (families: Map<string, Family>, name: string, labels: Record<string, string>) =>
  families.get(name)?.metrics.find((m) => Object.entries(labels).every(([key, value]) => m.labels?.[key] === value));

/** Observations of a histogram over all its label sets (its +Inf buckets). */
const observations = (families: Map<string, Family>, name: string) => families.get(name)!.metrics.reduce((sum, m) => sum + Number(m.buckets?.['+Inf'] ?? 0), 0);

test.before(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.9.0.0/16', DIST_DIR: await fakeDist() });
});
test.after(() => t.close());

test('without the token, with a wrong one, or from an address outside the list, /metrics is refused', async () => {
  const none = await t.app.inject({ url: '/metrics' });
  assert.is(none.statusCode, 401);
  assert.match(none.body, /METRICS_TOKEN/);
  assert.not.match(none.body, /venue_/);
  assert.is((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode, 401);
  assert.is((await t.app.inject({ url: '/metrics', remoteAddress: '10.8.0.1' })).statusCode, 401);
  assert.is((await t.app.inject({ url: '/metrics', remoteAddress: '10.9.3.4' })).statusCode, 200, 'an address in METRICS_ALLOW needs no token');
});

test('with neither a token nor a list, /metrics is off', async () => {
  const closed = await createTestApp();
  try {
    const res = await closed.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.is(res.statusCode, 403);
    assert.match(res.body, /METRICS_TOKEN or METRICS_ALLOW/);
  } finally {
    await closed.close();
  }
});

test('the text parses, and the request counter and latency histogram move with requests', async () => {
  const before = await scrape();
  for (const name of ['venue_http_requests_total', 'venue_http_request_duration_seconds', 'venue_page_render_seconds', 'venue_response_cache_lookups_total', 'venue_job_runs_total', 'venue_job_failures_total', 'venue_ticketshop_call_errors_total', 'venue_outbox_backlog', 'venue_db_pool_connections', 'venue_process_resident_memory_bytes']) {
    assert.ok(before.has(name), `${name} is exported`);
  }
  const route = { method: 'GET', route: '/healthz', status: '200' };
  const counted = Number(sample(before, 'venue_http_requests_total', route)?.value ?? 0);
  for (let i = 0; i < 3; i++) assert.is((await t.app.inject({ url: '/healthz' })).statusCode, 200);
  assert.is((await t.app.inject({ url: '/de/api/events/?page=-1' })).statusCode, 400);
  const after = await scrape();
  assert.is(Number(sample(after, 'venue_http_requests_total', route)!.value), counted + 3);
  assert.ok(sample(after, 'venue_http_requests_total', { status: '400' }), 'a refused request is counted with its status');
  // The parser keeps a histogram's buckets but not its labels (its limitation; the text has them).
  const latency = after.get('venue_http_request_duration_seconds')!;
  assert.is(latency.type, 'HISTOGRAM');
  assert.ok(Number(latency.metrics[0]!.buckets!['+Inf']) >= 1);
  assert.ok(Number(after.get('venue_outbox_backlog')!.metrics[0]!.value) >= 0);
  assert.ok(Number(after.get('venue_process_resident_memory_bytes')!.metrics[0]!.value) > 0);
});

test('a visitor page counts a cache miss and its render time, then a hit', async () => {
  const before = await scrape();
  const misses = Number(sample(before, 'venue_response_cache_lookups_total', { result: 'miss' })?.value ?? 0);
  const hits = Number(sample(before, 'venue_response_cache_lookups_total', { result: 'hit' })?.value ?? 0);
  const renders = observations(before, 'venue_page_render_seconds');
  assert.is((await t.app.inject({ url: '/de' })).statusCode, 200);
  assert.is((await t.app.inject({ url: '/de' })).statusCode, 200);
  const after = await scrape();
  assert.is(observations(after, 'venue_page_render_seconds'), renders + 1, 'one render, then the cache');
  assert.ok(Number(sample(after, 'venue_response_cache_lookups_total', { result: 'miss' })!.value) > misses);
  assert.ok(Number(sample(after, 'venue_response_cache_lookups_total', { result: 'hit' })?.value ?? 0) > hits, 'the second answer comes from the cache');
});

test.run();
