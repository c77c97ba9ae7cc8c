/**
 * What the service worker does on install, activate and fetch, written against
 * the Cache and Fetch APIs only, so unit tests drive it in Node with an in-memory CacheStorage.
 */
import { SW_CACHE_PREFIX } from '../../common/service-worker';
import { isCacheable, strategyFor, type Strategy } from './strategy';

export interface SwConfig {
  /** The build hash (dist/manifest.json): the cache's name. */
  build: string;
  /** Public URLs of the shell's scripts and the page chunks, fetched on install. */
  precache: string[];
  /** The offline page, also fetched on install. */
  offline: string;
  /** A seen page comes from the cache when the network is slower than this. */
  networkTimeoutMs: number;
}

export interface SwEnv {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  /** The site's origin (the worker's scope). */
  origin: string;
}

export const cacheName = (build: string): string => `${SW_CACHE_PREFIX}${build}`;

/** Every match ignores Vary: the shell varies on the cookie, which a cached copy must not care about. */
const MATCH = { ignoreVary: true } as const;

/**
 * Precache requests in flight at once. The browser opens six connections to a host and shares them
 * with the page: 160 files asked for at once left the page's own next chunk queued behind them (still
 * loading after 20 s on a busy machine, the anonymous browser test), and on a phone the visitor's
 * next page waited for files it may never need. Three leave the page room and still fill the line.
 */
export const PRECACHE_IN_FLIGHT = 3;

export async function install(config: SwConfig, env: SwEnv): Promise<void> {
  const cache = await env.caches.open(cacheName(config.build));
  const queue = [config.offline, ...config.precache];
  const next = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      // 'reload': a file the HTTP cache still holds from an older build must not become this build's copy.
      const request = new Request(new URL(url, env.origin), { cache: 'reload' });
      const response = await env.fetch(request);
      if (!response.ok) {
        queue.length = 0;
        throw new Error(`precache: ${url} answered ${response.status}`);
      }
      await cache.put(request, response);
    }
  };
  await Promise.all(Array.from({ length: PRECACHE_IN_FLIGHT }, next));
}

/** A new build replaces the old: its pages may name assets the server no longer has. */
export async function activate(config: SwConfig, env: SwEnv): Promise<void> {
  const keep = cacheName(config.build);
  const names = await env.caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(SW_CACHE_PREFIX) && name !== keep).map((name) => env.caches.delete(name)));
}

/**
 * Work that goes on after the answer: the fetch event's waitUntil keeps the worker alive for it. The
 * page gets the network's answer as soon as it arrives, not once the cache has written its copy
 * (as Workbox's strategies do): the write waits for the whole body and the disk, and a chunk the
 * page waited for that way was still loading after 20 s on a busy machine (the anonymous browser test).
 */
export type Afterwards = (work: Promise<unknown>) => void;

/** The answer to a request, or null when the browser should handle it as if there were no worker. */
export function respond(request: Request, config: SwConfig, env: SwEnv, afterwards: Afterwards = () => undefined): Promise<Response> | null {
  const strategy = strategyFor(request, env.origin);
  return strategy ? answer(strategy, request, config, env, afterwards) : null;
}

/** Keeps a copy of a cacheable answer, after it. */
function keepCopy(cache: Cache, request: Request, response: Response, afterwards: Afterwards): void {
  if (isCacheable(response)) afterwards(cache.put(request, response.clone()).catch(() => undefined));
}

async function answer(strategy: Strategy, request: Request, config: SwConfig, env: SwEnv, afterwards: Afterwards): Promise<Response> {
  const cache = await env.caches.open(cacheName(config.build));
  if (strategy === 'asset') {
    const cached = await cache.match(request, MATCH);
    if (cached) return cached;
    const response = await env.fetch(request);
    keepCopy(cache, request, response, afterwards);
    return response;
  }
  const response = await networkFirst(request, cache, config.networkTimeoutMs, env, afterwards);
  if (response) return response;
  const offline = strategy === 'page' ? await cache.match(new URL(config.offline, env.origin).href, MATCH) : undefined;
  return offline ?? Response.error();
}

/**
 * The network's answer (kept for next time), or the cached copy when the network fails or is slower
 * than the timeout; without a cached copy a slow network is still waited for. Undefined when neither.
 */
function networkFirst(request: Request, cache: Cache, timeoutMs: number, env: SwEnv, afterwards: Afterwards): Promise<Response | undefined> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (response: Response | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(response);
    };
    const fromCache = () => cache.match(request, MATCH);
    const timer = setTimeout(() => void fromCache().then((cached) => cached && settle(cached)), timeoutMs);
    env.fetch(request).then(
      (response) => {
        keepCopy(cache, request, response, afterwards);
        settle(response);
      },
      () => void fromCache().then(settle, () => settle(undefined)),
    );
  });
}
