/**
 * Parts of page bodies reused between renders (server/shell/render-memo.ts): a
 * page the response cache does not hold (a new query string) renders again, taking the main part
 * and the footer an earlier render of the same data drew. A content write, in this process or, on
 * PostgreSQL, in another one, must show in the server-drawn HTML of the next render, not only in
 * its inlined data. Every request uses an address not asked for before.
 */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { l } from '../../common/i18n/localized';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { pages } from '../../server/db/schema';
import { createTestApp, loginAsEditor, type TestApp } from '../helpers/app';
import { TEST_DB } from '../helpers/database';
import { INTL_ANSWERS_ID } from '../../common/format/intl-answers';
import { formatDate } from '../../common/format';
import { fakeDist } from './resilience-fixtures';

let t: TestApp;
let dist: string;
let n = 0;
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}memo=${(n += 1)}`;

test.before(async () => {
  dist = await fakeDist();
  t = await createTestApp({ DIST_DIR: dist });
});
test.after(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

/** The server-drawn body of `#app` (not the inlined data): where a reused part would show stale text. */
async function drawn(path: string, app = t.app, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.inject({ url: fresh(path), headers });
  assert.is(res.statusCode, 200, path);
  const body = /<div id="app" data-ssr>([\s\S]*)<\/div><script id=/.exec(res.body)?.[1];
  assert.ok(body, 'the server drew the page');
  return body;
}

const setHeadline = (text: string) => t.database.db.update(pages).set({ headline: l(text) }).where(eq(pages.pathDe, '/de'));

test('renders of the same data reuse the drawn parts; the query shown outside them is each render\'s own', async () => {
  await drawn('/de');
  const one = await drawn('/de');
  const two = await drawn('/de');
  assert.ok(t.app.renderedParts.size > 0, 'the render kept its parts');
  // The language links carry each render's own query; everything else is the same HTML.
  assert.is(two.replace(/memo=\d+/g, 'memo=n'), one.replace(/memo=\d+/g, 'memo=n'));
  assert.match(two, `memo=${n}`);
});

/** The Intl answers a page carries for its hydration (common/format/intl-answers.ts). */
async function intlAnswers(path: string): Promise<Record<string, string>> {
  const res = await t.app.inject({ url: fresh(path) });
  const json = new RegExp(`<script id="${INTL_ANSWERS_ID}" type="application/json">([^<]*)</script>`).exec(res.body)?.[1];
  assert.ok(json, `${path} carries Intl's answers`);
  return JSON.parse(json) as Record<string, string>;
}

test("a render that takes its parts from an earlier one carries that one's Intl answers: the browser hydrates either without asking Intl", async () => {
  const first = await intlAnswers('/de/programm');
  const keys = Object.keys(first);
  for (const kind of ['date|de|', 'weekday|de|', 'wall|', 'offset|']) assert.ok(keys.some((key) => key.startsWith(kind)), `answers of ${kind}: ${keys.slice(0, 5).join(', ')}`);
  const dateKey = keys.find((key) => key.startsWith('date|de|'))!;
  assert.is(first[dateKey], formatDate(new Date(Number(dateKey.split('|')[2])), 'de'), 'the answer is what Intl says');
  assert.equal(await intlAnswers('/de/programm'), first, 'a render reusing the parts');
  assert.equal(await intlAnswers('/de/programm'), first);
});

test('a reused header, main part and footer are the HTML a fresh draw gives, whatever the query', async () => {
  const events = JSON.parse((await t.app.inject('/de/api/events/')).body) as { results: { url: string }[] };
  const genres = JSON.parse((await t.app.inject('/api/genres/?lang=de')).body) as { id: number }[];
  const pagesToDraw = ['/de', events.results[0]!.url, '/de/search?q=Theater', `/de/programm?genre=${genres[0]!.id}`];
  // The characters the drawn HTML escapes, a %-escape that decodes and one that does not, a repeated key.
  for (const query of [`x="<&>'`, 'q2=%C3%BC', 'bad=%E0%A4%A', 'k=1&k=2']) {
    for (const path of pagesToDraw) {
      const address = `${path}${path.includes('?') ? '&' : '?'}${query}`;
      await drawn(address);
      t.app.renderedParts.clear();
      const fresh = await drawn(address);
      assert.ok(t.app.renderedParts.size >= 3, `${address}: header, main and footer kept`);
      const reused = await drawn(address);
      assert.is(reused.replace(/memo=\d+/g, 'memo=n'), fresh.replace(/memo=\d+/g, 'memo=n'), address);
      assert.not.match(reused, '\uE000');
    }
  }
});

test('a CMS page edited shows in the drawn HTML of the next render', async () => {
  await setHeadline('Gezeichnete Fassung eins');
  await drawn('/de');
  assert.match(await drawn('/de'), 'Gezeichnete Fassung eins');
  await setHeadline('Gezeichnete Fassung zwei');
  const body = await drawn('/de');
  assert.match(body, 'Gezeichnete Fassung zwei');
  assert.not.match(body, 'Gezeichnete Fassung eins');
});

test('a signed-in editor\'s render neither takes nor leaves drawn parts', async () => {
  const cookie = await loginAsEditor(t, 'render-memo-editor');
  t.app.renderedParts.clear();
  await drawn('/de', t.app, { cookie });
  assert.is(t.app.renderedParts.size, 0);
});

if (TEST_DB === 'postgres') {
  test('two server instances on one PostgreSQL: a write through one shows in the other\'s drawn HTML', async () => {
    const url = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const second = await openDatabase({ databaseUrl: url, dataDir: '' });
    const other = await buildApp({ config: loadConfig({ DIST_DIR: dist, DATA_DIR: os.tmpdir(), CACHE_RECHECK_MS: '1000' }), database: second });
    const until = async (text: string) => {
      let body = '';
      // Wait for the condition (at most five seconds), never a fixed sleep.
      for (let tries = 0; tries < 50 && !body.includes(text); tries += 1) {
        body = await drawn('/de', other);
        if (!body.includes(text)) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return body;
    };
    try {
      await setHeadline('Andere Zeichnung eins');
      assert.match(await until('Andere Zeichnung eins'), 'Andere Zeichnung eins');
      // The other instance now holds the drawn parts of this version.
      await drawn('/de', other);
      assert.ok(other.renderedParts.size > 0);
      await setHeadline('Andere Zeichnung zwei');
      const body = await until('Andere Zeichnung zwei');
      assert.match(body, 'Andere Zeichnung zwei');
      assert.not.match(body, 'Andere Zeichnung eins');
    } finally {
      await other.close();
      await second.close();
    }
  });
}

test.run();
