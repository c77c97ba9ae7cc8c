/**
 * The 404 log (SPEC §7 dashboard-error-log, §8: "a 404 also logs the URL"): one row per path and
 * day, counted, so the dashboard shows which broken links matter most. Bounded: the
 * query string is dropped and at most ERROR_LOG_DAILY_CAP paths are kept a day.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errorLog } from '../../db/schema';
import { rows } from '../../db/rows';

import { MAX_LOGGED_URL_LENGTH } from '../../../common/api/body-schemas';

export { MAX_LOGGED_URL_LENGTH };

/**
 * The path (with query) we log for `raw`: a site path as is, an absolute http(s) URL only when it
 * points at one of `ownHosts`. Null for anything else, which the route answers with a 400.
 */
export function loggablePath(raw: string, ownHosts: string[]): string | null {
  if (raw.length === 0 || raw.length > MAX_LOGGED_URL_LENGTH) return null;
  // "//evil.example" is protocol-relative, i.e. someone else's host.
  if (raw.startsWith('/')) return raw.startsWith('//') || /[\s\\]/.test(raw) ? null : raw.split(/[?#]/, 1)[0]!;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!ownHosts.includes(url.host.toLowerCase())) return null;
  return url.pathname;
}

/** Distinct paths kept per day; further new paths that day are not logged. */
export const ERROR_LOG_DAILY_CAP = 1000;

/** Counts one report; `hits` is 0 when the day is full and the path was not yet logged that day. */
export async function logNotFound(db: Db, path: string, cap = ERROR_LOG_DAILY_CAP): Promise<{ url: string; hits: number }> {
  const [bumped] = await db
    .update(errorLog)
    .set({ hits: sql`${errorLog.hits} + 1`, lastSeen: sql`now()` })
    .where(and(eq(errorLog.url, path), eq(errorLog.day, sql`current_date`)))
    .returning({ url: errorLog.url, hits: errorLog.hits });
  if (bumped) return bumped;
  const [row] = await rows<{ hits: number }>(db, sql`
    insert into error_log (url, day) select ${path}, current_date
    where (select count(*) from error_log where day = current_date) < ${cap}
    on conflict (url, day) do update set hits = error_log.hits + 1, last_seen = now()
    returning hits`);
  return { url: path, hits: row?.hits ?? 0 };
}
