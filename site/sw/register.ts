/** Registers the service worker (SPEC §7: /sw.js, scope /); rejects where there is none to register. */
import { SW_PATH, SW_SCOPE } from '../../common/service-worker';

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) throw new Error('This browser does not support service workers.');
  await navigator.serviceWorker.register(SW_PATH, { scope: SW_SCOPE });
}
