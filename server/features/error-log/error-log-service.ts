/**
 * The 404 log (SPEC §7 dashboard-error-log, §8: "a 404 also logs the URL"): one row per path,
 * counted, so the dashboard shows which broken links matter most.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errorLog } from '../../db/schema';

/** Longest URL we keep; longer ones are rejected, not cut, so two different URLs never merge. */
export const MAX_LOGGED_URL_LENGTH = 2000;

/**
 * The path (with query) we log for `raw`: a site path as is, an absolute http(s) URL only when it
 * points at one of `ownHosts`. Null for anything else, which the route answers with a 400.
 */
export function loggablePath(raw: string, ownHosts: string[]): string | null {
  if (raw.length === 0 || raw.length > MAX_LOGGED_URL_LENGTH) return null;
  // "//evil.example" is protocol-relative, i.e. someone else's host.
  if (raw.startsWith('/')) return raw.startsWith('//') || /[\s\\]/.test(raw) ? null : raw;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!ownHosts.includes(url.host.toLowerCase())) return null;
  return `${url.pathname}${url.search}`;
}

export async function logNotFound(db: Db, path: string): Promise<{ url: string; hits: number }> {
  const [row] = await db
    .insert(errorLog)
    .values({ url: path })
    .onConflictDoUpdate({ target: errorLog.url, set: { hits: sql`${errorLog.hits} + 1`, lastSeen: sql`now()` } })
    .returning({ url: errorLog.url, hits: errorLog.hits });
  return row!;
}
