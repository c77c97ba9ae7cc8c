/**
 * The redirect table on client navigation (SPEC §4, §7). SPEC asks for the list "on every
 * navigation"; we fetch it once per visit and reuse it (docs/DECISIONS.md "The redirect list"):
 * the server applies the same table on every full page load.
 */
import { api } from './api';
import type { RedirectEntry } from '../../common/api/types';
import { normalizePath, type Lang } from '../../common/routes';

let list: Promise<RedirectEntry[]> | null = null;

/** The list, fetched at most once per visit; a failed fetch is retried on the next navigation. */
export function redirectList(lang: Lang): Promise<RedirectEntry[]> {
  if (!list) {
    list = api().then(({ getRedirects }) => getRedirects(lang));
    list.catch(() => {
      list = null;
    });
  }
  return list;
}

/**
 * Only site paths and http(s) URLs are followed: a `javascript:`/`data:` target never reaches
 * location.assign. Narrower than common/safe-url.ts (which the server applies too), and
 * a regex instead of importing it: the first load has no bytes to spare (ARCHITECTURE "Budgets").
 */
const FOLLOWED_TARGET = /^(\/|https?:)/i;

/** Where `path` redirects to, or null. */
export function findRedirect(entries: readonly RedirectEntry[], path: string): string | null {
  const wanted = normalizePath(path);
  return entries.find((entry) => normalizePath(entry.old_path) === wanted && FOLLOWED_TARGET.test(entry.new_path))?.new_path ?? null;
}

/** A target on another origin needs a full page load (SPEC §4 "External redirect targets"). */
export function isExternalTarget(target: string, origin = location.origin): boolean {
  if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) return false;
  try {
    return new URL(target, origin).origin !== origin;
  } catch {
    return true;
  }
}

/** For tests: forget the cached list. */
export function resetRedirects(): void {
  list = null;
}
