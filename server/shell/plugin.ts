/**
 * The HTML shell for every page URL (ARCHITECTURE "Request flow" 3): one wildcard
 * GET route in its own scope, with helmet's security headers. Unknown API paths and every other
 * unmatched request answer the JSON 404 of SPEC §8.
 *
 * An anonymous page is the same bytes for every visitor — no nonce (the CSP names
 * the inline script's hash), no Set-Cookie (the CSRF cookie comes with the first unsafe call,
 * server/plugins/csrf.ts) — so it carries an ETag and a shared Cache-Control, and the in-process
 * store (server/cache) answers the next visitors until the content version moves.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import { pageAnswerer, type AnswerPage } from './answer-page';
import { previewAnswerer, type PreviewRequest } from './answer-preview';
import { helmetOptions } from './csp';
import { manifestSource, type ManifestSource } from './manifest';
import { pageHtmlRenderer } from './page-html';
import { RenderedParts } from './render-memo';

/** How often the stored pages are checked against the manifest (it rereads the file at most once a second). */
const MANIFEST_WATCH_MS = 250;

declare module 'fastify' {
  interface FastifyInstance {
    /** Parts of page bodies later renders of the same data reuse (render-memo.ts). */
    renderedParts: RenderedParts;
    /** Answers with the HTML page at `url`, its initial data amended for this answer only (status 400, not cached). */
    answerPage: AnswerPage;
  }
}

/** A rebuild changes the asset names pages point to: stored pages go with the old manifest. */
async function clearCacheOnRebuild(app: FastifyInstance, manifests: ManifestSource): Promise<void> {
  let built = await manifests.current();
  const watch = setInterval(() => {
    void manifests.current().then((manifest) => {
      if (manifest === built) return;
      built = manifest;
      app.responseCache.clear();
    });
  }, MANIFEST_WATCH_MS);
  watch.unref();
  app.addHook('onClose', async () => clearInterval(watch));
}

export default fp(
  async (app) => {
    const manifests = await manifestSource(app.config.distDir);
    if (!(await manifests.current())) app.log.warn(`${app.config.distDir}/manifest.json missing: pages answer 503 until the site is built`);
    await clearCacheOnRebuild(app, manifests);

    // Parts of page bodies reused by later renders of the same data (render-memo.ts).
    const renderedParts = new RenderedParts();
    app.decorate('renderedParts', renderedParts);

    app.setNotFoundHandler(async () => {
      throw notFound();
    });

    const pageHtml = pageHtmlRenderer(app, manifests, renderedParts);
    const answerPage = pageAnswerer(app, pageHtml);
    const answerPreview = previewAnswerer(app, pageHtml, answerPage);
    await app.register(async (scope) => {
      await scope.register(helmet, helmetOptions(app.config));

      scope.get('/*', (request: FastifyRequest, reply: FastifyReply) => answerPage(request, reply, request.url));
      scope.get<{ Params: PreviewRequest['params'] }>('/:locale/preview/:token', answerPreview);
    });
    app.decorate('answerPage', answerPage);
  },
  { name: 'shell', dependencies: ['database', 'session', 'csrf', 'response-cache'] },
);
