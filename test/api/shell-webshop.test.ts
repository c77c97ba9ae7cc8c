/** SPEC §2: old ticket-shop addresses below the webshop routes lead to the site's pages with a 301. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTestApp, type TestApp } from '../helpers/app';

const ENTRY = '/assets/site/entry-E1.js';
const MANIFEST = { build: 'b1', site: { entry: ENTRY, pages: {}, outputs: { [ENTRY]: { imports: [] } } } };

const SHOP = 'http://127.0.0.1:9';
let t: TestApp;
test.before(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'shell-webshop-'));
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
  // Nothing listens there: the webshop pages only name the shop, the visitor's browser frames it.
  t = await createTestApp({ DIST_DIR: dist, TICKETSHOP_URL: SHOP });
});
test.after(() => t.close());

test('the old shop’s event list, item groups and series answer 301 to the events, magazine and subscription pages', async () => {
  const cases: [string, string][] = [
    ['/webshop/webticket/eventlist', '/de/programm'],
    ['/eventim.webshop/webticket/itemgroup?groupid=12', '/de/mediathek-de'],
    ['/testshop/webticket/series', '/de/abonnements'],
    ['/test.webshop/webticket/EventList?lang=en', '/en/events'],
  ];
  for (const [from, to] of cases) {
    const res = await t.app.inject(from);
    assert.is(res.statusCode, 301, from);
    assert.is(res.headers.location, to, from);
  }
});

test("issue #9: the site's ticket links (/webshop/event/{id_jet}), the cart, account and watch list are webshop pages, not 301s to the programme", async () => {
  for (const url of ['/webshop/event/4711', '/webshop/event/4711?lang=en', '/webshop/cart', '/webshop/account', '/webshop/favorites']) {
    const res = await t.app.inject(url);
    assert.is(res.statusCode, 200, url);
    assert.ok(res.body.includes(`"shop_url":"${SHOP}"`), `${url} names the shop to frame`);
    const frameSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('frame-src'));
    assert.ok(frameSrc?.includes(SHOP), `the policy lets the page frame the shop: ${frameSrc}`);
  }
});

test("an event's shop page carries the event's title and address, to name the frame and lead back", async () => {
  const res = await t.app.inject('/webshop/event/4711');
  assert.is(res.statusCode, 200);
  assert.ok(res.body.includes('"event":'), 'the route data has the event field');
});

test('the webshop page itself and unknown shop paths answer 200 with the webshop layout', async () => {
  assert.is((await t.app.inject('/webshop')).statusCode, 200);
  assert.is((await t.app.inject('/webshop/webticket/shop?event=4711')).statusCode, 200);
});

test('issue #26: `?lang=en` makes the embedded shop page English: the document, its common data and the language the app boots in', async () => {
  const res = await t.app.inject('/webshop/cart?lang=en');
  assert.is(res.statusCode, 200);
  assert.match(res.body, /<html[^>]* lang="en"/);
  const initial = JSON.parse(/<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body)![1]!) as { lang: string };
  assert.is(initial.lang, 'en');
  assert.match((await t.app.inject('/webshop/cart')).body, /<html[^>]* lang="de"/, 'without it German');
});

test.run();
