/**
 * The second step of a sign-in with two-factor sign-in (common/api/two-factor.ts LOGIN_CODE_PATH):
 * the ticket the password earned and a code from the app or a recovery code. After a setup at
 * sign-in the answer also carries the recovery codes, shown once. Decisions: DECISIONS "Two-factor sign-in".
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOGIN_CODE_BODY } from '../../../common/api/body-schemas';
import type { LoginErrorBody } from '../../../common/api/editor';
import * as endpoints from '../../../common/api/endpoints';
import { users } from '../../db/schema';
import { now } from '../../clock';
import { serve } from '../http/serve';
import { PRIVATE_CACHE_CONTROL } from '../http/public-cache';
import { bodyLang, startSignedIn, tSignIn } from './session-start';
import { signInFailed } from './sign-in-events';
import { ticketUser, useTicket } from './sign-in-ticket';
import { claimTry, releaseTry, throttleKeys } from './throttle';
import { checkSecondFactor, confirmSetup, twoFactorKey, twoFactorState } from './two-factor';

/** The code step's throttle counts under `2fa:<user name>` (the hub's list of waiting sign-ins shows it so). */
const CODE_THROTTLE_PREFIX = '2fa:';

function fail(reply: FastifyReply, status: number, code: LoginErrorBody['code'], message: string) {
  return reply.status(status).send({ message, statusCode: status, code } satisfies LoginErrorBody);
}

const loginCodeRoute: FastifyPluginAsync = async (app) => {
  const key = await twoFactorKey(app);

  serve(app, endpoints.signInCode, { schema: { body: LOGIN_CODE_BODY }, attachValidation: true }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    const lang = bodyLang(request.body);
    const text = tSignIn(lang);
    if (request.validationError) return fail(reply, 400, 'invalid', text.codeMissing());
    const { ticket, code, next } = request.body;
    const userId = await ticketUser(app.db, ticket, now());
    const [user] = userId === null ? [] : await app.db.select().from(users).where(eq(users.id, userId));
    if (!user) {
      await signInFailed(request, { login: '', userId }, 'expired');
      return fail(reply, 400, 'expired', text.expired());
    }
    // Wrong codes count as wrong passwords do, per address over all names and per
    // account and address, on a count of their own: the right password (which clears the name's
    // count) must not buy whoever knows it five more guesses at the code.
    const keys = throttleKeys(`${CODE_THROTTLE_PREFIX}${user.username}`, request.ip);
    const claim = await claimTry(app.db, keys);
    if (!claim.ok) {
      await signInFailed(request, { login: user.username, userId: user.id }, 'locked');
      const seconds = Math.ceil(claim.retryAfterMs / 1000);
      reply.header('retry-after', String(seconds));
      return reply.status(429).send({ message: text.locked({ minutes: Math.max(1, Math.ceil(seconds / 60)) }), statusCode: 429, code: 'locked', retry_after: seconds } satisfies LoginErrorBody);
    }
    if (claim.delayMs > 0) await sleep(claim.delayMs);
    // Confirmed 2FA asks for a code; otherwise this ticket came with a setup (required for the account) that the code confirms.
    const enabled = (await twoFactorState(app.db, user.id)).enabled;
    const recoveryCodes = enabled ? null : await confirmSetup(app.db, key, user.id, code, now());
    const passed = enabled ? await checkSecondFactor(app.db, key, user.id, code, now()) : recoveryCodes !== null;
    if (!passed) {
      await signInFailed(request, { login: user.username, userId: user.id }, 'code-invalid');
      return fail(reply, 400, 'invalid', text.codeInvalid());
    }
    // The ticket is spent once: a second request with the same ticket (and another code) gets nowhere.
    if (!(await useTicket(app.db, ticket))) return fail(reply, 400, 'expired', text.expired());
    await releaseTry(app.db, keys);
    if (user.isLocked) {
      await signInFailed(request, { login: user.username, userId: user.id }, 'disabled');
      return fail(reply, 403, 'disabled', text.disabled());
    }
    const signedIn = await startSignedIn(app, request, reply, user, next, lang, true);
    return recoveryCodes ? { ...signedIn, recovery_codes: recoveryCodes } : signedIn;
  });
};

export default loginCodeRoute;
