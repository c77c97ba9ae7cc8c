/**
 * Database faults never take the process down and never look like a bug (ARCHITECTURE
 * "Request flow"): a pool that hands out no connection in time, a statement or lock wait cancelled by its
 * timeout, a connection the server dropped (restart, pg_terminate_backend) — each answers 503 with
 * Retry-After, so clients and the load balancer try again; the pool reconnects on the next query.
 */
import type { FastifyError } from 'fastify';
import { redactUrl } from '../log-redaction';
import fp from 'fastify-plugin';

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_S = 5;

/** SQLSTATEs that mean "the database cannot serve this now", not "this request is wrong". */
const UNAVAILABLE_CODES = new Set(['57014', '55P03', '57P01', '57P02', '57P03', '53300', '40P01']);
const UNAVAILABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|not queryable|ECONNREFUSED|ECONNRESET|the database system is (starting|shutting) up/i;

/** Walks the cause chain (drizzle wraps the driver's error in DrizzleQueryError). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code === 'ECONNREFUSED' || code === 'ECONNRESET')) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

export default fp(
  async (app) => {
    // onError runs before the one error handler (app.ts) and may shape the error it formats.
    app.addHook('onError', async (request, reply, error: FastifyError) => {
      const timedOut = error.code === 'FST_ERR_HANDLER_TIMEOUT';
      if (!timedOut && !isDatabaseUnavailable(error)) return;
      error.statusCode = 503;
      reply.header('retry-after', String(RETRY_AFTER_S));
      reply.header('cache-control', 'no-store');
      request.log.warn({ url: redactUrl(request.url), err: { message: error.message, code: error.code } }, timedOut ? 'request timed out' : 'database unavailable');
    });
  },
  { name: 'database-faults' },
);
