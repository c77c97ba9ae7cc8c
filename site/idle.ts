/**
 * The first moment the browser is idle after boot (at the latest SPEC §9's 2000 ms prefetch
 * timeout): work and code the first paint does not need wait for it.
 */
import { timings } from '../common/theme';

let idle: Promise<void> | null = null;

export function afterIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timings.prefetchIdle });
    else setTimeout(resolve, timings.prefetchIdle);
  });
  return idle;
}
