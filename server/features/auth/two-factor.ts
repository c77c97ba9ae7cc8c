/**
 * Two-factor sign-in (docs/DECISIONS.md "Two-factor sign-in"): an account's TOTP
 * secret, sealed at rest with AES-256-GCM under a key derived from the server's secret, its
 * one-time recovery codes (stored as SHA-256), and whether an account must use it.
 *
 * Every check that spends something does so in one conditional UPDATE, so two requests racing with
 * the same code or recovery code cannot both win.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { siteSettings, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema';
import { appSecret } from '../../plugins/secret';
import type { SessionUser } from '../../plugins/session';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

/** How many recovery codes a set has. */
export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/l/i: the codes are read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;
const SEAL_VERSION = 'v1';

/** The sealing key (32 bytes). With SECRET_KEY set, a database dump alone does not open the secrets. */
export async function twoFactorKey(app: FastifyInstance): Promise<Buffer> {
  return createHash('sha256').update(await appSecret(app, 'two-factor-secrets')).digest();
}

export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Null when the value was sealed with another key (SECRET_KEY changed): that account must set up again. */
export function openSecret(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Lowercase, without the spaces and dash people type or print. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashRecoveryCode = (code: string) => createHash('sha256').update(`recovery:${normalizeRecoveryCode(code)}`).digest('hex');

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export interface TwoFactorState {
  /** Confirmed: sign-in asks for a code. */
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function twoFactorState(db: Db, userId: number): Promise<TwoFactorState> {
  const [row] = await db.select({ confirmedAt: twoFactorSecrets.confirmedAt }).from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return { enabled: Boolean(row?.confirmedAt), recoveryCodesLeft: Number(left?.n ?? 0) };
}

/** The site setting: administrators must use a second factor. */
export async function adminTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select({ required: siteSettings.requireAdminTwoFactor }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.required ?? false;
}

/** Whether this account may not sign in (nor switch 2FA off) without a second factor. */
export async function twoFactorRequiredFor(db: Db, user: Pick<SessionUser, 'role'>): Promise<boolean> {
  return user.role === 'admin' && (await adminTwoFactorRequired(db));
}

export interface PendingSetup {
  secret: string;
  uri: string;
}

/**
 * A new secret for an account that has none confirmed (a pending one is replaced: the app shows the
 * latest). Null when 2FA is already on: switching it off comes first.
 */
export async function startSetup(db: Db, key: Buffer, user: Pick<SessionUser, 'id' | 'username'>, issuer: string): Promise<PendingSetup | null> {
  const secret = newTotpSecret();
  const sealed = sealSecret(key, secret);
  const rows = await db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { secret: sealed, lastUsedStep: null, createdAt: new Date() }, setWhere: isNull(twoFactorSecrets.confirmedAt) })
    .returning({ userId: twoFactorSecrets.userId });
  if (!rows.length) return null;
  return { secret, uri: otpauthUri(secret, issuer, user.username) };
}

/**
 * Takes a TOTP code for the account's secret (`confirmed`: the confirmed one, or the pending one
 * during setup): true when it matches within the window and its step is newer than the last one
 * used, which it then becomes.
 */
async function spendTotp(db: Db, key: Buffer, userId: number, code: string, confirmed: boolean, now: Date): Promise<boolean> {
  const [row] = await db
    .select()
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), confirmed ? isNotNull(twoFactorSecrets.confirmedAt) : isNull(twoFactorSecrets.confirmedAt)));
  const secret = row && openSecret(key, row.secret);
  if (!row || !secret) return false;
  const step = matchTotp(secret, code, now, row.lastUsedStep);
  if (step === null) return false;
  const taken = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step, ...(confirmed ? {} : { confirmedAt: now }) })
    .where(and(eq(twoFactorSecrets.userId, userId), or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step))))
    .returning({ userId: twoFactorSecrets.userId });
  return taken.length > 0;
}

async function spendRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  if (normalizeRecoveryCode(code).length !== RECOVERY_LENGTH) return false;
  const spent = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length > 0;
}

/** A new set of recovery codes, replacing the old set; the plain codes are shown once and never stored. */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Confirms a pending setup with a code from the app; returns the first recovery codes, or null for a wrong code. */
export async function confirmSetup(db: Db, key: Buffer, userId: number, code: string, now = new Date()): Promise<string[] | null> {
  if (!(await spendTotp(db, key, userId, code, false, now))) return null;
  return replaceRecoveryCodes(db, userId);
}

/** The second factor at sign-in (or before a change to it): an app code, else a recovery code (spent). */
export async function checkSecondFactor(db: Db, key: Buffer, userId: number, code: string, now = new Date()): Promise<boolean> {
  return (await spendTotp(db, key, userId, code, true, now)) || (await spendRecoveryCode(db, userId, code, now));
}

/** Removes the secret and the recovery codes (the user switching off, or `npm run user -- --reset-2fa`). */
export async function removeTwoFactor(db: Db, userId: number): Promise<boolean> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const removed = await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).returning({ userId: twoFactorSecrets.userId });
  return removed.length > 0;
}
