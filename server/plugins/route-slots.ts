/**
 * Bulkheads for the connection pool (issue #14 "one locked table freezes the whole site"): each
 * route may have at most half the pool's connections' worth of requests in flight; more wait here,
 * in this process (holding no connection), up to half the request timeout, then answer 503 with
 * Retry-After. A burst on one route (200 form posts at once) so queues and is served; requests
 * stuck on a locked table so fill only their own route's share, and every other route still finds
 * free connections. Only on PostgreSQL: PGlite has one connection and no other client to block it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../errors';
import { RETRY_AFTER_S } from './database-faults';

interface Slots {
  busy: number;
  waiting: (() => void)[];
}

const HELD = Symbol('route slot held');

export default fp(
  async (app) => {
    if (app.database.kind !== 'postgres') return;
    const perRoute = Math.max(1, Math.floor(app.config.db.poolMax / 2));
    const waitMs = Math.max(app.config.db.acquireTimeoutMs, app.config.requestTimeoutMs / 2);
    const routes = new Map<string, Slots>();

    const release = (request: FastifyRequest) => {
      const key = (request as unknown as Record<symbol, string | undefined>)[HELD];
      if (key === undefined) return;
      (request as unknown as Record<symbol, string | undefined>)[HELD] = undefined;
      const slots = routes.get(key)!;
      const next = slots.waiting.shift();
      if (next) next();
      else slots.busy--;
    };

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const key = `${request.method} ${request.routeOptions.url ?? '*'}`;
      let slots = routes.get(key);
      if (!slots) routes.set(key, (slots = { busy: 0, waiting: [] }));
      if (slots.busy < perRoute) {
        slots.busy++;
      } else {
        const got = await new Promise<boolean>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
          const timer = setTimeout(() => {
            slots.waiting.splice(slots.waiting.indexOf(wake), 1);
            resolve(false);
          }, waitMs);
          slots.waiting.push(wake);
        });
        if (!got) {
          reply.header('retry-after', String(RETRY_AFTER_S)).header('cache-control', 'no-store');
          throw httpError(503, 'The server is busy. Please try again in a few seconds.');
        }
      }
      (request as unknown as Record<symbol, string | undefined>)[HELD] = key;
      // The client left while it waited: no onResponse will come to give the slot back.
      if (request.raw.destroyed) release(request);
    });
    app.addHook('onResponse', async (request) => release(request));
    app.addHook('onRequestAbort', async (request) => release(request));
  },
  { name: 'route-slots', dependencies: ['database'] },
);
