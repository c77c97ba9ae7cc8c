/**
 * Sign-in throttling (issue #10 point 1): after 5 failures within 15 minutes for one name, the name
 * waits until 15 minutes have passed since its fifth-latest failure; one client address may fail 20
 * times in 15 minutes (an office shares one address). Failures are rows in the database, so every
 * process behind the balancer counts the same.
 */
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** The window failures are counted in, and how long a lock lasts. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one name within the window before it must wait. */
export const MAX_FAILURES_PER_LOGIN = 5;
/** Failures from one client address within the window before it must wait. */
export const MAX_FAILURES_PER_CLIENT = 20;

export interface ThrottleKeys {
  login: string;
  client: string;
}

export function throttleKeys(login: string, clientIp: string): ThrottleKeys {
  return { login: `login:${login.trim().toLowerCase().slice(0, 254)}`, client: `ip:${clientIp}` };
}

/** Milliseconds until `key` may try again (0: now), from its failures in the window. */
async function waitFor(db: Db, key: string, limit: number, now: Date): Promise<number> {
  const rows = await db
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gte(loginFailures.createdAt, new Date(now.getTime() - THROTTLE_WINDOW_MS))))
    .orderBy(desc(loginFailures.createdAt))
    .limit(limit);
  if (rows.length < limit) return 0;
  return Math.max(0, rows[limit - 1]!.at.getTime() + THROTTLE_WINDOW_MS - now.getTime());
}

/** Milliseconds until a sign-in with these keys is allowed again; 0 when it is allowed now. */
export async function lockedFor(db: Db, keys: ThrottleKeys, now = new Date()): Promise<number> {
  const [login, client] = await Promise.all([waitFor(db, keys.login, MAX_FAILURES_PER_LOGIN, now), waitFor(db, keys.client, MAX_FAILURES_PER_CLIENT, now)]);
  return Math.max(login, client);
}

export async function recordFailure(db: Db, keys: ThrottleKeys, now = new Date()): Promise<void> {
  await db.insert(loginFailures).values([
    { key: keys.login, createdAt: now },
    { key: keys.client, createdAt: now },
  ]);
  // Rows older than the window count for nothing: drop them as we go.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}

/** A successful sign-in forgets the name's failures (the client's stay: it may be guessing other names). */
export async function clearFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [keys.login]));
}
