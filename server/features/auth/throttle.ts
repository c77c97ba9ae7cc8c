/**
 * Sign-in throttling that cannot be turned against a user (replacing the first
 * per-name lock). Failures count per (name, client address) and per client address, in a 15-minute
 * window:
 * - one address may try one name 5 times, and 20 times over all names (an office shares an address);
 *   then that address waits for the window to end. Other addresses are never locked out of the name.
 * - when a name fails often from many addresses, every address trying it is slowed by a growing
 *   delay (at most a few seconds), never locked.
 * A try claims its place by one atomic increment (INSERT … ON CONFLICT DO UPDATE … RETURNING) before
 * the password is checked, so parallel guesses get exactly the allowed number; a success gives the
 * place back. The counters live in the database, so every process behind the balancer agrees.
 * Decisions: DECISIONS "Security before launch: accounts".
 */
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { SignInLock } from '../../../common/api/admin';
import type { Db } from '../../db/client';
import { signInThrottle } from '../../db/schema';

/** The window failures are counted in, and how long an address waits once over a limit. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Tries of one name from one address within the window. */
export const MAX_FAILURES_PER_LOGIN = 5;
/** Tries from one client address within the window, over all names. */
export const MAX_FAILURES_PER_CLIENT = 20;
/** Failures of one name (all addresses) before every try of it is slowed. */
export const SLOW_AFTER_ACCOUNT_FAILURES = 10;
/** The slow-down: this much at the threshold, doubling every MAX_FAILURES_PER_LOGIN more, up to the cap. */
const DELAY_BASE_MS = 250;
export const DELAY_CAP_MS = 4000;

export interface ThrottleKeys {
  account: string;
  address: string;
  pair: string;
  client: string;
}

export function throttleKeys(login: string, clientIp: string): ThrottleKeys {
  const account = login.trim().toLowerCase().slice(0, 254);
  return { account, address: clientIp, pair: `pair:${account}|${clientIp}`, client: `ip:${clientIp}` };
}

export type Claim = { ok: true; delayMs: number } | { ok: false; retryAfterMs: number };

/** Counts one try of `key` atomically; returns the count in the current window and when the window started. */
async function countTry(db: Db, key: string, account: string | null, address: string, now: Date): Promise<{ failures: number; windowStart: Date }> {
  const windowOpen = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const expired = sql`${signInThrottle.windowStart} <= ${windowOpen}`;
  const [row] = await db
    .insert(signInThrottle)
    .values({ key, account, address, failures: 1, windowStart: now, updatedAt: now })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInThrottle.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${signInThrottle.windowStart} END`,
        updatedAt: now,
      },
    })
    .returning({ failures: signInThrottle.failures, windowStart: signInThrottle.windowStart });
  return row!;
}

/** Failures of the name from every address within the window (each pair counted up to its limit). */
async function accountFailures(db: Db, account: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(least(${signInThrottle.failures}, ${MAX_FAILURES_PER_LOGIN})), 0)::int` })
    .from(signInThrottle)
    .where(and(eq(signInThrottle.account, account), gt(signInThrottle.windowStart, new Date(now.getTime() - THROTTLE_WINDOW_MS))));
  return Number(row?.n ?? 0);
}

/** The delay for a name with `failures` failures in the window: 0 below the threshold, growing, capped. */
export function delayFor(failures: number): number {
  if (failures < SLOW_AFTER_ACCOUNT_FAILURES) return 0;
  return Math.min(DELAY_CAP_MS, DELAY_BASE_MS * 2 ** Math.floor((failures - SLOW_AFTER_ACCOUNT_FAILURES) / MAX_FAILURES_PER_LOGIN));
}

/**
 * Claims one try for these keys before the password is checked. Refused when this address is over
 * its limit for the name or over all names; otherwise says how long to slow the answer down.
 */
export async function claimTry(db: Db, keys: ThrottleKeys, now = new Date()): Promise<Claim> {
  const pair = await countTry(db, keys.pair, keys.account, keys.address, now);
  const client = await countTry(db, keys.client, null, keys.address, now);
  const waits = [
    pair.failures > MAX_FAILURES_PER_LOGIN ? pair.windowStart.getTime() + THROTTLE_WINDOW_MS - now.getTime() : 0,
    client.failures > MAX_FAILURES_PER_CLIENT ? client.windowStart.getTime() + THROTTLE_WINDOW_MS - now.getTime() : 0,
  ];
  const wait = Math.max(...waits);
  if (wait > 0) return { ok: false, retryAfterMs: wait };
  return { ok: true, delayMs: delayFor(await accountFailures(db, keys.account, now)) };
}

/**
 * A try that was not a failure (the right password): the pair's count is cleared, the address's
 * claim given back. Old rows are dropped as we go.
 */
export async function releaseTry(db: Db, keys: ThrottleKeys, now = new Date()): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, keys.pair));
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(eq(signInThrottle.key, keys.client));
  await db.delete(signInThrottle).where(lt(signInThrottle.windowStart, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}


/** What an administrator sees (hub): who is waiting now, from which address, until when. */
export async function listLocks(db: Db, now = new Date()): Promise<SignInLock[]> {
  const rows = await db
    .select()
    .from(signInThrottle)
    .where(gt(signInThrottle.windowStart, new Date(now.getTime() - THROTTLE_WINDOW_MS)))
    .orderBy(desc(signInThrottle.updatedAt))
    .limit(500);
  return rows
    .filter((row) => row.failures > (row.account === null ? MAX_FAILURES_PER_CLIENT : MAX_FAILURES_PER_LOGIN))
    .map((row) => ({ key: row.key, account: row.account, address: row.address, failures: row.failures, until: new Date(row.windowStart.getTime() + THROTTLE_WINDOW_MS).toISOString() }));
}

/** Clears the given counters (an administrator lifting a lock); returns how many went. */
export async function clearLocks(db: Db, keys: string[]): Promise<number> {
  if (!keys.length) return 0;
  return (await db.delete(signInThrottle).where(inArray(signInThrottle.key, keys)).returning({ id: signInThrottle.id })).length;
}
