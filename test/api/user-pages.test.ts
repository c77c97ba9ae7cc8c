import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { InitialData, UserDetails } from '../../common/api/types';
import { createTestApp, loginAsEditor, type TestApp } from '../helpers/app';

const ENTRY = '/assets/site/entry-E1.js';
const MANIFEST = { build: 'build-user', site: { entry: ENTRY, pages: {}, outputs: { [ENTRY]: { imports: [] } } } };

let t: TestApp;
let session: string;

test.before(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'user-pages-dist-'));
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ DIST_DIR: dist });
  session = await loginAsEditor(t, 'profile-owner');
});
test.after(() => t.close());

const initialOf = (html: string): InitialData => {
  const m = /<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(m, 'initial data script present');
  return JSON.parse(m![1]!) as InitialData;
};

test('the profile page inlines the logged-in user, is titled My Profile and is private and not indexed', async () => {
  const res = await t.app.inject({ url: '/en/user/profile', headers: { cookie: session } });
  assert.is(res.statusCode, 200);
  assert.match(String(res.headers['cache-control']), /private/);
  const initial = initialOf(res.body);
  assert.is(initial.route, 'user-profile');
  const details = initial.data as UserDetails;
  assert.is(details.is_logged_in, true);
  assert.equal([details.first_name, details.last_name, details.username], ['Erika', 'Muster', 'profile-owner']);
  assert.match(res.body, /<title>My Profile \|/);
  assert.match(res.body, /<meta name="robots" content="noindex/);
});

test('the settings page has its own German title', async () => {
  const res = await t.app.inject({ url: '/de/user/settings', headers: { cookie: session } });
  assert.is(res.statusCode, 200);
  assert.is(initialOf(res.body).route, 'user-settings');
  assert.match(res.body, /<title>Einstellungen \|/);
});

test('anonymous visitors get the page with status 200, no personal data and the login address', async () => {
  for (const url of ['/de/user/profile', '/en/user/settings']) {
    const res = await t.app.inject({ url });
    assert.is(res.statusCode, 200, url);
    const details = initialOf(res.body).data as UserDetails;
    assert.is(details.is_logged_in, false);
    assert.is(details.email, '');
    assert.ok(details.login_url.length > 0, 'a login address');
    assert.match(res.body, /<meta name="robots" content="noindex/);
  }
});

test.run();
