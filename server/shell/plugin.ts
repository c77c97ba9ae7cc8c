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
import type { InitialData } from '../../common/api/types';
import helmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../common/api/cookies';
import { documentBody } from '../../common/document-body';
import { isEditAddress } from '../../common/editor-seam';
import { nextOpeningChange } from '../cache/next-change';
import { notFound } from '../errors';
import { etagMatches, PRIVATE_CACHE_CONTROL, sharedCacheControl, weakEtag } from '../features/http/public-cache';
import { allowTagManager, helmetOptions } from './csp';
import { renderShell } from './html';
import { consentDecidedIn } from '../cache/plugin';
import { renderBody, type RenderedBody } from './render-body';
import { initialJsonBytes } from './initial-json';
import { RenderedParts } from './render-memo';
import { createHash } from 'node:crypto';
import type { CacheTicket } from '../cache/plugin';
import { manifestSource, pageAssets } from './manifest';
import { resolveShell, type ShellOutcome } from './resolve';
import { previewBar, renderPreviewGone, type ShellPreview } from './preview';
import { PREVIEW_TOKEN_PATTERN } from '../../common/api/drafts';
import { isLang } from '../../common/routes';
import { findPreview } from '../features/drafts/preview-service';
import { pageRowById, pathIn } from '../features/pages/page-service';
import { redactUrl } from '../log-redaction';
import { now as clockNow, nowMs } from '../clock';

type PageOutcome = Extract<ShellOutcome, { kind: 'page' }>;

/** Pages nobody may share (a failed content-version read): revalidated on every visit. */
const UNSHARED_HTML_CACHE_CONTROL = 'no-cache';
const NOT_BUILT = 'Site not built: run npm run build';
/** How often the stored pages are checked against the manifest (it rereads the file at most once a second). */
const MANIFEST_WATCH_MS = 250;

declare module 'fastify' {
  interface FastifyInstance {
    /** Parts of page bodies later renders of the same data reuse (render-memo.ts). */
    renderedParts: RenderedParts;
    /** Answers with the HTML page at `url`, its initial data amended for this answer only (status 400, not cached). */
    answerPage(request: FastifyRequest, reply: FastifyReply, url: string, amend?: (initial: InitialData) => InitialData): Promise<unknown>;
  }
}

