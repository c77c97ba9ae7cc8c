/**
 * The user details of SPEC §3 for a session user or an anonymous visitor, and the end of a session
 * (docs/DECISIONS.md "User details and logout").
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../../common/api/cookies';
import * as endpoints from '../../../common/api/endpoints';
import type { DesignSettings, UserDetails } from '../../../common/api/types';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { hashToken, type SessionUser } from '../../plugins/session';


/** Who is logged in, or empty names with `is_logged_in: false`; the addresses come from the design settings. */
export function userDetailsOf(user: SessionUser | null, design: DesignSettings): UserDetails {
  return {
    has_dashboard_online_access: user?.hasDashboardOnlineAccess ?? false,
    is_logged_in: user !== null,
    username: user?.username ?? '',
    email: user?.email ?? '',
    first_name: user?.firstName ?? '',
    last_name: user?.lastName ?? '',
    login_url: design.loginUrl,
    logout_url: endpoints.logout.path,
    role: user?.role ?? null,
    webshop_url: design.header.webshopLink,
  };
}

/** Deletes the session row of a `sessionid` cookie value; unknown or missing values change nothing. */
export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Expires the session cookie and the hint cookie, so the visitor app stops asking for the user. */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
