/**
 * POST /api/login/ (common/api/editor.ts LOGIN_PATH): signs in with user name or
 * e-mail and password, ends the session the browser held before and starts a new one (the id changes
 * at every sign-in), and says where to go next: a same-site `next` only. With two-factor sign-in
 * the right password earns a ticket for the second step instead
 * (login-code-route.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { LOGIN_BODY } from '../../../common/api/body-schemas';
import type { LoginErrorBody } from '../../../common/api/editor';
import * as endpoints from '../../../common/api/endpoints';
import { serve } from '../http/serve';
import { now } from '../../clock';
import { PRIVATE_CACHE_CONTROL } from '../http/public-cache';
import lockRoutes from './lock-routes';
import loginCodeRoute from './login-code-route';
import pageLogin from './page-login';
import { bodyLang, startSignedIn, tSignIn, twoFactorIssuer } from './session-start';
import { signIn } from './sign-in';
import { signInFailed } from './sign-in-events';
import { createTicket } from './sign-in-ticket';
import { startSetup, twoFactorKey, twoFactorRequiredFor, twoFactorState } from './two-factor';
import twoFactorRoutes from './two-factor-routes';

const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(lockRoutes);
  await app.register(twoFactorRoutes);
  await app.register(loginCodeRoute);
  // The login page's form sent without JavaScript.
  await app.register(pageLogin);
  serve(
    app,
    endpoints.signIn,
    { schema: { body: LOGIN_BODY }, attachValidation: true },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      const lang = bodyLang(request.body);
      const text = tSignIn(lang);
      if (request.validationError) {
        return reply.status(400).send({ message: text.invalidRequest(), statusCode: 400, code: 'invalid' } satisfies LoginErrorBody);
      }
      const { login, password, next } = request.body;
      const result = await signIn(app.db, login, password, request.ip);
      if (!result.ok) await signInFailed(request, { login, userId: null }, result.reason);
      if (!result.ok && result.reason === 'locked') {
        const seconds = Math.ceil(result.retryAfterMs / 1000);
        reply.header('retry-after', String(seconds));
        return reply
          .status(429)
          .send({ message: text.locked({ minutes: Math.max(1, Math.ceil(seconds / 60)) }), statusCode: 429, code: 'locked', retry_after: seconds } satisfies LoginErrorBody);
      }
      if (!result.ok && result.reason === 'disabled') return reply.status(403).send({ message: text.disabled(), statusCode: 403, code: 'disabled' } satisfies LoginErrorBody);
      if (!result.ok) return reply.status(400).send({ message: text.invalid(), statusCode: 400, code: 'invalid' } satisfies LoginErrorBody);

      // With 2FA on, or required and not yet set up, the password earns a ticket, not a session.
      const { user } = result;
      if ((await twoFactorState(app.db, user.id)).enabled) return { step: 'code' as const, ticket: await createTicket(app.db, user.id, now()) };
      if (await twoFactorRequiredFor(app.db, user)) {
        const setup = await startSetup(app.db, await twoFactorKey(app), user, twoFactorIssuer(app.config.publicUrl));
        return { step: 'setup' as const, ticket: await createTicket(app.db, user.id, now()), ...(setup ? { setup } : {}) };
      }
      return startSignedIn(app, request, reply, user, next, lang, false);
    },
  );
};

export default authRoutes;
