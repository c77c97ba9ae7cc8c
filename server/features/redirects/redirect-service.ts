/**
 * The redirect table (SPEC §3 "Redirect entry", §4: an old_path answers 301 to its new_path).
 * A target that is not a safe URL (`javascript:`, `data:` …, common/safe-url.ts) is refused when
 * stored and skipped when read, so no row can send a visitor to script (issue #14).
 */
import { asc, inArray } from 'drizzle-orm';
import { isSafeUrl } from '../../../common/safe-url';
import { badRequest } from '../../errors';
import type { RedirectEntry } from '../../../common/api/types';
import { normalizePath } from '../../../common/routes';
import type { Db } from '../../db/client';
import { redirects } from '../../db/schema';

/** For every path that stores a redirect: the target must be a safe URL; throws a 400 otherwise. */
export function checkRedirectTarget(newPath: string): string {
  if (!isSafeUrl(newPath)) throw badRequest('new_path must be a site path or an http(s) URL');
  return newPath;
}

const safeEntry = (entry: RedirectEntry) => isSafeUrl(entry.new_path);

export async function listRedirects(db: Db): Promise<RedirectEntry[]> {
  const rows = await db.select({ old_path: redirects.oldPath, new_path: redirects.newPath }).from(redirects).orderBy(asc(redirects.oldPath));
  return rows.filter(safeEntry);
}

/** The entry for `path` (query and trailing slash ignored, stored with or without one), or null. */
export async function findRedirect(db: Db, path: string): Promise<RedirectEntry | null> {
  const clean = normalizePath(path);
  const candidates = clean === '/' ? [clean] : [clean, `${clean}/`];
  const rows = await db
    .select({ old_path: redirects.oldPath, new_path: redirects.newPath })
    .from(redirects)
    .where(inArray(redirects.oldPath, candidates))
    .orderBy(asc(redirects.oldPath));
  return rows.find(safeEntry) ?? null;
}
