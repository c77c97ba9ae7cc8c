/**
 * Data renders share per content version (server/cache/shared-data.ts): a page
 * the response cache does not hold (a new query string) renders again but takes the settings,
 * navigation, alerts, CMS page and filter options the last render of the same version loaded. A
 * content write — in this process or, on PostgreSQL, in another one — must show in the next render.
 * Every request here uses an address not asked for before, so no answer comes from the response cache.
 */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { asc, eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { l } from '../../common/i18n/localized';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { breakingNews, genres, pages } from '../../server/db/schema';
import { createTestApp, loginAsEditor, type TestApp } from '../helpers/app';
import { TEST_DB } from '../helpers/database';
import { fakeDist } from './resilience-fixtures';

let t: TestApp;
let dist: string;
let n = 0;
/** An address nobody asked for yet: rendered, never from the response cache. */
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}fresh=${(n += 1)}`;

test.before(async () => {
  dist = await fakeDist();
  t = await createTestApp({ DIST_DIR: dist });
});
test.after(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const render = async (path: string, app = t.app, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url: fresh(path), headers });
  assert.is(res.statusCode, 200, path);
  return res.body;
};

test('renders of one content version share their data; an alert added shows in the next render', async () => {
  await render('/de');
  assert.ok(t.app.sharedData.size > 0, 'the render left its data for the next one');
  assert.not.match(await render('/de'), 'Heute Abendkasse ab 17 Uhr');
  await t.database.db.insert(breakingNews).values({ title: l('Heute Abendkasse ab 17 Uhr'), text: l('Nur heute.'), isActive: true });
  assert.match(await render('/de'), 'Heute Abendkasse ab 17 Uhr');
});

test('a CMS page edited shows in the next render of any address of it', async () => {
  await render('/de');
  await t.database.db.update(pages).set({ headline: l('Geteilte Fassung eins') }).where(eq(pages.pathDe, '/de'));
  assert.match(await render('/de'), 'Geteilte Fassung eins');
  await t.database.db.update(pages).set({ headline: l('Geteilte Fassung zwei') }).where(eq(pages.pathDe, '/de'));
  const body = await render('/de');
  assert.match(body, 'Geteilte Fassung zwei');
  assert.not.match(body, 'Geteilte Fassung eins');
});

test('a renamed genre shows in the programme filter of the next render', async () => {
  const [genre] = await t.database.db.select().from(genres).orderBy(asc(genres.position), asc(genres.id)).limit(1);
  assert.ok(genre, 'the seed has genres');
  await render(`/de/programm?genre=${genre.id}`);
  await t.database.db.update(genres).set({ name: l('Umbenanntes Genre') }).where(eq(genres.id, genre.id));
  assert.match(await render(`/de/programm?genre=${genre.id}`), 'Umbenanntes Genre');
  assert.match(await render('/de/programm'), 'Umbenanntes Genre');
});

test('a signed-in editor\'s render neither takes nor leaves shared data', async () => {
  const cookie = await loginAsEditor(t, 'shared-data-editor');
  await render('/de');
  const before = t.app.sharedData.size;
  // A page nobody rendered yet: a visitor's render would leave its page and redirect lookup.
  await render('/de/besuch', t.app, { cookie });
  assert.is(t.app.sharedData.size, before, 'the editor\'s render stored nothing');
  await render('/de/besuch');
  assert.ok(t.app.sharedData.size > before, 'a visitor\'s render of it does');
});

if (TEST_DB === 'postgres') {
  test('two server instances on one PostgreSQL: a write through one shows in the other\'s next render', async () => {
    const url = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const second = await openDatabase({ databaseUrl: url, dataDir: '' });
    // The production default: this instance learns of other connections' writes by NOTIFY (or its one-second recheck).
    const other = await buildApp({ config: loadConfig({ DIST_DIR: dist, DATA_DIR: os.tmpdir(), CACHE_RECHECK_MS: '1000' }), database: second });
    try {
      await t.database.db.update(pages).set({ headline: l('Andere Instanz eins') }).where(eq(pages.pathDe, '/de'));
      let body = '';
      for (let tries = 0; tries < 50 && !body.includes('Andere Instanz eins'); tries += 1) {
        body = await render('/de', other);
        if (!body.includes('Andere Instanz eins')) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.match(body, 'Andere Instanz eins');
      await t.database.db.insert(breakingNews).values({ title: l('Alarm aus der anderen Instanz'), text: l('Text.'), isActive: true });
      await t.database.db.update(pages).set({ headline: l('Andere Instanz zwei') }).where(eq(pages.pathDe, '/de'));
      // Wait for the condition (at most five seconds), never a fixed sleep.
      for (let tries = 0; tries < 50 && !body.includes('Andere Instanz zwei'); tries += 1) {
        body = await render('/de', other);
        if (!body.includes('Andere Instanz zwei')) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.match(body, 'Andere Instanz zwei');
      assert.match(body, 'Alarm aus der anderen Instanz');
    } finally {
      await other.close();
      await second.close();
    }
  });
}

test.run();
