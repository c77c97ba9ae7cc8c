/** The redirect table (SPEC §3 "Redirect entry", §4: an old_path answers 301 to its new_path). */
import { asc, inArray } from 'drizzle-orm';
import type { RedirectEntry } from '../../../common/api/types';
import { normalizePath } from '../../../common/routes';
import type { Db } from '../../db/client';
import { redirects } from '../../db/schema';

export async function listRedirects(db: Db): Promise<RedirectEntry[]> {
  return db.select({ old_path: redirects.oldPath, new_path: redirects.newPath }).from(redirects).orderBy(asc(redirects.oldPath));
}

/** The entry for `path` (query and trailing slash ignored, stored with or without one), or null. */
export async function findRedirect(db: Db, path: string): Promise<RedirectEntry | null> {
  const clean = normalizePath(path);
  const candidates = clean === '/' ? [clean] : [clean, `${clean}/`];
  const rows = await db
    .select({ old_path: redirects.oldPath, new_path: redirects.newPath })
    .from(redirects)
    .where(inArray(redirects.oldPath, candidates))
    .orderBy(asc(redirects.oldPath))
    .limit(1);
  return rows[0] ?? null;
}
