/**
 * GET /sw.js and GET /offline (SPEC §7 "Service worker at /sw.js with scope /").
 * The worker script is revalidated on every check (no-cache + ETag), so a new build's worker is
 * found at the next visit; its scope / is allowed explicitly.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { OFFLINE_PATH, SW_PATH, SW_SCOPE } from '../../../common/service-worker';
import { notFound } from '../../errors';
import { etagMatches, weakEtag } from '../http/public-cache';
import { OFFLINE_CSP, renderOfflinePage } from './offline-page';

/** Revalidate each time: the script and page change with every build but keep their address. */
const REVALIDATE = 'no-cache';

const swRoutes: FastifyPluginAsync = async (app) => {
  const offlineHtml = renderOfflinePage();
  const offlineEtag = weakEtag(offlineHtml);

  app.get(SW_PATH, async (request, reply) => {
    // Read per request: a rebuild beside the running server (npm run dev, a deploy) replaces it.
    const script = await readFile(path.join(app.config.distDir, 'public', SW_PATH)).catch(() => null);
    if (!script) throw notFound();
    const etag = weakEtag(script);
    reply.header('cache-control', REVALIDATE).header('service-worker-allowed', SW_SCOPE).header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/javascript; charset=utf-8').send(script);
  });

  app.get(OFFLINE_PATH, async (request, reply) => {
    reply.header('cache-control', REVALIDATE).header('content-security-policy', OFFLINE_CSP).header('etag', offlineEtag);
    if (etagMatches(request.headers['if-none-match'], offlineEtag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(offlineHtml);
  });
};

export default swRoutes;
