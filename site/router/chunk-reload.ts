/**
 * A page chunk that fails to load (usually after a deploy replaced the hashed files) reloads the
 * page, at most once per minute so a broken network cannot loop (SPEC §4, §9 reload guard).
 */
import { timings } from '../../common/theme';

/** sessionStorage key holding the time of the last reload we caused. */
export const RELOAD_AT_KEY = 'chunk-reload-at';

/** Reloads when the last such reload is older than the guard; answers whether it did. */
export function reloadOnce(now = Date.now(), reload: () => void = () => location.reload()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_AT_KEY) ?? 0);
    if (now - last < timings.reloadGuard) return false;
    sessionStorage.setItem(RELOAD_AT_KEY, String(now));
  } catch {
    return false; // no storage, no guard: never reload
  }
  reload();
  return true;
}

/** Wraps a dynamic import: on failure reload once, else let the error boundary show the error. */
export function withReloadGuard<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (reloadOnce()) return new Promise<T>(() => undefined);
      throw error;
    });
}
