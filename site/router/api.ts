/**
 * The page calls and the HTTP client on demand: the first paint needs no API call (its data is inlined), so the
 * client and redaxios load after the first paint instead of with the entry (ARCHITECTURE "Budgets").
 * `prefetchApi` warms it while the browser is idle, so the first navigation does not wait for it.
 */
import { afterIdle } from '../idle';

export const api = () => import('../../common/api/pages-client');

/** Loads the client when the browser is idle (at the latest after SPEC §9's 2000 ms prefetch timeout). */
export function prefetchApi(): void {
  void afterIdle().then(() => api().catch(() => undefined));
}
