/**
 * The end of every successful sign-in, with or without a second step, and what the sign-in calls share: their messages and language.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '../../../common/api/editor';
import { SESSION_COOKIE } from '../../../common/api/cookies';
import deMessages from '../../../common/i18n/de/sign-in-errors';
import enMessages from '../../../common/i18n/en/sign-in-errors';
import { namespace } from '../../../common/i18n/namespace';
import { DEFAULT_LANG, homePath, type Lang } from '../../../common/routes';
import { safeNextPath } from '../../../common/safe-next';
import { sessions } from '../../db/schema';
import { createSession, setSessionCookies, type SessionUser } from '../../plugins/session';
import { loadSettings } from '../settings/settings-service';
import { endSession, userDetailsOf } from '../user/user-details';
import { signedIn } from './sign-in-events';

export const tSignIn = namespace({ de: deMessages, en: enMessages });

/** The language of a call's messages: `lang` in the body, German otherwise (also for a body that failed validation). */
export const bodyLang = (body: unknown): Lang => (body && typeof body === 'object' && (body as { lang?: unknown }).lang === 'en' ? 'en' : DEFAULT_LANG);

/** The issuer an authenticator app lists the account under: the site's host name. */
export const twoFactorIssuer = (publicUrl: string) => new URL(publicUrl).hostname;

/**
 * Starts the session: ends the one the browser held before (the id changes at every sign-in, so a
 * planted id is worth nothing), sets the cookies and a CSRF token bound to the new session.
 */
export async function startSignedIn(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  next: string | undefined,
  lang: Lang,
  secondFactor: boolean,
): Promise<LoginResponse> {
  await endSession(app.db, request.cookies[SESSION_COOKIE]);
  await app.db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.absoluteExpiresAt, new Date())));
  const token = await createSession(app.db, user.id);
  setSessionCookies(reply, token, app.config.secureCookies);
  // A new CSRF token, bound to the new session.
  reply.issueCsrfCookie(token);
  await signedIn(request, user, secondFactor);
  const details = userDetailsOf(user, (await loadSettings(app.db, DEFAULT_LANG)).design);
  return { user: { ...details, role: user.role }, next: safeNextPath(next, homePath(lang)) };
}
