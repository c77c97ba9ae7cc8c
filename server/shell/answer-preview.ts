/**
 * A preview link: the page's draft for anyone with the link, marked as a preview, never stored or
 * shared, never indexed. The address holds the token: an address of the same shape that is no token
 * at all is an ordinary page address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_TOKEN_PATTERN } from '../../common/api/drafts';
import { isLang } from '../../common/routes';
import { findPreview } from '../features/drafts/preview-service';
import { PRIVATE_CACHE_CONTROL } from '../features/http/public-cache';
import { pageRowById, pathIn } from '../features/pages/page-service';
import type { AnswerPage } from './answer-page';
import { NOT_BUILT, type PageHtml } from './page-html';
import { previewBar, renderPreviewGone } from './preview';
import { resolveShell } from './resolve';

export type PreviewRequest = FastifyRequest<{ Params: { locale: string; token: string } }>;

export function previewAnswerer(app: FastifyInstance, pageHtml: PageHtml, answerPage: AnswerPage) {
  return async function answerPreview(request: PreviewRequest, reply: FastifyReply): Promise<unknown> {
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
  };
}