export default fp(
  async (app) => {
    const manifests = await manifestSource(app.config.distDir);
    if (!(await manifests.current())) app.log.warn(`${app.config.distDir}/manifest.json missing: pages answer 503 until the site is built`);

    // A rebuild changes the asset names pages point to: stored pages go with the old manifest.
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

    // Parts of page bodies reused by later renders of the same data (render-memo.ts).
    const renderedParts = new RenderedParts();
    app.decorate('renderedParts', renderedParts);

    app.setNotFoundHandler(async () => {
      throw notFound();
    });

    await app.register(async (scope) => {
      await scope.register(helmet, helmetOptions(app.config));

      scope.get('/*', (request: FastifyRequest, reply: FastifyReply) => answerPage(request, reply, request.url));
      scope.get<{ Params: { locale: string; token: string } }>('/:locale/preview/:token', answerPreview);
    });

    /**
     * The page at `url`, with `amend` changing its initial data for this one answer (a form sent
     * without JavaScript comes back with its values and errors, server/features/forms/page-post.ts).
     * An amended page holds what one visitor typed: never stored, never shared.
     */
    /**
     * The document of a page outcome; null while the site is not built. With a ticket (an answer
     * that may be shared), parts of the body an earlier render of the same inlined data and path
     * drew in this content version are reused (render-memo.ts).
     */
    async function pageHtml(request: FastifyRequest, outcome: PageOutcome, url: string, amend?: (initial: InitialData) => InitialData, preview?: ShellPreview, ticket?: CacheTicket | null): Promise<Buffer | null> {
        const manifest = await manifests.current();
        if (!manifest) return null;
        const plain = { ...outcome.initial, build: manifest.build ?? '', ...(app.config.sentryDsn ? { sentryDsn: app.config.sentryDsn } : {}) };
        const initial = amend ? amend(plain) : plain;
        const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
        const initialJson = initialJsonBytes(initial);
        // Parts drawn for a visitor who has decided on consent are kept apart from a first visitor's.
        const decided = consentDecidedIn(request.cookies);
        const memo = ticket ? renderedParts.forRender(`${createHash('sha1').update(initialJson).digest('base64url')}\n${initial.path}\n${decided}`, search, ticket, nowMs()) : undefined;
        // A page that cannot render on the server still works: the browser renders it.
        const body: RenderedBody | null = await renderBody(initial, search, decided, memo).catch((error: unknown) => {
          request.log.error({ err: error, url: redactUrl(request.url) }, 'server render failed; the browser renders this page');
          return null;
        });
        return renderShell({
          body,
          initial,
          head: outcome.head,
          assets: pageAssets(manifest, outcome.match?.route.page ?? 'not-found', initial.lang),
          headline: initial.page?.headline || initial.page?.title || outcome.head.title,
          documentBody: outcome.match ? documentBody(outcome.match.route, initial.page, initial.error) : null,
          publicUrl: app.config.publicUrl,
          initialJson,
          ...(preview ? { preview } : {}),
        });
    }

    /**
     * A preview link: the page's draft for anyone with the link, marked as a
     * preview, never stored or shared, never indexed. The address holds the token: an address of the
     * same shape that is no token at all is an ordinary page address.
     */
    async function answerPreview(request: FastifyRequest<{ Params: { locale: string; token: string } }>, reply: FastifyReply): Promise<unknown> {
        const { locale, token } = request.params;
        if (!isLang(locale) || !PREVIEW_TOKEN_PATTERN.test(token)) return answerPage(request, reply, request.url);
        request.cacheTicket = null;
        reply
          .header('cache-control', PRIVATE_CACHE_CONTROL)
          .header('x-robots-tag', 'noindex, nofollow')
          // Links out of the preview must not carry the token in a Referer.
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8');
        const target = await findPreview(app.db, token);
        const page = target.state === 'open' ? await pageRowById(app.db, target.pageId) : null;
        if (!page) return reply.code(target.state === 'gone' ? 410 : 404).send(renderPreviewGone(locale, target.state === 'gone'));
        const outcome = await resolveShell(app.db, app.config, { url: pathIn(page, locale), acceptLanguage: request.headers['accept-language'], user: async () => null, draftOf: page.id });
        if (outcome.kind !== 'page') return reply.code(404).send(renderPreviewGone(locale, false));
        const html = await pageHtml(request, { ...outcome, head: { ...outcome.head, robots: 'noindex, nofollow' } }, request.url, undefined, previewBar(locale, token));
        if (html === null) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
        return reply.code(outcome.status).send(html);
    }

    async function answerPage(request: FastifyRequest, reply: FastifyReply, url: string, amend?: (initial: InitialData) => InitialData): Promise<unknown> {
        const outcome = await resolveShell(app.db, app.config, {
          url,
          acceptLanguage: request.headers['accept-language'],
          user: async () => (request.cookies[SESSION_COOKIE] ? request.currentUser() : null),
          sessionHint: request.cookies[SESSION_HINT_COOKIE] !== undefined,
          // The ticket the response cache gave this request: its version and next scheduled change.
          shared: (key, load) => app.sharedData.get(key, request.cacheTicket, nowMs(), load),
          // Only with a real shop configured; a slow shop never holds the page (sync-job.ts).
          refreshTicketing: (jetId) => {
            if (app.config.ticketshopUrl && app.hasDecorator('ticketshop')) void app.ticketshop.sync.refreshIfStale(jetId).catch(() => undefined);
          },
        });
        if (outcome.kind === 'redirect') {
          if (outcome.varyLanguage) reply.header('vary', 'Accept-Language').header('cache-control', 'private, no-cache');
          if (outcome.varyCookie) reply.header('vary', 'cookie').header('cache-control', 'private, no-cache');
          return reply.redirect(outcome.location, outcome.status);
        }
        allowTagManager(reply.raw, outcome.initial.common.settings.design.cookies.tag_manager_id);
        const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
        // The header shows today's opening status: the page changes when that does.
        const opening = nextOpeningChange(outcome.initial.common.openingHours, clockNow());
        // An `?edit` address answers by the session hint (resolve.ts): never shared with visitors without it.
        const ticket = amend || outcome.loggedIn || !request.cacheTicket || isEditAddress(search) ? null : { ...request.cacheTicket, nextChange: Math.min(request.cacheTicket.nextChange, opening) };
        request.cacheTicket = ticket;
        // Encoded once, the shared parts kept encoded (html.ts): the ETag, the stored copy and the answer all read the same bytes.
        const bytes = await pageHtml(request, outcome, url, amend, undefined, ticket);
        if (bytes === null) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
        const etag = weakEtag(bytes);
        const shared = ticket ? (now: number) => sharedCacheControl('page', ticket.nextChange, now) : null;
        reply
          .code(outcome.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', amend ? 'private, no-store' : outcome.loggedIn ? PRIVATE_CACHE_CONTROL : shared ? shared(nowMs()) : UNSHARED_HTML_CACHE_CONTROL)
          // Lower case: @fastify/compress looks for 'accept-encoding' before adding its own.
          .header('vary', 'accept-encoding, cookie')
          .header('etag', etag);
        if (shared && outcome.status === 200) app.shareAnswer(request, reply, bytes, shared);
        if (amend) return reply.code(400).send(bytes);
        if (outcome.status === 200 && etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.send(bytes);
    }
    app.decorate('answerPage', answerPage);
  },
  { name: 'shell', dependencies: ['database', 'session', 'csrf', 'response-cache'] },
);
