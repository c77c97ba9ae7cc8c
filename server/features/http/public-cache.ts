/**
 * Caching of anonymous answers (ARCHITECTURE "Request flow" 2 and 3): the
 * Cache-Control a CDN or reverse proxy may follow, ETags, and the hand-over of finished answers to
 * the in-process store (server/cache). A read-only API route opts in with `config: { publicCache:
 * true }`; the HTML shell uses the same helpers. Registered before the compression plugin, so the
 * store gets the body before it is compressed.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../../common/api/cookies';
import { nowMs } from '../../clock';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer with a shared Cache-Control and an ETag, and keep the answer in memory (private, no-store with a session). */
    publicCache?: boolean;
  }
}

/** Seconds a shared cache may keep a public answer: edits show within a minute. */
export const PUBLIC_MAX_AGE_S = 60;
/** Seconds after that a shared cache may still answer while it fetches a fresh copy. */
export const STALE_WHILE_REVALIDATE_S = 300;
/** Anything a session may change (offline pages, editor views) never lands in a cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** True when the request carries a session cookie; cheap, no database look-up. */
export const carriesSession = (request: FastifyRequest) => Boolean(request.cookies[SESSION_COOKIE]);

export const weakEtag = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match holds this ETag (weak comparison, RFC 9110 13.1.2), or '*'. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === bare;
  });
}

/**
 * The shared lifetime of an anonymous answer made now: a minute, a stale-while-revalidate window
 * after it, and neither reaching past the next scheduled change (a module or alert going on or off
 * line, Berlin midnight: server/cache/next-change.ts). Pages: browsers revalidate every visit
 * (max-age=0, a 304 by ETag) so a visitor who signs in sees their own page; shared caches keep them
 * for s-maxage. API answers: browsers too may keep them for the minute.
 */
export function sharedCacheControl(kind: 'page' | 'api', nextChange: number, now: number): string {
  const left = Math.floor((nextChange - now) / 1000);
  if (left <= 0) return 'public, no-cache';
  const fresh = Math.min(PUBLIC_MAX_AGE_S, left);
  const stale = Math.min(STALE_WHILE_REVALIDATE_S, left - fresh);
  const swr = stale > 0 ? `, stale-while-revalidate=${stale}` : '';
  return kind === 'page' ? `public, max-age=0, s-maxage=${fresh}${swr}` : `public, max-age=${fresh}${swr}`;
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!request.routeOptions.config?.publicCache || reply.statusCode !== 200) return payload;
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      const ticket = request.cacheTicket;
      if (carriesSession(request) || !ticket) {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return payload;
      }
      const cacheControl = (now: number) => sharedCacheControl('api', ticket.nextChange, now);
      reply.header('cache-control', cacheControl(nowMs()));
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const etag = weakEtag(payload);
      reply.header('etag', etag);
      app.shareAnswer(request, reply, payload, cacheControl);
      if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
      reply.code(304);
      reply.removeHeader('content-type');
      return '';
    });
  },
  { name: 'public-cache', dependencies: ['@fastify/cookie', 'response-cache'] },
);
