/**
 * The answer for a page address: a redirect, or the page with the cache headers its visitor allows
 * (SPEC §8). An anonymous page is shared: an ETag and a shared Cache-Control, and the response cache
 * keeps it until the content version or today's opening status moves.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../common/api/cookies';
import { isEditAddress } from '../../common/editor-seam';
import { nextOpeningChange } from '../cache/next-change';
import { now as clockNow, nowMs } from '../clock';
import { etagMatches, PRIVATE_CACHE_CONTROL, sharedCacheControl, weakEtag } from '../features/http/public-cache';
import { allowTagManager } from './csp';
import { NOT_BUILT, type Amend, type PageHtml } from './page-html';
import { resolveShell, type ShellOutcome } from './resolve';

export type AnswerPage = (request: FastifyRequest, reply: FastifyReply, url: string, amend?: Amend) => Promise<unknown>;

/** Pages nobody may share (a failed content-version read): revalidated on every visit. */
const UNSHARED_HTML_CACHE_CONTROL = 'no-cache';

/** What resolving a page address needs from this request: who asks, and the cache's shared reads. */
function outcomeFor(app: FastifyInstance, request: FastifyRequest, url: string): Promise<ShellOutcome> {
  return resolveShell(app.db, app.config, {
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
}

/**
 * The page at `url`, with `amend` changing its initial data for this one answer (a form sent
 * without JavaScript comes back with its values and errors, server/features/forms/page-post.ts).
 * An amended page holds what one visitor typed: never stored, never shared.
 */
export function pageAnswerer(app: FastifyInstance, pageHtml: PageHtml): AnswerPage {
  return async function answerPage(request, reply, url, amend) {
    const outcome = await outcomeFor(app, request, url);
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
  };
}
