/**
 * Two-factor sign-in's calls (common/api/two-factor.ts): the second step of a
 * sign-in, and the signed-in user setting up, renewing and switching off their own 2FA.
 * Decisions: DECISIONS "Two-factor sign-in".
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginErrorBody } from '../../../common/api/editor';
import { TWO_FACTOR_CODE_BODY, TWO_FACTOR_SETUP_BODY } from '../../../common/api/body-schemas';
import type { BodyOf } from '../../../common/api/contract';
import * as endpoints from '../../../common/api/endpoints';
import { serve } from '../http/serve';
import {
  LOGIN_CODE_PATH,
  type LoginCodeRequest,
  type LoginCodeResponse,
  type TwoFactorStatus,
} from '../../../common/api/two-factor';
import { LANGS } from '../../../common/routes';
import { users } from '../../db/schema';
import { now } from '../../clock';
import { HttpError, unauthorized } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { PRIVATE_CACHE_CONTROL } from '../http/public-cache';
import { bodyLang, startSignedIn, tSignIn, twoFactorIssuer } from './session-start';
import { signInFailed } from './sign-in-events';
import { ticketUser, useTicket } from './sign-in-ticket';
import { claimTry, releaseTry, throttleKeys } from './throttle';
import { checkSecondFactor, confirmSetup, removeTwoFactor, replaceRecoveryCodes, startSetup, twoFactorKey, twoFactorRequiredFor, twoFactorState } from './two-factor';

/** Six digits, or a recovery code (ten letters and digits, with a dash or spaces as printed). */
const CODE = { type: 'string', minLength: 1, maxLength: 40 } as const;

const LOGIN_CODE_SCHEMA = {
  body: {
    type: 'object',
    required: ['ticket', 'code'],
    additionalProperties: false,
    properties: { ticket: { type: 'string', minLength: 1, maxLength: 200 }, code: CODE, next: { type: 'string', maxLength: 2000 }, lang: { type: 'string', enum: LANGS } },
  },
} as const;

const CODE_SCHEMA = { body: TWO_FACTOR_CODE_BODY } as const;

type CodeBody = BodyOf<typeof endpoints.twoFactorConfirm>;

/** The code step's throttle counts under `2fa:<user name>` (the hub's list of waiting sign-ins shows it so). */
const CODE_THROTTLE_PREFIX = '2fa:';

const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  const key = await twoFactorKey(app);

  const fail = (reply: FastifyReply, status: number, code: LoginErrorBody['code'], message: string) => reply.status(status).send({ message, statusCode: status, code } satisfies LoginErrorBody);

  app.post<{ Body: LoginCodeRequest }>(LOGIN_CODE_PATH, { schema: LOGIN_CODE_SCHEMA, attachValidation: true }, async (request, reply): Promise<LoginCodeResponse | LoginErrorBody> => {
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

  /** The signed-in user, or 401. */
  async function signedInUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
    reply.header('cache-control', 'private, no-store');
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    return user;
  }

  async function statusOf(user: SessionUser): Promise<TwoFactorStatus> {
    const state = await twoFactorState(app.db, user.id);
    return { enabled: state.enabled, recovery_codes_left: state.recoveryCodesLeft, required: await twoFactorRequiredFor(app.db, user) };
  }

  /** A change to a working 2FA needs a current code: a session left open is not enough to take it over. */
  async function requireCode(user: SessionUser, body: CodeBody): Promise<void> {
    if (!(await checkSecondFactor(app.db, key, user.id, body.code, now()))) throw new HttpError(400, tSignIn(bodyLang(body)).codeInvalid(), { code: 'invalid' });
  }

  serve(app, endpoints.twoFactorStatus, {}, async (request, reply) => statusOf(await signedInUser(request, reply)));

  serve(app, endpoints.twoFactorSetup, { schema: { body: TWO_FACTOR_SETUP_BODY } }, async (request, reply) => {
    const user = await signedInUser(request, reply);
    const setup = await startSetup(app.db, key, user, twoFactorIssuer(app.config.publicUrl));
    if (!setup) throw new HttpError(409, tSignIn(bodyLang(request.body ?? undefined)).alreadyOn());
    return setup;
  });

  serve(app, endpoints.twoFactorConfirm, { schema: CODE_SCHEMA }, async (request, reply) => {
    const user = await signedInUser(request, reply);
    const codes = await confirmSetup(app.db, key, user.id, request.body.code, now());
    if (!codes) throw new HttpError(400, tSignIn(bodyLang(request.body)).codeInvalid(), { code: 'invalid' });
    return { recovery_codes: codes };
  });

  serve(app, endpoints.twoFactorRecoveryCodes, { schema: CODE_SCHEMA }, async (request, reply) => {
    const user = await signedInUser(request, reply);
    await requireCode(user, request.body);
    return { recovery_codes: await replaceRecoveryCodes(app.db, user.id) };
  });

  serve(app, endpoints.twoFactorDisable, { schema: CODE_SCHEMA }, async (request, reply) => {
    const user = await signedInUser(request, reply);
    if (await twoFactorRequiredFor(app.db, user)) throw new HttpError(403, tSignIn(bodyLang(request.body)).required());
    await requireCode(user, request.body);
    await removeTwoFactor(app.db, user.id);
    return statusOf(user);
  });
};

export default twoFactorRoutes;
