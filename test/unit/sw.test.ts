import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { OFFLINE_PATH } from '../../common/service-worker';
import { activate, cacheName, install, PRECACHE_IN_FLIGHT, respond, type SwConfig, type SwEnv } from '../../site/sw/handlers';
import { isCacheable, strategyFor } from '../../site/sw/strategy';
// @ts-expect-error a build-time module in plain JavaScript, without type declarations
import { buildServiceWorker, precacheUrls } from '../../site/sw/build-sw.mjs';

const ORIGIN = 'https://www.example-synagoge.de';

/** CacheStorage in memory: enough of the Cache API for the worker's handlers. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: Request | string) {
    return this.entries.get(typeof request === 'string' ? request : request.url)?.clone();
  }
  async put(request: Request | string, response: Response) {
    this.entries.set(typeof request === 'string' ? request : request.url, response);
  }
}
class MemoryCaches {
  readonly stores = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new MemoryCache());
    return this.stores.get(name)!;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

interface Network {
  env: SwEnv;
  caches: MemoryCaches;
  /** Paths the worker asked the network for. */
  fetched: string[];
  online: boolean;
}

/** A site on the network: each path answers its body; offline, every fetch fails like a cut cable. */
function network(pages: Record<string, { body: string; cacheControl?: string; status?: number; delayMs?: number }>): Network {
  const caches = new MemoryCaches();
  const net: Network = {
    caches,
    fetched: [],
    online: true,
    env: {
      caches: caches as unknown as CacheStorage,
      origin: ORIGIN,
      fetch: async (request) => {
        const url = new URL(request.url);
        net.fetched.push(url.pathname);
        if (!net.online) throw new TypeError('Failed to fetch');
        const page = pages[url.pathname];
        if (page?.delayMs) await new Promise((resolve) => setTimeout(resolve, page.delayMs));
        if (!page) return new Response('not found', { status: 404 });
        return new Response(page.body, { status: page.status ?? 200, headers: { 'cache-control': page.cacheControl ?? 'no-cache' } });
      },
    },
  };
  return net;
}

const CONFIG: SwConfig = { build: 'b1', precache: ['/assets/site/entry-A.js', '/assets/site/chunk-B.js'], offline: OFFLINE_PATH, networkTimeoutMs: 50 };
const SITE = {
  '/assets/site/entry-A.js': { body: 'entry' },
  '/assets/site/chunk-B.js': { body: 'chunk' },
  '/assets/site/chunk-LAZY.js': { body: 'lazy' },
  [OFFLINE_PATH]: { body: 'offline page' },
  '/de/besuch': { body: 'Besuch' },
  '/de/programm': { body: 'Programm' },
  '/de/langsam': { body: 'langsam', delayMs: 300 },
  '/de/editor-sicht': { body: 'private', cacheControl: 'private, no-store' },
  '/de/weg': { body: 'Seite nicht gefunden', status: 404 },
  '/de/api/events/': { body: '{"count":1}' },
  '/pageeditor-api/user': { body: '{"logged":true}', cacheControl: 'private, no-store' },
};

/** A navigation as the browser hands it to the worker (scripts may not construct mode 'navigate'). */
const page = (p: string) => Object.defineProperty(new Request(ORIGIN + p), 'mode', { value: 'navigate' });
const get = (p: string) => new Request(ORIGIN + p);
async function body(response: Promise<Response> | null): Promise<string> {
  assert.ok(response, 'the worker answers');
  const res = await response!;
  return res.type === 'error' ? '<network error>' : res.text();
}

test('pages are network-first, hashed assets cache-first, API reads network-first; posts and other origins pass by', () => {
  assert.is(strategyFor({ method: 'GET', mode: 'navigate', url: `${ORIGIN}/de/programm` }, ORIGIN), 'page');
  assert.is(strategyFor({ method: 'GET', mode: 'cors', url: `${ORIGIN}/assets/site/entry-A.js` }, ORIGIN), 'asset');
  for (const p of ['/api/rooms/', '/en/api/events/?page=2', '/pageeditor-api/nav', '/de/pageeditor-api/page/de/besuch']) {
    assert.is(strategyFor({ method: 'GET', mode: 'cors', url: ORIGIN + p }, ORIGIN), 'api', p);
  }
  assert.is(strategyFor({ method: 'POST', mode: 'cors', url: `${ORIGIN}/api/vitals` }, ORIGIN), null);
  assert.is(strategyFor({ method: 'GET', mode: 'cors', url: 'https://cdn.example.org/assets/x.js' }, ORIGIN), null);
  assert.is(strategyFor({ method: 'GET', mode: 'no-cors', url: `${ORIGIN}/media/bild.webp` }, ORIGIN), null);
  assert.is(strategyFor({ method: 'GET', mode: 'cors', url: `${ORIGIN}/sw.js` }, ORIGIN), null);
});

