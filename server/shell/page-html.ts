/**
 * The document of a resolved page: the manifest's assets, the initial data and the server-rendered
 * body in the shell (ARCHITECTURE "Request flow" 3). Shared by ordinary answers and preview links.
 */
import type { InitialData } from '../../common/api/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { documentBody } from '../../common/document-body';
import { consentDecidedIn, type CacheTicket } from '../cache/plugin';
import { nowMs } from '../clock';
import { redactUrl } from '../log-redaction';
import { renderShell } from './html';
import { initialJsonBytes } from './initial-json';
import { pageAssets, type ManifestSource } from './manifest';
import type { ShellPreview } from './preview';
import { renderBody, type RenderedBody } from './render-body';
import type { RenderedParts } from './render-memo';
import type { ShellOutcome } from './resolve';

export type PageOutcome = Extract<ShellOutcome, { kind: 'page' }>;
export type Amend = (initial: InitialData) => InitialData;
export type PageHtml = (request: FastifyRequest, outcome: PageOutcome, url: string, amend?: Amend, preview?: ShellPreview, ticket?: CacheTicket | null) => Promise<Buffer | null>;

/** What a page answer says while the site is not built (status 503). */
export const NOT_BUILT = 'Site not built: run npm run build';

/**
 * The document of a page outcome; null while the site is not built. With a ticket (an answer
 * that may be shared), parts of the body an earlier render of the same inlined data and path
 * drew in this content version are reused (render-memo.ts).
 */
export function pageHtmlRenderer(app: FastifyInstance, manifests: ManifestSource, renderedParts: RenderedParts): PageHtml {
  return async (request, outcome, url, amend, preview, ticket) => {
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
  };
}
