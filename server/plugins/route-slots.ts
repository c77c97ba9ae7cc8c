/**
 * Bulkheads for the connection pool: each
 * route may have at most half the pool's connections' worth of requests in flight; more wait here,
 * in this process (holding no connection), up to half the request timeout, then answer 503 with
 * Retry-After. A burst on one route (200 form posts at once) so queues and is served; requests
 * stuck on a locked table so fill only their own route's share, and every other route still finds
 * free connections. Only on PostgreSQL: PGlite has one connection and no other client to block it.
 *
 * Bodies before slots: a request takes its slot as the last step before its
 * handler — after its body has arrived, the CSRF check and the route's own access check — so clients
 * trickling bodies (server/plugins/body-deadline.ts) hold no slot. A multipart upload, whose body the
 * handler itself streams, takes none: it holds no connection while it streams. Writes of signed-in
 * editors count in slots of their own, which anonymous traffic cannot fill. The busy answer speaks the
 * visitor's language.
 */
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../common/api/cookies';
import { canEdit } from '../../common/roles';
import { RETRY_AFTER_S } from './database-faults';
import { requestLang, tLimits } from './request-language';

interface Slots {
  busy: number;
  waiting: (() => void)[];
}

const HELD = Symbol('route slot held');
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isMultipart = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** A write by a signed-in editor or admin: its own bulkhead. Only asked for writes that carry a session. */
async function isEditorWrite(request: FastifyRequest): Promise<boolean> {
  if (!UNSAFE.has(request.method) || !request.cookies?.[SESSION_COOKIE]) return false;
  return canEdit((await request.currentUser())?.role);
}

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

    const acquire = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isMultipart(request)) return;
      const key = `${request.method} ${request.routeOptions.url ?? '*'}${(await isEditorWrite(request)) ? ' (editors)' : ''}`;
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
          // Sent here: the error handler words every 5xx as "an unknown error occurred".
          return reply
            .code(503)
            .header('retry-after', String(RETRY_AFTER_S))
            .header('cache-control', 'no-store')
            .type('application/json; charset=utf-8')
            .send({ message: tLimits(requestLang(request)).busy(), statusCode: 503 });
        }
      }
      (request as unknown as Record<symbol, string | undefined>)[HELD] = key;
      // The client left while it waited: no onResponse will come to give the slot back.
      if (request.raw.destroyed) release(request);
    };

    // The last of each route's preHandlers: route-level ones (access checks) run after the app's
    // (CSRF, input checks), and all of them after the body is parsed and validated.
    app.addHook('onRoute', (route) => {
      const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      route.preHandler = [...own, acquire as preHandlerHookHandler];
    });
    app.addHook('onResponse', async (request) => release(request));
    app.addHook('onRequestAbort', async (request) => release(request));
  },
  { name: 'route-slots', dependencies: ['database'] },
);
