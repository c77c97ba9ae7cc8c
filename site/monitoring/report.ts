/**
 * Reports a failure SPEC §8 says is reported: logged at once, sent to the error service once it has
 * loaded after the page went idle (./start.ts), or never when no SENTRY_DSN is configured. Tiny on
 * purpose: it sits in the first load, Sentry itself does not (ARCHITECTURE "Budgets").
 */

/** What was going on, e.g. `{ feature: 'settings' }`; sent with the error as extra data. */
export type ReportContext = Record<string, unknown>;
export type Reporter = (error: unknown, context: ReportContext) => void;

/** Failures kept until the error service is there; the first ones of a page say the most. */
const MAX_WAITING = 20;

let reporter: Reporter | null = null;
const waiting: [unknown, ReportContext][] = [];

export function report(error: unknown, context: ReportContext = {}): void {
  console.error(error instanceof Error ? error.message : String(error), context, error);
  if (reporter) reporter(error, context);
  else if (waiting.length < MAX_WAITING) waiting.push([error, context]);
}

/** Called once the error service is ready: sends what waited, then everything as it happens. */
export function setReporter(next: Reporter): void {
  reporter = next;
  for (const [error, context] of waiting.splice(0)) next(error, context);
}
