/**
 * CSRF double-submit (ARCHITECTURE "Sessions"): every unsafe method must send the CSRF cookie's value
 * back in the X-CSRFToken header. The token is a random value signed with the server's secret
 * (HMAC), so a cookie someone else planted with a value of their choosing is refused, and it works
 * for anonymous visitors too. Over HTTPS the cookie is `__Host-csrftoken`: no subdomain
 * can set or shadow it. It is handed out by GET /api/csrf/, which the app calls before its first
 * unsafe call: pages never set it, so every anonymous visitor gets the same cacheable bytes.
 *
 * A signed-in user's token is bound to the session (its signature covers the
 * session's id), and sign-in, sign-out and a new session after a password change hand out a new one
 * (`issueCsrfCookie`): a token seen before sign-in is worth nothing after it. An unsafe request whose
 * browser sends an Origin header must name this site.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATH, SECURE_CSRF_COOKIE, SESSION_COOKIE } from '../../common/api/cookies';
import { forbidden } from '../errors';
import { appSecret } from './secret';
import { hashToken } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{32}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'origin' instead of the token, only for routes that take no credentials and change nothing a
     * visitor owns, whose callers cannot send headers (navigator.sendBeacon): the Origin header must
     * name this site (docs/DECISIONS.md "Service worker, error reporting, web vitals"). 'none' only for reports browsers send on
     * their own (CSP violation reports), which carry neither header nor a dependable Origin.
     */
    csrf?: 'token' | 'origin' | 'none';
  }
  interface FastifyReply {
    /** Makes sure the visitor holds a valid CSRF token cookie (bound to the session when signed in); returns it. */
    ensureCsrfCookie(): Promise<string>;
    /** Sets a new token, bound to the session whose cookie value is `sessionToken` (null: anonymous); returns it. */
    issueCsrfCookie(sessionToken: string | null): string;
  }
}

/**
 * `<nonce>.<signature>`: the signature is the HMAC of the nonce with the server's secret. A signed-in
 * user's token takes its nonce from the session (`sessionNonce`), so it is valid for that session
 * only, and still a valid anonymous token once the session is gone (an expired sign-in can sign in
 * again without a reload).
 */
export function signCsrfToken(secret: string, nonce = randomBytes(18).toString('base64url'), sessionToken: string | null = null): string {
  const own = sessionToken ? sessionNonce(secret, sessionToken) : nonce;
  const signature = createHmac('sha256', secret).update(`csrf:${own}`).digest('base64url').slice(0, 32);
  return `${own}.${signature}`;
}

/** The nonce of the token bound to the session whose cookie value is `sessionToken` (24 characters, as a random one). */
export function sessionNonce(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(`csrf-session:${hashToken(sessionToken)}`).digest('base64url').slice(0, 24);
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The token was made by this site (any of its processes: they share the secret), and for that session when given. */
export function isSignedToken(secret: string, token: string | undefined, sessionToken: string | null = null): token is string {
  if (!token || !TOKEN_SHAPE.test(token) || !sameText(token, signCsrfToken(secret, token.split('.')[0]))) return false;
  return sessionToken === null || sameText(token.split('.')[0]!, sessionNonce(secret, sessionToken));
}

/** The Origin header names this site: the public address or the host the request was sent to. */
function sameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  if (host === new URL(publicUrl).host.toLowerCase()) return true;
  // The request's own host, with a default port dropped as the Origin header drops it.
  try {
    return host === new URL(`${request.protocol}://${request.host}`).host.toLowerCase();
  } catch {
    return false;
  }
}

export default fp<{ secureCookies: boolean }>(
  async (app, { secureCookies }) => {
    const secret = await appSecret(app, 'csrf');
    const cookieName = secureCookies ? SECURE_CSRF_COOKIE : CSRF_COOKIE;

    app.decorateReply('issueCsrfCookie', function (this: FastifyReply, sessionToken: string | null) {
      const token = signCsrfToken(secret, undefined, sessionToken);
      // Readable by scripts on purpose: the app copies it into the header (double submit).
      this.setCookie(cookieName, token, { path: '/', sameSite: 'lax', secure: secureCookies, httpOnly: false, maxAge: 365 * 24 * 3600 });
      return token;
    });

    app.decorateReply('ensureCsrfCookie', async function (this: FastifyReply) {
      const existing = this.request.cookies[cookieName];
      const session = (await this.request.currentUser()) ? this.request.cookies[SESSION_COOKIE]! : null;
      if (isSignedToken(secret, existing, session)) return existing;
      return this.issueCsrfCookie(session);
    });

    app.get(CSRF_TOKEN_PATH, async (_request, reply) => {
      await reply.ensureCsrfCookie();
      return reply.header('cache-control', 'private, no-store').code(204).send();
    });

    app.addHook('preHandler', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method)) return;
      const mode = request.routeOptions.config.csrf;
      if (mode === 'none') return;
      // Where the browser says where the request comes from, it must be this site (also for 'token').
      if ((mode === 'origin' || request.headers.origin !== undefined) && !sameOrigin(request, app.config.publicUrl)) throw forbidden('Origin missing or not this site.');
      if (mode === 'origin') return;
      const cookie = request.cookies[cookieName];
      const header = request.headers[CSRF_HEADER.toLowerCase()];
      if (!isSignedToken(secret, cookie) || typeof header !== 'string' || !sameText(cookie, header)) throw forbidden('CSRF token missing or incorrect. Reload the page and try again.');
      // A signed-in user's write needs the token of this very session, never an anonymous one.
      if ((await request.currentUser()) && !isSignedToken(secret, cookie, request.cookies[SESSION_COOKIE]!)) throw forbidden('CSRF token missing or incorrect. Reload the page and try again.');
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie', 'database', 'session'] },
);
