import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RedirectEntry } from '../../common/api/types';
import { redirects } from '../../server/db/schema';
import { findRedirect } from '../../server/features/redirects/redirect-service';
import { clearOfScheduledChanges } from '../helpers/quiet-clock';
import { createTestApp, type TestApp } from '../helpers/app';
import { json } from './fixtures';

let t: TestApp;

test.before(async () => {
  t = await createTestApp();
  await t.database.db.insert(redirects).values([
    { oldPath: '/de/alte-seite', newPath: '/de/haus' },
    { oldPath: '/en/old-page/', newPath: '/en/house' },
    { oldPath: '/de/tickets', newPath: 'https://shop.example.org' },
  ]);
});
test.after(() => t.close());

test('the redirect list holds every old_path with its new_path', async () => {
  const res = await clearOfScheduledChanges(t.database.db, () => t.app.inject({ url: '/de/pageeditor-api/redirect' }));
  assert.is(res.statusCode, 200);
  const list = json<RedirectEntry[]>(res);
  assert.ok(list.some((e) => e.old_path === '/de/alte-seite' && e.new_path === '/de/haus'));
  assert.ok(list.some((e) => e.old_path === '/de/tickets' && e.new_path === 'https://shop.example.org'));
  assert.is(res.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
});

test('the redirect list answers under /en too', async () => {
  assert.is((await t.app.inject({ url: '/en/pageeditor-api/redirect' })).statusCode, 200);
});

test('the redirect list under an unknown language is 404', async () => {
  assert.is((await t.app.inject({ url: '/fr/pageeditor-api/redirect' })).statusCode, 404);
});

test('findRedirect finds a path whatever its trailing slash and query', async () => {
  assert.equal(await findRedirect(t.database.db, '/de/alte-seite/?utm=x'), { old_path: '/de/alte-seite', new_path: '/de/haus' });
  assert.equal(await findRedirect(t.database.db, '/en/old-page'), { old_path: '/en/old-page/', new_path: '/en/house' });
});

test('findRedirect answers null for a path without an entry', async () => {
  assert.is(await findRedirect(t.database.db, '/de/haus'), null);
});

test.run();
