/**
 * The service worker at /sw.js, scope / (SPEC §7). Built by build.mjs as its own
 * unhashed script (site/sw/build-sw.mjs), which injects this build's hash and precache list.
 */
import { timings } from '../../common/theme';
import { OFFLINE_PATH } from '../../common/service-worker';
import { activate, install, respond, type SwConfig, type SwEnv } from './handlers';

declare const __SW_CONFIG__: Pick<SwConfig, 'build' | 'precache'>;

/** The parts of ServiceWorkerGlobalScope we use (tsconfig has the DOM library, not WebWorker's). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  fetch(request: Request): Promise<Response>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const config: SwConfig = { ...__SW_CONFIG__, offline: OFFLINE_PATH, networkTimeoutMs: timings.swNetworkTimeout };
const env: SwEnv = { caches: scope.caches, fetch: (request) => scope.fetch(request), origin: scope.location.origin };

scope.addEventListener('install', (event) => {
  // A new build takes over at once: pages keep working because a missing old chunk reloads the page
  // (site/router/chunk-reload.ts), and the reload gets the new HTML from the network.
  event.waitUntil(install(config, env).then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(activate(config, env).then(() => scope.clients.claim()));
});

scope.addEventListener('fetch', (event) => {
  const afterwards = (work: Promise<unknown>) => {
    try {
      event.waitUntil(work);
    } catch {
      // The answer went out long ago (a cached copy after the network's timeout): the copy is still
      // written while the worker lives.
    }
  };
  const response = respond(event.request, config, env, afterwards);
  if (response) event.respondWith(response);
});
