/**
 * Every kind of answer carries the security headers — hashed assets (through
 * Fastify and through the front door of a listening server) and Fastify's early 400 for an address
 * it cannot decode — and the admin API's answers are never stored (`private, no-store`).
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectionUrl } from '../../common/api/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { caller, sessionAs } from './admin-session';

let t: TestApp;
const ASSET = '/assets/site/entry-SEC1.js';

test.before(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'headers-dist-'));
  await mkdir(path.join(dist, 'public', 'assets', 'site'), { recursive: true });
  await writeFile(path.join(dist, 'public', 'assets', 'site', 'entry-SEC1.js'), 'console.log(1);');
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify({ build: 'b-sec', site: { entry: ASSET, pages: {}, outputs: { [ASSET]: { imports: [] } } } }));
  t = await createTestApp({ DIST_DIR: dist });
});
test.after(() => t.close());

function assertSecurityHeaders(headers: Record<string, unknown>, what: string): void {
  assert.is(headers['x-content-type-options'], 'nosniff', what);
  assert.is(headers['x-frame-options'], 'SAMEORIGIN', what);
  assert.ok(headers['permissions-policy'], what);
  assert.is(headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
}

test('a hashed asset carries the security headers, first load and from memory', async () => {
  for (let i = 0; i < 2; i++) {
    const res = await t.app.inject(ASSET);
    assert.is(res.statusCode, 200);
    assertSecurityHeaders(res.headers, `asset, load ${i + 1}`);
  }
});

test('through the front door of a listening server, too', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  await fetch(`http://127.0.0.1:${port}${ASSET}`);
  const res = await fetch(`http://127.0.0.1:${port}${ASSET}`);
  assert.is(res.status, 200);
  assertSecurityHeaders(Object.fromEntries(res.headers), 'asset from the front door');
  const bad = await fetch(`http://127.0.0.1:${port}/api/forms/%E0%A4%A/`);
  assert.is(bad.status, 400);
  assertSecurityHeaders(Object.fromEntries(bad.headers), 'bad URL over HTTP');
});

test('Fastify’s early 400 for an address it cannot decode carries them and a message', async () => {
  const res = await t.app.inject('/api/forms/%E0%A4%A/');
  assert.is(res.statusCode, 400);
  assertSecurityHeaders(res.headers, 'bad URL');
  assert.ok(res.json<{ message: string }>().message);
});

test('admin API answers are private and never stored: lists, items, errors', async () => {
  const admin = caller(t, await sessionAs(t, 'headers-admin', 'admin'));
  for (const res of [await admin.get(collectionUrl('user')), await admin.get(collectionUrl('redirect')), await t.app.inject(collectionUrl('user')), await admin.get('/cms-api/sign-in-locks/')]) {
    assert.is(res.headers['cache-control'], 'private, no-store', `${res.statusCode} ${res.body.slice(0, 80)}`);
    assertSecurityHeaders(res.headers, 'admin API');
  }
});

test.run();
