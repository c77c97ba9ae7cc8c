/**
 * Fair limits: one counter store every process shares (server/limits/counter-store.ts)
 * behind @fastify/rate-limit, registered once for the whole app. Routes opt in with
 * `config.rateLimit` ({max, timeWindow, groupId}); the search calls are limited here by path so the
 * search feature needs no code of its own. Keys are the client address as TRUST_PROXY allows it
 * (request.ip), never a header the client chooses.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Limits } from '../config';
import { openCounterStore, type CounterStore } from '../limits/counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    limits: { store: CounterStore; config: Limits };
  }
}

interface StoreParams {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over the shared counters; one key space per route or group. */
function rateLimitStore(counters: CounterStore) {
  return class SharedRateLimitStore {
    private readonly scope: string;
    constructor(params: StoreParams = {}) {
      this.scope = params.groupId ?? `${String(params.routeInfo?.method ?? '')} ${params.routeInfo?.url ?? ''}`;
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      counters.add(`rl:${this.scope}:${key}`, 1, timeWindow).then(
        (count) => callback(null, { current: count.count, ttl: count.resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child(params: unknown) {
      return new SharedRateLimitStore(params as StoreParams);
    }
  };
}

const SEARCH_PATH = /^\/(?::locale\/)?api\/search\//;

export default fp(
  async (app) => {
    const store = await openCounterStore({ redisUrl: app.config.redisUrl, database: app.database });
    app.decorate('limits', { store, config: app.config.limits });
    app.addHook('onClose', () => store.close());

    // Before rate-limit's own onRoute hook reads the route's config.
    app.addHook('onRoute', (route) => {
      if (!SEARCH_PATH.test(route.url) || route.config?.rateLimit) return;
      route.config = { ...route.config, rateLimit: { max: app.config.limits.searchesPerMinute, timeWindow: 60_000, groupId: 'search' } };
    });
    // A counter store that cannot answer (database down) must not take the route down with it.
    await app.register(rateLimit, { global: false, store: rateLimitStore(store), skipOnError: true });
  },
  { name: 'limits', dependencies: ['database'] },
);
