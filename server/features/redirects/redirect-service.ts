/**
 * The redirect table (SPEC §3 "Redirect entry", §4: an old_path answers 301 to its new_path).
 * A target that is not a safe URL (`javascript:`, `data:` …, common/safe-url.ts) is refused when
 * stored and skipped when read, so no row can send a visitor to script.
 */
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FieldError } from '../../../common/modules/define';
import { isSafeUrl } from '../../../common/safe-url';
import { badRequest } from '../../errors';
import type { RedirectEntry } from '../../../common/api/types';
import { matchRoute, normalizePath } from '../../../common/routes';
import type { Db } from '../../db/client';
import { pages, redirects } from '../../db/schema';

/** For every path that stores a redirect: the target must be a safe URL; throws a 400 otherwise. */
export function checkRedirectTarget(newPath: string): string {
  if (!isSafeUrl(newPath)) throw badRequest('new_path must be a site path or an http(s) URL');
  return newPath;
}

const safeEntry = (entry: RedirectEntry) => isSafeUrl(entry.new_path);

/** A stored path without its trailing slash, as SQL (old paths may be stored with or without one). */
const bare = (column: typeof redirects.oldPath | typeof redirects.newPath) => sql`regexp_replace(${column}, '(.)/+$', '\\1')`;

/**
 * Loops and chains are refused at save (field errors for the admin form). `entry`
 * is the whole entry after the write (an update's stored fields merged with the sent ones).
 */
export async function redirectProblems(db: Db, entry: { oldPath?: unknown; newPath?: unknown }, id: number | null): Promise<FieldError[]> {
  if (typeof entry.oldPath !== 'string' || typeof entry.newPath !== 'string') return [];
  const from = normalizePath(entry.oldPath);
  const to = entry.newPath.startsWith('/') ? normalizePath(entry.newPath) : null;
  if (to === from) return [{ field: 'newPath', code: 'redirectLoop' }];
  const others = id === null ? undefined : ne(redirects.id, id);
  // This entry's target is another entry's old path (A → B → C), or another entry leads here (C → A → B).
  const [chained] = await db
    .select({ oldPath: redirects.oldPath, newPath: redirects.newPath })
    .from(redirects)
    .where(and(others, or(to === null ? undefined : eq(bare(redirects.oldPath), to), eq(bare(redirects.newPath), from))))
    .limit(1);
  if (!chained) return [];
  const targetIsRedirected = to !== null && normalizePath(chained.oldPath) === to;
  return [{ field: targetIsRedirected ? 'newPath' : 'oldPath', code: 'redirectChain', params: { path: chained.oldPath } }];
}

/**
 * The list the visitor app follows on client navigation. Entries whose old path is a
 * live address (an application route without parameters, or a page that exists) are left out, as the
 * server's full page load ignores them too. Detail addresses (with an id) are kept: whether their
 * record exists is known only when loading it; the server applies them only where it answers 404.
 */
export async function listRedirects(db: Db): Promise<RedirectEntry[]> {
  const rows = (await db.select({ old_path: redirects.oldPath, new_path: redirects.newPath }).from(redirects).orderBy(asc(redirects.oldPath))).filter(safeEntry);
  const cmsPaths = rows.map((row) => normalizePath(row.old_path)).filter((path) => matchRoute(path)?.route.cmsPage);
  const livePages = new Set<string>();
  if (cmsPaths.length) {
    const found = await db.select({ de: pages.pathDe, en: pages.pathEn }).from(pages).where(or(inArray(pages.pathDe, cmsPaths), inArray(pages.pathEn, cmsPaths)));
    for (const page of found) livePages.add(normalizePath(page.de)).add(normalizePath(page.en));
  }
  return rows.filter((row) => {
    const path = normalizePath(row.old_path);
    const match = matchRoute(path);
    if (!match) return true;
    if (match.route.cmsPage) return !livePages.has(path);
    return Object.values(match.params).some((value) => value !== undefined);
  });
}

/** Browsers keep a 301 for ever; an entry younger than this answers 302, so a mistake can still be undone. */
export const PERMANENT_AFTER_MS = 24 * 60 * 60 * 1000;

/** The entry for `path` (query and trailing slash ignored, stored with or without one), or null. */
export async function findRedirect(db: Db, path: string, now: Date): Promise<(RedirectEntry & { status: 301 | 302 }) | null> {
  const clean = normalizePath(path);
  const candidates = clean === '/' ? [clean] : [clean, `${clean}/`];
  const rows = await db
    .select({ old_path: redirects.oldPath, new_path: redirects.newPath, created_at: redirects.createdAt })
    .from(redirects)
    .where(inArray(redirects.oldPath, candidates))
    .orderBy(asc(redirects.oldPath));
  const row = rows.find(safeEntry);
  if (!row) return null;
  return { old_path: row.old_path, new_path: row.new_path, status: now.getTime() - row.created_at.getTime() < PERMANENT_AFTER_MS ? 302 : 301 };
}
