/**
 * Two-factor sign-in's calls (common/api/two-factor.ts) for the signed-in user: setting up,
 * renewing and switching off their own 2FA (the second step of a sign-in: login-code-route.ts).
 * Decisions: DECISIONS "Two-factor sign-in".
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { TWO_FACTOR_CODE_BODY, TWO_FACTOR_SETUP_BODY } from '../../../common/api/body-schemas';
import type { BodyOf } from '../../../common/api/contract';
import * as endpoints from '../../../common/api/endpoints';
import { serve } from '../http/serve';
import type { TwoFactorStatus } from '../../../common/api/two-factor';
import { now } from '../../clock';
import { HttpError, unauthorized } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { bodyLang, tSignIn, twoFactorIssuer } from './session-start';
import { checkSecondFactor, confirmSetup, removeTwoFactor, replaceRecoveryCodes, startSetup, twoFactorKey, twoFactorRequiredFor, twoFactorState } from './two-factor';

const CODE_SCHEMA = { body: TWO_FACTOR_CODE_BODY } as const;

type CodeBody = BodyOf<typeof endpoints.twoFactorConfirm>;

const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  const key = await twoFactorKey(app);

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
