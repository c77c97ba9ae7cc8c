/**
 * POST /api/dashboard-error-log/ {url} (SPEC §7): the visitor app reports a 404. CSRF is checked
 * globally (server/plugins/csrf.ts); a rate limit per address (server/plugins/limits.ts, shared by all processes) and a daily cap keep a
 * script from flooding the table.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';
import { ERROR_LOG_BODY } from '../../../common/api/body-schemas';
import * as endpoints from '../../../common/api/endpoints';
import { serve } from '../http/serve';
import { logNotFound, loggablePath } from './error-log-service';

/** Reports per IP and minute: a visitor clicking through broken links stays far below. */
export const ERROR_LOG_RATE_LIMIT = { max: 30, timeWindow: 60_000, groupId: 'error-log' } as const;


function ownHosts(request: FastifyRequest, publicUrl: string): string[] {
  const hosts = [new URL(publicUrl).host.toLowerCase()];
  if (request.host) hosts.push(request.host.toLowerCase());
  return hosts;
}

const errorLogRoutes: FastifyPluginAsync = async (app) => {
  serve(
    app,
    endpoints.errorLog,
    { schema: { body: ERROR_LOG_BODY }, config: { rateLimit: ERROR_LOG_RATE_LIMIT } },
    async (request, reply) => {
      const path = loggablePath(request.body.url, ownHosts(request, app.config.publicUrl));
      if (!path) throw badRequest('body/url must be a path starting with "/" or an http(s) URL of this site');
      reply.code(201);
      return logNotFound(app.db, path);
    },
  );
};

export default errorLogRoutes;