test('only complete, shareable answers are cacheable', () => {
  const res = (status: number, cacheControl: string, type = 'basic') => ({ status, type, headers: new Headers({ 'cache-control': cacheControl }) });
  assert.ok(isCacheable(res(200, 'no-cache')));
  assert.ok(isCacheable(res(200, 'public, max-age=31536000, immutable')));
  assert.not.ok(isCacheable(res(200, 'private, no-store')));
  assert.not.ok(isCacheable(res(200, 'no-store')));
  assert.not.ok(isCacheable(res(404, 'no-cache')));
  assert.not.ok(isCacheable(res(0, '', 'opaqueredirect')));
});

test('install precaches the shell and the offline page under the build hash', async () => {
  const net = network(SITE);
  await install(CONFIG, net.env);
  const cache = net.caches.stores.get(cacheName('b1'))!;
  assert.equal([...cache.entries.keys()].sort(), [`${ORIGIN}/assets/site/chunk-B.js`, `${ORIGIN}/assets/site/entry-A.js`, ORIGIN + OFFLINE_PATH].sort());
});

test('install asks for a few files at a time, leaving the page connections of its own', async () => {
  const files = Array.from({ length: 40 }, (_, i) => `/assets/site/chunk-${i}.js`);
  const net = network(Object.fromEntries(files.map((file) => [file, { body: file, delayMs: 2 }])));
  let inFlight = 0;
  let most = 0;
  const fetchOne = net.env.fetch;
  const env: SwEnv = {
    ...net.env,
    fetch: async (request) => {
      most = Math.max(most, (inFlight += 1));
      try {
        return await fetchOne(request);
      } finally {
        inFlight -= 1;
      }
    },
  };
  await install({ ...CONFIG, precache: files, offline: files[0]! }, env);
  assert.is(net.caches.stores.get(cacheName('b1'))!.entries.size, 40, 'every file is cached');
  assert.is(most, PRECACHE_IN_FLIGHT, `at most ${PRECACHE_IN_FLIGHT} requests at once, and that many`);
});

test('install fails when a precached file is missing, so a broken build never takes over', async () => {
  const net = network(SITE);
  await install({ ...CONFIG, precache: ['/assets/site/gone.js'] }, net.env).then(
    () => assert.unreachable('install should fail'),
    (error: Error) => assert.match(error.message, /gone\.js/),
  );
});

test('activate deletes the caches of other builds and keeps foreign caches', async () => {
  const net = network(SITE);
  await net.caches.open(cacheName('old'));
  await net.caches.open('someone-else');
  await net.caches.open(cacheName('b1'));
  await activate(CONFIG, net.env);
  assert.equal((await net.caches.keys()).sort(), ['someone-else', cacheName('b1')]);
});

test('a seen page renders offline from the cache; an unseen one gets the offline page', async () => {
  const net = network(SITE);
  await install(CONFIG, net.env);
  assert.is(await body(respond(page('/de/besuch'), CONFIG, net.env)), 'Besuch');
  net.online = false;
  assert.is(await body(respond(page('/de/besuch'), CONFIG, net.env)), 'Besuch');
  assert.is(await body(respond(page('/de/programm'), CONFIG, net.env)), 'offline page');
});

test('online, a page always comes from the network, so a new build is never hidden by stale HTML', async () => {
  const pages = { ...SITE };
  const net = network(pages);
  await body(respond(page('/de/besuch'), CONFIG, net.env));
  pages['/de/besuch'] = { body: 'Besuch, neu' };
  assert.is(await body(respond(page('/de/besuch'), CONFIG, net.env)), 'Besuch, neu');
});

test('a slow network gives the cached copy after the timeout, and no copy means waiting for the network', async () => {
  const net = network({ ...SITE, '/de/langsam': { body: 'langsam' } });
  assert.is(await body(respond(page('/de/langsam'), CONFIG, net.env)), 'langsam');
  const slow = network(SITE);
  assert.is(await body(respond(page('/de/langsam'), CONFIG, slow.env)), 'langsam', 'no copy: the slow answer is waited for');
  await slow.caches.stores.get(cacheName('b1'))!.put(`${ORIGIN}/de/langsam`, new Response('kopie'));
  const started = Date.now();
  assert.is(await body(respond(page('/de/langsam'), CONFIG, slow.env)), 'kopie');
  assert.ok(Date.now() - started < 250, 'the copy comes at the timeout, before the network answers');
});

test('private answers and errors are never cached: offline they fall back like unseen pages', async () => {
  const net = network(SITE);
  await install(CONFIG, net.env);
  assert.is(await body(respond(page('/de/editor-sicht'), CONFIG, net.env)), 'private');
  assert.is(await body(respond(page('/de/weg'), CONFIG, net.env)), 'Seite nicht gefunden');
  await body(respond(get('/pageeditor-api/user'), CONFIG, net.env));
  net.online = false;
  assert.is(await body(respond(page('/de/editor-sicht'), CONFIG, net.env)), 'offline page');
  assert.is(await body(respond(page('/de/weg'), CONFIG, net.env)), 'offline page');
  assert.is(await body(respond(get('/pageeditor-api/user'), CONFIG, net.env)), '<network error>');
});

