/** Creating and resetting accounts (`npm run user`); the admin UI comes later. */
import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '../../../common/roles';
import type { Db } from '../../db/client';
import { sessions, twoFactorSignIns, users } from '../../db/schema';
import { hashPassword } from './password';
import { findAccount } from './sign-in';
import { removeTwoFactor } from './two-factor';

/** Shorter passwords are refused: the throttle slows guessing, length stops it. */
export const MIN_PASSWORD_LENGTH = 10;

export interface AccountInput {
  username: string;
  email?: string;
  role?: Role;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Removes the account's two-factor sign-in (a lost phone); its sessions end. */
  resetTwoFactor?: boolean;
}

/** A reason the input cannot be saved, or null. Messages go to an operator's terminal, in English. */
export function accountProblem(input: AccountInput, creating: boolean): string | null {
  if (!/^[\w.@+-]{2,150}$/.test(input.username)) return 'The user name takes 2 to 150 letters, digits and . @ + - _.';
  if (input.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) return 'The e-mail address is not valid.';
  if (creating && !input.email) return 'A new account needs an e-mail address (--email).';
  if (creating && !input.password) return 'A new account needs a password.';
  if (input.role !== undefined && !ROLES.includes(input.role)) return `The role must be one of: ${ROLES.join(', ')}.`;
  if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  return null;
}

/**
 * Creates the account, or updates the one with this user name: given fields change, a new password
 * or a two-factor reset ends all its sessions. Throws with a clear message on bad input.
 */
export async function saveAccount(db: Db, input: AccountInput): Promise<{ created: boolean; id: number }> {
  const existing = await findAccount(db, input.username);
  const problem = accountProblem(input, !existing);
  if (problem) throw new Error(problem);
  const values = {
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.role !== undefined ? { role: input.role } : {}),
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
    ...(input.password !== undefined ? { passwordHash: await hashPassword(input.password) } : {}),
  };
  if (existing) {
    if (Object.keys(values).length > 0) await db.update(users).set(values).where(eq(users.id, existing.id));
    if (input.password !== undefined) await db.delete(sessions).where(eq(sessions.userId, existing.id));
    if (input.resetTwoFactor) {
      await removeTwoFactor(db, existing.id);
      // Whoever holds a session or a half-finished sign-in may be the one who took the phone.
      await db.delete(sessions).where(eq(sessions.userId, existing.id));
      await db.delete(twoFactorSignIns).where(eq(twoFactorSignIns.userId, existing.id));
    }
    return { created: false, id: existing.id };
  }
  const [row] = await db
    .insert(users)
    .values({ username: input.username, email: input.email!, role: input.role ?? 'editor', ...values })
    .returning({ id: users.id });
  return { created: true, id: row!.id };
}
