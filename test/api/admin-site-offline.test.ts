import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectionUrl } from '../../common/api/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { caller, sessionAs, type Caller } from './admin-session';

const ENTRY = '/assets/site/entry-E1.js';
const MANIFEST = { build: 'build-admin', site: { entry: ENTRY, pages: {}, outputs: { [ENTRY]: { imports: [] } } } };

let t: TestApp;
let admin: Caller;
let adminSession: string;

test.before(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'admin-dist-'));
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ DIST_DIR: dist });
  adminSession = await sessionAs(t, 'admin-offline', 'admin');
  admin = caller(t, adminSession);
});
test.after(() => t.close());

test('switching the site offline in the admin answers 503 to visitors at once and leaves editors working', async () => {
  assert.is((await t.app.inject({ url: '/de' })).statusCode, 200);
  const res = await admin.send('PATCH', collectionUrl('site-settings', 1), { isSiteOnline: false });
  assert.is(res.statusCode, 200, res.body);
  const visitor = await t.app.inject({ url: '/de' });
  assert.is(visitor.statusCode, 503);
  assert.ok(visitor.body.includes('Website offline'), visitor.body.slice(0, 400));
  assert.is((await t.app.inject({ url: '/de', headers: { cookie: adminSession } })).statusCode, 200);
  assert.is((await admin.get(collectionUrl('venue'))).statusCode, 200);
  assert.is((await admin.send('PATCH', collectionUrl('site-settings', 1), { isSiteOnline: true })).statusCode, 200);
  assert.is((await t.app.inject({ url: '/de' })).statusCode, 200);
});

test.run();
