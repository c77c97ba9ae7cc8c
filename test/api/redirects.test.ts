import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RedirectEntry } from '../../common/api/types';
import { eq } from 'drizzle-orm';
import { collectionUrl, type ValidationErrorBody } from '../../common/api/admin';
import { pages, redirects } from '../../server/db/schema';
import { findRedirect } from '../../server/features/redirects/redirect-service';
import { clearOfScheduledChanges } from '../helpers/quiet-clock';
import { createTestApp, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';
import { caller, sessionAs } from './admin-session';
import { insertPage, json } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;

test.before(async () => {
  // The shell renders pages here: a manifest is enough (the API suites run before the build).
  t = await createTestApp({ DIST_DIR: await fakeDist() });
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
  const now = new Date();
  assert.equal(await findRedirect(t.database.db, '/de/alte-seite/?utm=x', now), { old_path: '/de/alte-seite', new_path: '/de/haus', status: 302 });
  assert.equal(await findRedirect(t.database.db, '/en/old-page', now), { old_path: '/en/old-page/', new_path: '/en/house', status: 302 });
});

test('findRedirect answers null for a path without an entry', async () => {
  assert.is(await findRedirect(t.database.db, '/de/haus', new Date()), null);
});

// Redirects that cannot hijack sign-in.
const RESERVED = ['/accounts/login/', '/de/accounts/login', '/en/accounts/login/', '/accounts/logout', '/cms-hub', '/cms-hub/accounts/user/', '/CMS-HUB/', '/cms-api/collections/user/', '/api/forms-entries/', '/de/api/pages/', '/de/pageeditor-api/redirect', '/assets/site.js', '/media/bild.jpg', '/webshop/cart', '/testshop', '/sw.js', '/robots.txt', '/sitemap.xml', '/de', '/en/', '/de/search', '/de/user/profile'];

test('a redirect entry for each reserved address is refused in the admin with a clear message', async () => {
  const admin = caller(t, await sessionAs(t, 'redirect-admin', 'admin'));
  for (const oldPath of RESERVED) {
    const res = await admin.send('POST', collectionUrl('redirect'), { oldPath, newPath: 'https://phish.example/login' });
    assert.is(res.statusCode, 400, oldPath);
    const body = json<ValidationErrorBody>(res);
    assert.equal(body.errors, [{ field: 'oldPath', code: 'reservedPath' }], oldPath);
    assert.match(body.message, 'nicht weitergeleitet werden');
  }
  const rows = await t.database.db.select().from(redirects).where(eq(redirects.newPath, 'https://phish.example/login'));
  assert.is(rows.length, 0);
});

test('a stored entry for the sign-in address (written past the admin) still does nothing', async () => {
  await t.database.db.insert(redirects).values({ oldPath: '/accounts/login/', newPath: 'https://phish.example/', createdAt: new Date(Date.now() - 7 * DAY) });
  const res = await t.app.inject({ url: '/accounts/login/' });
  assert.is(res.statusCode, 200);
  assert.not.ok(json<RedirectEntry[]>(await t.app.inject({ url: '/de/pageeditor-api/redirect' })).some((e) => e.old_path === '/accounts/login/'));
});

test('an entry for a live page does nothing while the page exists, and acts once it is gone', async () => {
  const page = await insertPage(t.database.db, { pathDe: '/de/lebendige-seite', pathEn: '/en/live-page' });
  await t.database.db.insert(redirects).values({ oldPath: '/de/lebendige-seite', newPath: 'https://elsewhere.example/', createdAt: new Date(Date.now() - 7 * DAY) });
  assert.is((await t.app.inject({ url: '/de/lebendige-seite' })).statusCode, 200);
  const listed = () => t.app.inject({ url: '/en/pageeditor-api/redirect', headers: { 'cache-control': 'no-cache' } }).then((r) => json<RedirectEntry[]>(r).some((e) => e.old_path === '/de/lebendige-seite'));
  assert.not.ok(await listed(), 'the visitor app does not follow it either');
  await t.database.db.delete(pages).where(eq(pages.id, page.id));
  const gone = await t.app.inject({ url: '/de/lebendige-seite' });
  assert.is(gone.statusCode, 301, 'older than a day: permanent');
  assert.is(gone.headers.location, 'https://elsewhere.example/');
});

test('loops and chains are refused at save', async () => {
  const admin = caller(t, await sessionAs(t, 'redirect-admin-2', 'admin'));
  const post = (oldPath: string, newPath: string) => admin.send('POST', collectionUrl('redirect'), { oldPath, newPath });
  const errors = async (res: Awaited<ReturnType<typeof post>>) => {
    assert.is(res.statusCode, 400, res.body);
    return json<ValidationErrorBody>(res).errors.map((e) => `${e.field}:${e.code}`);
  };
  assert.equal(await errors(await post('/de/kreis', '/de/kreis/')), ['newPath:redirectLoop']);
  assert.is((await post('/de/kette-a', '/de/kette-b')).statusCode, 201);
  // B → C after A → B: a chain A → B → C; and C → A before it: C → A → B.
  assert.equal(await errors(await post('/de/kette-b', '/de/kette-c')), ['oldPath:redirectChain']);
  assert.equal(await errors(await post('/de/kette-c', '/de/kette-a')), ['newPath:redirectChain']);
  assert.equal(await errors(await post('/de/kette-c', '/de/kette-a/')), ['newPath:redirectChain']);
  // Changing a stored entry into a loop is refused too.
  const [stored] = await t.database.db.select().from(redirects).where(eq(redirects.oldPath, '/de/kette-a'));
  assert.equal(await errors(await admin.send('PATCH', collectionUrl('redirect', stored!.id), { newPath: '/de/kette-a' })), ['newPath:redirectLoop']);
  assert.is((await admin.send('PATCH', collectionUrl('redirect', stored!.id), { newPath: '/de/kette-d' })).statusCode, 200, 'an entry may change its own target');
});

test.run();
