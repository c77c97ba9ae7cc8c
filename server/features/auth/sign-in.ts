/**
 * Checking a sign-in: the account by user name or e-mail (either case), its
 * scrypt password, the throttle. The answer never says which part was wrong, and an unknown name
 * costs the same scrypt work as a known one, so neither the text nor the timing tells names apart.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { hashPassword, verifyPassword } from './password';
import { setTimeout as sleep } from 'node:timers/promises';
import { claimTry, releaseTry, throttleKeys } from './throttle';

export type SignInResult = { ok: true; user: SessionUser } | { ok: false; reason: 'invalid' | 'disabled' } | { ok: false; reason: 'locked'; retryAfterMs: number };

/** Verified against when the name is unknown, so that case takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;

export async function findAccount(db: Db, login: string): Promise<SessionUser | null> {
  const name = login.trim().toLowerCase();
  if (!name) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name)))
    .limit(1);
  return row ?? null;
}

export async function signIn(db: Db, login: string, password: string, clientIp: string, now = new Date()): Promise<SignInResult> {
  const keys = throttleKeys(login, clientIp);
  const claim = await claimTry(db, keys, now);
  if (!claim.ok) return { ok: false, reason: 'locked', retryAfterMs: claim.retryAfterMs };
  // A name under attack from many addresses: slower answers for everyone, a lock for no one.
  if (claim.delayMs > 0) await sleep(claim.delayMs);

  const user = await findAccount(db, login);
  decoyHash ??= hashPassword('decoy password that matches nothing');
  const valid = user ? await verifyPassword(password, user.passwordHash) : (await verifyPassword(password, await decoyHash)) && false;
  // The claimed try stays counted as a failure.
  if (!user || !valid) return { ok: false, reason: 'invalid' };
  await releaseTry(db, keys, now);
  // Told only to whoever knows the password, so a locked account's name is not revealed to others.
  if (user.isLocked) return { ok: false, reason: 'disabled' };
  return { ok: true, user };
}
