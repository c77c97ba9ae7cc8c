/**
 * The one place every sign-in outcome passes: a sign-in that started a session, and one
 * that was refused (wrong password or code, throttled, locked account, expired second step). Each is
 * a log line and an entry of the audit log: a staff account's sign-in, and every
 * refused one, with the client's address. The typed name is never stored nor logged (people type
 * passwords into it): a refusal names the account only when the name belongs to one. Visitors' own
 * accounts (role `user`) signing in are none of the audit's business.
 */
import type { FastifyRequest } from 'fastify';
import { canEdit } from '../../../common/roles';
import { recordAudit } from '../audit/audit-service';
import type { SessionUser } from '../../plugins/session';
import { findAccount } from './sign-in';

export type SignInFailure = 'invalid' | 'locked' | 'disabled' | 'code-invalid' | 'expired';

export async function signedIn(request: FastifyRequest, user: SessionUser, secondFactor: boolean): Promise<void> {
  request.log.info({ userId: user.id, secondFactor }, 'signed in');
  if (canEdit(user.role)) await recordAudit(request.server.db, { user, kind: 'sign-in', action: 'sign-in', detail: { secondFactor }, address: request.ip });
}

/**
 * `login` is the name as typed (unknown names too), or the account's user name at the second step;
 * `userId` when the account is known.
 */
export async function signInFailed(request: FastifyRequest, attempt: { login: string; userId: number | null }, reason: SignInFailure): Promise<void> {
  request.log.info({ userId: attempt.userId, reason }, 'sign-in refused');
  const account = attempt.userId !== null ? { id: attempt.userId, username: attempt.login } : attempt.login ? await findAccount(request.server.db, attempt.login) : null;
  await recordAudit(request.server.db, {
    user: account ? { id: account.id, username: account.username } : null,
    kind: 'sign-in',
    action: 'sign-in-failed',
    detail: { reason },
    address: request.ip,
  });
}
