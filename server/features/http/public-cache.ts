/**
 * Short public caching for the read-only API (ARCHITECTURE "Request flow" 2: public GETs carry an
 * ETag and a short Cache-Control). A route opts in with `config: { publicCache: true }`. The ETag is
 * a weak hash of the JSON body, so an unchanged answer costs the client a 304 and no body.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../../common/api/cookies';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer with `Cache-Control: public, max-age=…` and an ETag (private, no-store with a session). */
    publicCache?: boolean;
  }
}

/** Seconds a shared cache may keep a public answer: edits show within a minute. */
export const PUBLIC_MAX_AGE_S = 60;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_S}`;
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

export default fp(
  async (app) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!request.routeOptions.config?.publicCache || reply.statusCode !== 200) return payload;
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      reply.header('cache-control', carriesSession(request) ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const etag = weakEtag(payload);
      reply.header('etag', etag);
      if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
      reply.code(304);
      reply.removeHeader('content-type');
      return '';
    });
  },
  { name: 'public-cache', dependencies: ['@fastify/cookie'] },
);
