/**
 * The half-finished sign-in of two-factor accounts: after the right password the
 * browser gets a ticket, not a session. The ticket opens nothing (no request resolves it to a user);
 * it only lets POST LOGIN_CODE_PATH take a code for that account, until it expires or is used.
 * Stored as its SHA-256, as sessions are.
 * Decisions: DECISIONS "Two-factor sign-in".
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { twoFactorSignIns } from '../../db/schema';
import { hashToken } from '../../plugins/session';

/** Long enough to open the app and type a code, short enough that a forgotten tab is worth nothing. */
export const SIGN_IN_TICKET_S = 5 * 60;

export async function createTicket(db: Db, userId: number, now = new Date()): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  // Expired tickets go as new ones come: nobody needs to clean up after abandoned sign-ins.
  await db.delete(twoFactorSignIns).where(lt(twoFactorSignIns.expiresAt, now));
  await db.insert(twoFactorSignIns).values({ id: hashToken(ticket), userId, expiresAt: new Date(now.getTime() + SIGN_IN_TICKET_S * 1000) });
  return ticket;
}

/** The account a live ticket belongs to, or null (unknown, expired, used). */
export async function ticketUser(db: Db, ticket: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .select({ userId: twoFactorSignIns.userId })
    .from(twoFactorSignIns)
    .where(and(eq(twoFactorSignIns.id, hashToken(ticket)), gt(twoFactorSignIns.expiresAt, now)));
  return row?.userId ?? null;
}

/** Spends the ticket; false when another request spent it first. */
export async function useTicket(db: Db, ticket: string): Promise<boolean> {
  return (await db.delete(twoFactorSignIns).where(eq(twoFactorSignIns.id, hashToken(ticket))).returning({ id: twoFactorSignIns.id })).length > 0;
}
