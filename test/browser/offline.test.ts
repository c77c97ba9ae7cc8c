/**
 * The service worker in a real browser : after one visit a seen page
 * renders with the network cut and an unseen one shows the offline page; after a new build the
 * new assets are served and the old build's cache is gone.
 *
 * The server runs on a copy of dist/ so the test can stage a new build without touching dist/: a new
 * entry file (running the old one, plus a marker), a manifest naming it under a new build hash, and
 * the worker rebuilt for it by the same function build.mjs calls.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import deOffline from '../../common/i18n/de/offline';
import { SW_CACHE_PREFIX } from '../../common/service-worker';
// @ts-expect-error a build-time module in plain JavaScript, without type declarations
import { buildServiceWorker } from '../../site/sw/build-sw.mjs';
import { startServer, type RunningServer } from '../helpers/server';
import { useBrowser, waitForText, type Visit } from './harness';
import { heroHeadlines } from './seeded';
import { networkQuiet } from '../helpers/browser';

const test = suite('service worker');
const open = useBrowser(test);
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

let distCopy: string | null = null;
let server: Promise<RunningServer> | null = null;
let visit: Visit | null = null;

/** A server on its own copy of the built site, and one page that keeps its worker across the tests. */
async function controlledPage(): Promise<Visit> {
  if (visit) return visit;
  distCopy = await mkdtemp(path.join(os.tmpdir(), 'venue-sw-dist-'));
  await cp(path.join(DIST, 'public'), path.join(distCopy, 'public'), { recursive: true, filter: (src) => !src.includes(`${path.sep}editor`) });
  await cp(path.join(DIST, 'manifest.json'), path.join(distCopy, 'manifest.json'));
  server = startServer({ env: { DIST_DIR: distCopy } });
  visit = await open({ server: await server });
  await visit.goto('/de');
  await visit.page.waitForFunction(() => navigator.serviceWorker?.controller != null, { timeout: 20_000 });
  return visit;
}

const cacheNames = (v: Visit) => v.page.evaluate(() => caches.keys());
const manifestOf = async () => JSON.parse(await readFile(path.join(distCopy!, 'manifest.json'), 'utf8'));

test.after(async () => {
  await (await server?.catch(() => null))?.stop();
  if (distCopy) await rm(distCopy, { recursive: true, force: true });
});

test('the first visit installs the worker at /sw.js, which precaches this build under its hash', async () => {
  const v = await controlledPage();
  const { build, site } = await manifestOf();
  assert.is(await v.page.evaluate(() => navigator.serviceWorker.controller!.scriptURL), `${v.server.url}/sw.js`);
  assert.equal(await cacheNames(v), [`${SW_CACHE_PREFIX}${build}`]);
  const cached = await v.page.evaluate(async (name: string) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), `${SW_CACHE_PREFIX}${build}`);
  assert.ok(cached.includes(site.entry), 'the entry is precached');
  assert.ok(cached.includes('/offline'), 'the offline page is precached');
  assert.not.ok(cached.some((url: string) => /\.(map|br|gz)$/.test(url)), 'no source maps or compressed copies');
});

test('after a new build the next visit gets the new assets and the old build cache is deleted', async () => {
  const v = await controlledPage();
  const manifest = await manifestOf();
  const oldCache = `${SW_CACHE_PREFIX}${manifest.build}`;
  const newEntry = manifest.site.entry.replace(/entry-[\w-]+\.js$/, 'entry-NEWBUILD.js');
  // The new entry runs the old one and marks itself. Every other file keeps its name and bytes, as
  // in a real build, where a changed file gets a new name: rewriting chunks in place under their old
  // (immutable) names left the server's in-memory copies and the caches serving the old bytes, with
  // two copies of the app on one page (why this test failed now and then).
  await writeFile(path.join(distCopy!, 'public', newEntry), `import './${path.basename(manifest.site.entry)}';\nwindow.__newBuild = true;\n`);
  manifest.site.outputs[newEntry] = { ...manifest.site.outputs[manifest.site.entry], imports: [manifest.site.entry], dynamicImports: [] };
  manifest.site.entry = newEntry;
  manifest.build = 'newbuild0001';
  await buildServiceWorker({ manifest, distDir: distCopy });
  await writeFile(path.join(distCopy!, 'manifest.json'), JSON.stringify(manifest));
  // The server notices a replaced manifest within a second (server/shell/manifest.ts).
  await new Promise((resolve) => setTimeout(resolve, 1500));

  await v.page.reload();
  await v.page.waitForFunction(() => (window as unknown as { __newBuild?: boolean }).__newBuild === true);
  await v.page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await v.page.waitForFunction(
    async (expected: string) => JSON.stringify(await caches.keys()) === JSON.stringify([expected]),
    { timeout: 20_000 },
    `${SW_CACHE_PREFIX}newbuild0001`,
  );
  assert.not.ok((await cacheNames(v)).includes(oldCache));
});

test('with the network cut, a seen page still renders and an unseen page shows the offline page', async () => {
  const v = await controlledPage();
  const expected = (await heroHeadlines()).de;
  // This visit, under the current worker, is the one it keeps.
  await v.page.reload();
  await waitForText(v, expected);
  await networkQuiet(v.page, { idleTime: 500 });
  await (await server!).stop();

  await v.page.reload();
  await waitForText(v, expected);
  // The headline is in the HTML itself; the header shows that the app booted from cached scripts.
  const header = await v.page.waitForSelector('header', { timeout: 10_000 }).catch(() => null);
  assert.ok(header, `the app rendered its layout from cached scripts (console: ${JSON.stringify([...v.consoleErrors, ...v.pageErrors]).slice(0, 800)})`);

  await v.goto('/de/programm');
  await waitForText(v, deOffline.title);
  assert.is(await v.page.title(), deOffline.documentTitle);
});

test.run();
