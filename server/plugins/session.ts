/**
 * Server-side sessions (ARCHITECTURE "Sessions"): the `sessionid` cookie holds a random token, the
 * database its SHA-256. Any process behind the balancer can read any session. A session ends 2 hours
 * after its last request (idle, sliding) and 12 hours after sign-in whatever the activity (absolute);
 * every sign-in starts a new one (the id changes, server/features/auth/session-start.ts).
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

/** Idle timeout: the session ends 2 hours after the last request. */
export const SESSION_IDLE_S = 2 * 3600;
/** Absolute timeout: 12 hours after sign-in. */
export const SESSION_ABSOLUTE_S = 12 * 3600;
/** The idle end moves on at most once a minute, so busy editing does not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session row and returns the cookie value; used by login and by tests. */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_S * 1000),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_S * 1000),
  });
  return token;
}

/**
 * The session cookie lives as long as the absolute timeout (the server ends it earlier when idle);
 * the hint cookie likewise, and /api/user-details/ drops a hint whose session has ended.
 */
export function setSessionCookies(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_ABSOLUTE_S });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: SESSION_ABSOLUTE_S });
}

async function lookup(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const id = hashToken(token);
  const rows = await db
    .select({ user: users, expiresAt: sessions.expiresAt, absoluteExpiresAt: sessions.absoluteExpiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now), eq(users.isLocked, false)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const idleEnd = Math.min(now.getTime() + SESSION_IDLE_S * 1000, row.absoluteExpiresAt.getTime());
  if (idleEnd - row.expiresAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ expiresAt: new Date(idleEnd) }).where(eq(sessions.id, id));
  }
  return row.user;
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
