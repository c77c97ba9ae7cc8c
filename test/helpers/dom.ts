/** A browser-like global DOM for component tests (happy-dom, STACK-NOTES "Tests"). Import first. */
import { GlobalRegistrator } from '@happy-dom/global-registrator';

if (!(globalThis as { document?: unknown }).document) {
  GlobalRegistrator.register({ url: 'http://localhost:3000/de', width: 1440, height: 900 });
}

// happy-dom has no requestIdleCallback; the app waits for the first idle moment (site/idle.ts) to load
// what the first paint does not need. In tests the browser is idle at once.
if (typeof globalThis.requestIdleCallback !== 'function') {
  globalThis.requestIdleCallback = ((callback: IdleRequestCallback) =>
    setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0)) as unknown as typeof requestIdleCallback;
  globalThis.cancelIdleCallback = ((handle: number) => clearTimeout(handle)) as typeof cancelIdleCallback;
}

// Lazy parts of the app (route chunks, client navigation, the calendar) are compiled by tsx on their
// first import; in a fresh clone that cold compile alone can take longer than testing-library's 1 s
// default wait, and on a busy two-core machine longer than 5 s (a clean-clone run met that in stop 18).
// Tests still wait for what a user would see, just long enough for a cold start.
// Imported only now: testing-library binds `screen` to the document that exists when it loads.
const { configure } = await import('@testing-library/preact');
configure({ asyncUtilTimeout: 15_000 });
