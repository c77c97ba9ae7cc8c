/**
 * Server-side sessions (ARCHITECTURE "Sessions"): the `sessionid` cookie holds a random token, the
 * database its SHA-256. Any process behind the balancer can read any session.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../common/api/cookies';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the session once per request; null for anonymous visitors. */
    currentUser(): Promise<SessionUser | null>;
  }
}

/** Sessions last two weeks. */
export const SESSION_MAX_AGE_S = 14 * 24 * 3600;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session row and returns the cookie value; used by login and by tests. */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000) });
  return token;
}

export function setSessionCookies(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_MAX_AGE_S });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: SESSION_MAX_AGE_S });
}

async function lookup(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0]?.user ?? null;
}

export default fp(
  async (app) => {
    const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        pending = lookup(app.db, this.cookies[SESSION_COOKIE]);
        cache.set(this, pending);
      }
      return pending;
    });
  },
  { name: 'session', dependencies: ['database', '@fastify/cookie'] },
);
