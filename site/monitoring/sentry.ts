/**
 * The error service (SPEC §7 "initialised for the live environment"): a lazy chunk
 * loaded only when SENTRY_DSN is set. Uncaught errors are sent by Sentry's own handlers, reported
 * failures through ./report.ts. No personal data and no session tracking (docs/DECISIONS.md).
 */
import { captureException, init } from '@sentry/browser';
import { setReporter } from './report';

/** SPEC §7: the instance is named live. */
export const SENTRY_ENVIRONMENT = 'live';

export function startSentry(dsn: string, build: string): void {
  init({
    dsn,
    environment: SENTRY_ENVIRONMENT,
    release: build,
    // Nothing that identifies or follows a visitor: no user, cookies, headers, bodies or query strings.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession'),
  });
  setReporter((error, context) => captureException(error, { extra: context }));
}
