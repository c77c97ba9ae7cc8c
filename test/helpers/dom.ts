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