test('API reads are answered from the cache offline; assets come from the cache without asking the network', async () => {
  const net = network(SITE);
  await install(CONFIG, net.env);
  await body(respond(get('/de/api/events/'), CONFIG, net.env));
  assert.is(await body(respond(get('/assets/site/chunk-LAZY.js'), CONFIG, net.env)), 'lazy');
  net.fetched.length = 0;
  net.online = false;
  assert.is(await body(respond(get('/de/api/events/'), CONFIG, net.env)), '{"count":1}');
  assert.is(await body(respond(get('/assets/site/entry-A.js'), CONFIG, net.env)), 'entry');
  assert.is(await body(respond(get('/assets/site/chunk-LAZY.js'), CONFIG, net.env)), 'lazy');
  assert.equal(net.fetched, ['/de/api/events/'], 'assets never touch the network once cached');
});

test("the page gets the network's answer before the cache has written its copy; the worker is kept alive for the write", async () => {
  const net = network(SITE);
  const cache = await net.caches.open(cacheName(CONFIG.build));
  let written: () => void = () => undefined;
  // A busy disk: the copy is written only when the test says so.
  cache.put = (request, response) => new Promise<void>((resolve) => (written = () => resolve(void cache.entries.set(typeof request === 'string' ? request : request.url, response))));
  const kept: Promise<unknown>[] = [];
  const keep = (work: Promise<unknown>) => void kept.push(work);
  // Not a timing assertion: a worker that waits for the write never answers here, and this ends the wait.
  const beforeTheWrite = (answer: Promise<Response> | null) =>
    Promise.race([body(answer), new Promise<string>((resolve) => setTimeout(() => resolve('<waited for the write>'), 2000))]);
  assert.is(await beforeTheWrite(respond(get('/assets/site/chunk-LAZY.js'), CONFIG, net.env, keep)), 'lazy', 'an asset');
  written();
  assert.is(await beforeTheWrite(respond(page('/de/besuch'), CONFIG, net.env, keep)), 'Besuch', 'a page');
  written();
  assert.is(kept.length, 2, 'both writes went to the fetch event’s waitUntil');
  await Promise.all(kept);
  net.online = false;
  assert.is(await body(respond(get('/assets/site/chunk-LAZY.js'), CONFIG, net.env)), 'lazy', 'the copy is there offline');
  assert.is(await body(respond(page('/de/besuch'), CONFIG, net.env)), 'Besuch');
});

test('the precache list is the entry and every page chunk with their static imports, each once, without maps', () => {
  const manifest = {
    build: 'x',
    site: {
      entry: '/assets/site/entry.js',
      pages: { events: '/assets/site/events.js', event: '/assets/site/event.js' },
      outputs: {
        '/assets/site/entry.js': { imports: ['/assets/site/shared.js'] },
        '/assets/site/shared.js': { imports: [] },
        '/assets/site/events.js': { imports: ['/assets/site/shared.js', '/assets/site/list.js'] },
        '/assets/site/list.js': { imports: [] },
        '/assets/site/event.js': { imports: [], dynamicImports: ['/assets/site/lazy.js'] },
        '/assets/site/lazy.js': { imports: [] },
      },
    },
  };
  // The lazy chunks a page loads later come after the first-paint ones, so a page seen online works offline.
  assert.equal(precacheUrls(manifest), ['/assets/site/entry.js', '/assets/site/shared.js', '/assets/site/events.js', '/assets/site/list.js', '/assets/site/event.js', '/assets/site/lazy.js']);
});

test('each language\'s core strings are precached: the entry loads one before it renders, also offline', () => {
  const manifest = {
    build: 'x',
    site: {
      entry: '/assets/site/entry.js',
      pages: {},
      dictionaries: { de: '/assets/site/de.js', en: '/assets/site/en.js' },
      outputs: { '/assets/site/entry.js': { imports: [] }, '/assets/site/de.js': { imports: [] }, '/assets/site/en.js': { imports: [] } },
    },
  };
  assert.equal(precacheUrls(manifest), ['/assets/site/entry.js', '/assets/site/de.js', '/assets/site/en.js']);
});

test('the built worker carries the build hash and its precache list', async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'sw-build-'));
  try {
    const manifest = { build: 'hash-123', site: { entry: '/assets/site/entry-Q.js', pages: {}, outputs: { '/assets/site/entry-Q.js': { imports: [] } } } };
    await buildServiceWorker({ manifest, distDir: dist });
    const script = await readFile(path.join(dist, 'public', 'sw.js'), 'utf8');
    assert.match(script, '"hash-123"');
    assert.match(script, '"/assets/site/entry-Q.js"');
    assert.not.match(script, '__SW_CONFIG__');
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});

test.run();
