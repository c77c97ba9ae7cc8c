/**
 * The editor's API under `/{locale}/pageeditor-api/` (SPEC §7; common/api/editor.ts):
 * modules, sections and containers, page settings, media, links. Every call needs an editor's
 * session (401 without one, so the editor opens its login modal and retries, SPEC §4; 403 for other
 * roles); every unsafe call also the CSRF header (server/plugins/csrf.ts, registered for the whole app).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import draftRoutes from '../drafts/routes';
import linkRoutes from '../links/routes';
import mediaRoutes from '../media/routes';
import { PRIVATE_CACHE_CONTROL } from '../http/public-cache';
import moduleRoutes from './module-routes';
import pageRoutes from './page-routes';
import pageTreeRoutes from '../page-tree/routes';
import { langOfRequest } from './request';
import sectionRoutes from './section-routes';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one call site after a successful editor write: the serving side may decorate the
 * app with `contentChanged()` to drop its caches; without it nothing happens.
 */
function notifyContentChanged(app: FastifyInstance): void {
  if (!app.hasDecorator('contentChanged')) return;
  (app as unknown as { contentChanged(): void }).contentChanged();
}

const editorApi: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    langOfRequest(request);
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  });
  app.addHook('preHandler', app.requireEditor);
  app.addHook('onResponse', async (request, reply) => {
    if (!SAFE.has(request.method) && reply.statusCode < 300) notifyContentChanged(app);
  });
  // The contract's full paths (common/api/endpoints/), one route per language (server/features/http/serve.ts).
  await app.register(moduleRoutes);
  await app.register(sectionRoutes);
  await app.register(draftRoutes);
  await app.register(pageRoutes);
  await app.register(pageTreeRoutes);
  await app.register(mediaRoutes);
  await app.register(linkRoutes);
};

export default editorApi;
