/**
 * What starts once the page is idle, outside the first load (ARCHITECTURE "Visitor app"):
 * the service worker, the error service when a DSN is configured, and the web vitals.
 */
import type { InitialData } from '../../common/api/types';
import { ROUTES_BY_NAME, type RouteName } from '../../common/routes';
import { registerServiceWorker } from '../sw/register';
import { report } from './report';
import { startVitals } from './vitals';

export function start(initial: InitialData): void {
  const dsn = initial.sentryDsn;
  if (dsn) {
    import('./sentry').then(({ startSentry }) => startSentry(dsn, initial.build)).catch((error: unknown) => console.error('The error service could not be loaded.', error));
  }
  // SPEC §8: a browser without service workers raises an error; it is reported and the site works on.
  registerServiceWorker().catch((error: unknown) => report(error, { feature: 'service-worker' }));
  if (Object.hasOwn(ROUTES_BY_NAME, initial.route)) startVitals(initial.route as RouteName);
}
