/**
 * POST /api/login/ (common/api/editor.ts LOGIN_PATH, issue #10 point 1): signs in with user name or
 * e-mail and password, ends the session the browser held before and starts a new one (the id changes
 * at every sign-in), and says where to go next: a same-site `next` only.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { LOGIN_PATH, type LoginErrorBody, type LoginRequest, type LoginResponse } from '../../../common/api/editor';
import { SESSION_COOKIE } from '../../../common/api/cookies';
import deMessages from '../../../common/i18n/de/sign-in-errors';
import enMessages from '../../../common/i18n/en/sign-in-errors';
import { namespace } from '../../../common/i18n/namespace';
import { DEFAULT_LANG, LANGS, homePath } from '../../../common/routes';
import { safeNextPath } from '../../../common/safe-next';
import { sessions } from '../../db/schema';
import { createSession, setSessionCookies } from '../../plugins/session';
import { PRIVATE_CACHE_CONTROL } from '../http/public-cache';
import { loadSettings } from '../settings/settings-service';
import { endSession, userDetailsOf } from '../user/user-details';
import lockRoutes from './lock-routes';
import { signIn } from './sign-in';

const tSignIn = namespace({ de: deMessages, en: enMessages });

const LOGIN_SCHEMA = {
  body: {
    type: 'object',
    required: ['login', 'password'],
    additionalProperties: false,
    properties: {
      login: { type: 'string', minLength: 1, maxLength: 254 },
      password: { type: 'string', minLength: 1, maxLength: 1024 },
      next: { type: 'string', maxLength: 2000 },
      lang: { type: 'string', enum: LANGS },
    },
  },
} as const;

const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(lockRoutes);
  app.post<{ Body: LoginRequest }>(
    LOGIN_PATH,
    {
      schema: LOGIN_SCHEMA,
      attachValidation: true,
    },
    async (request, reply): Promise<LoginResponse | LoginErrorBody> => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      const lang = request.body && typeof request.body === 'object' && request.body.lang === 'en' ? 'en' : DEFAULT_LANG;
      const text = tSignIn(lang);
      if (request.validationError) {
        return reply.status(400).send({ message: text.invalidRequest(), statusCode: 400, code: 'invalid' } satisfies LoginErrorBody);
      }
      const { login, password, next } = request.body;
      const result = await signIn(app.db, login, password, request.ip);
      if (!result.ok && result.reason === 'locked') {
        const seconds = Math.ceil(result.retryAfterMs / 1000);
        reply.header('retry-after', String(seconds));
        return reply
          .status(429)
          .send({ message: text.locked({ minutes: Math.max(1, Math.ceil(seconds / 60)) }), statusCode: 429, code: 'locked', retry_after: seconds } satisfies LoginErrorBody);
      }
      if (!result.ok && result.reason === 'disabled') return reply.status(403).send({ message: text.disabled(), statusCode: 403, code: 'disabled' } satisfies LoginErrorBody);
      if (!result.ok) return reply.status(400).send({ message: text.invalid(), statusCode: 400, code: 'invalid' } satisfies LoginErrorBody);

      // A new id at every sign-in: a session id planted before sign-in is worth nothing after it.
      await endSession(app.db, request.cookies[SESSION_COOKIE]);
      await app.db.delete(sessions).where(and(eq(sessions.userId, result.user.id), lt(sessions.absoluteExpiresAt, new Date())));
      const token = await createSession(app.db, result.user.id);
      setSessionCookies(reply, token, app.config.secureCookies);
      // Issue 21 point 5: a new CSRF token, bound to the new session.
      reply.issueCsrfCookie(token);
      const details = userDetailsOf(result.user, (await loadSettings(app.db, DEFAULT_LANG)).design);
      return { user: { ...details, role: result.user.role }, next: safeNextPath(next, homePath(lang)) };
    },
  );
};

export default authRoutes;
