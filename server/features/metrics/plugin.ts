/**
 * GET /metrics in Prometheus text format (alerts in docs/OPERATIONS.md "Metrics"),
 * and the hooks that count requests. Registered early in server/app.ts so every route is counted.
 */
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { Gauge, Registry } from 'prom-client';
import { forbidden, unauthorized } from '../../errors';
import { metricsGate } from './access';
import { cacheLookups, httpDuration, httpRequests, pageRender, processRegistry } from './registry';
import { rowsOf } from '../../db/rows';

/** The shell's catch-all route (server/shell/plugin.ts): every visitor page. */
const PAGE_ROUTE = '/*';
/** Requests no route matched: one label for all, not one per address a scanner tries. */
const UNMATCHED = '(unmatched)';

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export default fp(
  async (app) => {
    const gate = metricsGate(app.config.metrics);
    const appRegistry = new Registry();
    const pool = app.database.kind === 'postgres' ? (app.db as unknown as { $client: PgPool }).$client : null;
    new Gauge({
      name: 'venue_db_pool_connections',
      help: 'PostgreSQL pool connections by state: in use, idle, and requests waiting for one (waits > 0 for long means DB_POOL_MAX is too small or queries are slow).',
      labelNames: ['state'] as const,
      registers: [appRegistry],
      collect() {
        if (!pool) return;
        this.set({ state: 'used' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'venue_outbox_backlog',
      help: 'Form notification mails not yet sent (pending or being retried).',
      registers: [appRegistry],
      async collect() {
        const result = await app.db.execute(sql`select count(*)::int as n from form_notifications where status = 'pending'`);
        this.set(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
      },
    });

    // The response cache answers hits before Fastify routes them (server/cache/plugin.ts, front-door.ts):
    // its store is where both kinds of lookup pass.
    app.addHook('onReady', async () => {
      const store = (app as unknown as { responseCache?: { get: (...args: never[]) => unknown } }).responseCache;
      if (!store) return;
      const get = store.get.bind(store);
      store.get = (...args: never[]) => {
        const hit = get(...args);
        cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
        return hit;
      };
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      if (route === '/metrics') return;
      const seconds = reply.elapsedTime / 1000;
      httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
      httpDuration.observe({ method: request.method, route }, seconds);
      // A cache miss carries the ticket to store its answer (server/cache/plugin.ts); a hit was answered without rendering.
      const rendered = (request as { cacheTicket?: unknown }).cacheTicket;
      if (route === PAGE_ROUTE && rendered && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) pageRender.observe(seconds);
    });

    app.get('/metrics', async (request, reply) => {
      const verdict = gate(request.headers.authorization, request.ip);
      if (verdict === 'closed') throw forbidden('Metrics are off: set METRICS_TOKEN or METRICS_ALLOW (docs/OPERATIONS.md "Metrics").');
      if (verdict === 'unauthorized') {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized('Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>", or scrape from an address in METRICS_ALLOW.');
      }
      const registry = Registry.merge([processRegistry, appRegistry]);
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
