/**
 * CSRF double-submit (ARCHITECTURE "Sessions"): every unsafe method must send the `csrftoken`
 * cookie's value back in the X-CSRFToken header. The cookie is handed out by GET /api/csrf/, which the
 * app calls before its first unsafe call: pages never set it, so every anonymous visitor gets the
 * same cacheable bytes (issue #13 point 3).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATH } from '../../common/api/cookies';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'origin' instead of the token, only for routes that take no credentials and change nothing a
     * visitor owns, whose callers cannot send headers (navigator.sendBeacon): the Origin header must
     * name this site (docs/DECISIONS.md "Web vitals").
     */
    csrf?: 'token' | 'origin';
  }
  interface FastifyReply {
    /** Makes sure the visitor holds a CSRF token cookie; returns it. */
    ensureCsrfCookie(): string;
  }
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The Origin header names this site: the public address or the host the request was sent to. */
function sameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  return host === new URL(publicUrl).host.toLowerCase() || host === request.host?.toLowerCase();
}

export default fp<{ secureCookies: boolean }>(
  async (app, { secureCookies }) => {
    app.decorateReply('ensureCsrfCookie', function (this: FastifyReply) {
      const existing = this.request.cookies[CSRF_COOKIE];
      if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
      const token = randomBytes(24).toString('base64url');
      // Readable by scripts on purpose: the app copies it into the header (double submit).
      this.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: secureCookies, httpOnly: false, maxAge: 365 * 24 * 3600 });
      return token;
    });

    app.get(CSRF_TOKEN_PATH, async (_request, reply) => {
      reply.ensureCsrfCookie();
      return reply.header('cache-control', 'private, no-store').code(204).send();
    });

    app.addHook('preHandler', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (request.routeOptions.config.csrf === 'origin') {
        if (!sameOrigin(request, app.config.publicUrl)) throw forbidden('Origin missing or not this site.');
        return;
      }
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER.toLowerCase()];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        throw forbidden('CSRF token missing or incorrect. Reload the page and try again.');
      }
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
