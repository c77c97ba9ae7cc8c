/**
 * The sign-in form sent by the browser itself, without JavaScript: POST of the
 * login page's own address as application/x-www-form-urlencoded, never a GET with the password in
 * the address. The same sign-in as POST /api/login/ (throttle, audit, new session); signed in, it
 * answers 303 to `next` (a same-site path only); otherwise the login page itself (400, never cached)
 * with the message on the form and the name as typed. An account with two-factor sign-in is told
 * that its second step needs JavaScript (the code form is the app's).
 *
 * CSRF: as the forms' page post (server/features/forms/page-post.ts), the plugin's 'origin' mode:
 * the cached login page cannot carry a per-visitor token, and browsers send Origin with a form's POST.
 * Decisions: DECISIONS "Lists, filters, tickets and sign-in without JavaScript".
 */
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginRouteData } from '../../../common/api/editor';
import de from '../../../common/i18n/de/login';
import en from '../../../common/i18n/en/login';
import { namespace } from '../../../common/i18n/namespace';
import { LANGS, ROUTES_BY_NAME, type Lang } from '../../../common/routes';
import { helmetOptions } from '../../shell/csp';
import { startSignedIn, tSignIn } from './session-start';
import { signIn } from './sign-in';
import { signInFailed } from './sign-in-events';
import { twoFactorRequiredFor, twoFactorState } from './two-factor';

const tLogin = namespace({ de, en });

/** As POST /api/login/'s schema: longer values are no account's. */
const MAX_LOGIN = 254;
const MAX_PASSWORD = 1024;
/** The largest form we take: the two fields and `next`, encoded. */
const BODY_LIMIT = 16 * 1024;

function patternsOf(lang: Lang): string[] {
  const patterns = ROUTES_BY_NAME.login.patterns[lang];
  return Array.isArray(patterns) ? [...patterns] : [patterns as string];
}

const pageLogin: FastifyPluginAsync = async (app) => {
  // The login page with its message is a page like every other: the same CSP and headers.
  await app.register(helmet, helmetOptions(app.config));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });

  const answer = (lang: Lang) => async (request: FastifyRequest<{ Body: unknown }>, reply: FastifyReply) => {
    const text = tLogin(lang);
    const body = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const login = (body.get('login') ?? '').trim();
    const password = body.get('password') ?? '';
    const next = body.get('next') ?? undefined;
    /** The login page again, 400, with the message on the form; `next` stays in its address. */
    const refuse = (error: string) => {
      const page = `${request.url.split('?')[0]}${next ? `?next=${encodeURIComponent(next)}` : ''}`;
      const data: LoginRouteData = { login: login.slice(0, MAX_LOGIN), error };
      return app.answerPage(request, reply, page, (initial) => ({ ...initial, data }));
    };
    if (!login || !password || login.length > MAX_LOGIN || password.length > MAX_PASSWORD) return refuse(text.loginMissing());
    const result = await signIn(app.db, login, password, request.ip);
    if (!result.ok) {
      await signInFailed(request, { login, userId: null }, result.reason);
      if (result.reason === 'locked') return refuse(text.loginLocked({ minutes: Math.max(1, Math.ceil(result.retryAfterMs / 60_000)) }));
      return refuse(result.reason === 'disabled' ? tSignIn(lang).disabled() : text.loginInvalid());
    }
    if ((await twoFactorState(app.db, result.user.id)).enabled || (await twoFactorRequiredFor(app.db, result.user))) return refuse(text.loginNeedsScript());
    const signedIn = await startSignedIn(app, request, reply, result.user, next, lang, false);
    return reply.header('cache-control', 'private, no-store').redirect(signedIn.next, 303);
  };

  for (const lang of LANGS) {
    for (const url of patternsOf(lang)) app.post(url, { config: { csrf: 'origin' } }, answer(lang));
  }
};

export default pageLogin;
