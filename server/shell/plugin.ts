/**
 * The HTML shell for every page URL (ARCHITECTURE "Request flow" 3; issue 2, point 5): one wildcard
 * GET route in its own scope, with helmet's security headers and a per-response script nonce.
 * Unknown API paths and every other unmatched request answer the JSON 404 of SPEC §8.
 */
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../common/api/cookies';
import { notFound } from '../errors';
import { etagMatches, PRIVATE_CACHE_CONTROL, weakEtag } from '../features/http/public-cache';
import { allowTagManager, helmetOptions, setScriptNonce } from './csp';
import { renderShell } from './html';
import { manifestSource, pageAssets } from './manifest';
import { resolveShell } from './resolve';

/** HTML is revalidated on every visit: the ETag makes an unchanged page a 304 without body. */
const PUBLIC_HTML_CACHE_CONTROL = 'no-cache';
/** Stands in for the nonce while the ETag is computed, so the same page keeps the same ETag. */
const NONCE_SLOT = `nonce-slot-${randomBytes(12).toString('hex')}`;
const NOT_BUILT = 'Site not built: run npm run build';

declare module 'fastify' {
  interface FastifyReply {
    /** The nonce of this response's inline scripts (shell routes only). */
    scriptNonce: string;
  }
}

export default fp(
  async (app) => {
    const manifests = await manifestSource(app.config.distDir);
    if (!(await manifests.current())) app.log.warn(`${app.config.distDir}/manifest.json missing: pages answer 503 until the site is built`);

    app.setNotFoundHandler(async () => {
      throw notFound();
    });

    await app.register(async (scope) => {
      scope.decorateReply('scriptNonce', '');
      // Before helmet's hooks: its CSP header reads the nonce (csp.ts).
      scope.addHook('onRequest', async (_request, reply) => {
        reply.scriptNonce = randomBytes(16).toString('base64');
        setScriptNonce(reply.raw, reply.scriptNonce);
      });
      await scope.register(helmet, helmetOptions(app.config));

      scope.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
        const outcome = await resolveShell(app.db, app.config, {
          url: request.url,
          acceptLanguage: request.headers['accept-language'],
          user: async () => (request.cookies[SESSION_COOKIE] ? request.currentUser() : null),
          // Only with a real shop configured; a slow shop never holds the page (sync-job.ts).
          refreshTicketing: (jetId) => {
            if (app.config.ticketshopUrl && app.hasDecorator('ticketshop')) void app.ticketshop.sync.refreshIfStale(jetId).catch(() => undefined);
          },
        });
        if (outcome.kind === 'redirect') {
          if (outcome.varyLanguage) reply.header('vary', 'Accept-Language').header('cache-control', 'private, no-cache');
          return reply.redirect(outcome.location, outcome.status);
        }
        allowTagManager(reply.raw, outcome.initial.common.settings.design.cookies.tag_manager_id);
        const manifest = await manifests.current();
        if (!manifest) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);

        reply.ensureCsrfCookie();
        const initial = { ...outcome.initial, build: manifest.build ?? '', ...(app.config.sentryDsn ? { sentryDsn: app.config.sentryDsn } : {}) };
        const html = renderShell({
          initial,
          head: outcome.head,
          assets: pageAssets(manifest, outcome.match?.route.page ?? 'not-found', initial.lang),
          headline: initial.page?.headline || initial.page?.title || outcome.head.title,
          bodyClass: initial.error ? null : (outcome.match?.route.bodyClass ?? null),
          publicUrl: app.config.publicUrl,
          nonce: NONCE_SLOT,
        });
        const etag = weakEtag(html);
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', outcome.loggedIn ? PRIVATE_CACHE_CONTROL : PUBLIC_HTML_CACHE_CONTROL)
          // Lower case: @fastify/compress looks for 'accept-encoding' before adding its own.
          .header('vary', 'accept-encoding, cookie')
          .header('etag', etag);
        if (outcome.status === 200 && etagMatches(request.headers['if-none-match'], etag)) {
          // The cached copy keeps the nonce and CSP it came with; a new CSP here would block its scripts.
          reply.raw.removeHeader('content-security-policy');
          return reply.code(304).send();
        }
        return reply.code(outcome.status).send(html.replaceAll(NONCE_SLOT, reply.scriptNonce));
      });
    });
  },
  { name: 'shell', dependencies: ['database', 'session', 'csrf'] },
);
