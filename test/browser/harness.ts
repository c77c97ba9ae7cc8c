/**
 * Per test file: one Chromium, started on first use and closed after the suite; pages that know the
 * server's address. Setup runs inside the tests (not in uvu's `before`, where an error would end the
 * whole run), so a missing build or seed fails the tests that need it, each with a clear message.
 */
import type { Browser, HTTPResponse } from 'puppeteer';
import type { Test } from 'uvu';
import { REQUIRED_ONLY } from '../../common/consent/categories';
import { CONSENT_COOKIE } from '../../common/consent/consent';
import { serializeConsent } from '../../common/consent/cookie';
import { DESKTOP, launchBrowser, newPage, type RecordedPage } from '../helpers/browser';
import { sharedServer, type RunningServer } from '../helpers/server';

export interface Visit extends RecordedPage {
  server: RunningServer;
  /** Loads a path of the server and returns the document response. */
  goto(path: string): Promise<HTTPResponse | null>;
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  server?: RunningServer;
  /**
   * A visitor who has already answered the cookie banner (required cookies only), so the modal
   * banner does not hide the page from the accessibility tree. Default false: a first visit.
   */
  consentDecided?: boolean;
}

export type OpenPage = (options?: OpenOptions) => Promise<Visit>;

/** `defaults` apply to every page the returned function opens, e.g. `{ consentDecided: true }` for a whole file. */
export function useBrowser(test: Test, defaults: OpenOptions = {}): OpenPage {
  let browser: Promise<Browser> | null = null;
  const took = timeTests(test);
  test.after(async () => {
    const running = await browser?.catch(() => null);
    await running?.close();
    took.report();
  });
  return async (options = {}) => {
    const { viewport = DESKTOP, server, consentDecided = false } = { ...defaults, ...options };
    browser ??= launchBrowser();
    const [target, launched] = await Promise.all([server ?? sharedServer(), browser]);
    // Each visit is a new visitor: its own cookies and storage.
    const context = await launched.createBrowserContext();
    if (consentDecided) {
      await context.setCookie({ name: CONSENT_COOKIE, value: serializeConsent(REQUIRED_ONLY), domain: new URL(target.url).hostname, path: '/' });
    }
    const recorded = await newPage(context, viewport);
    return { ...recorded, server: target, goto: (path) => recorded.page.goto(target.url + path) };
  };
}

/**
 * Each test's duration; the file's slowest are printed after it, so a full run's log says where
 * the browser suite's time goes (CI's 45 minutes are mostly spent here).
 */
function timeTests(test: Test): { report(): void } {
  const durations: { name: string; seconds: number }[] = [];
  let started = 0;
  test.before.each(() => void (started = Date.now()));
  test.after.each((context) => void durations.push({ name: String(context.__test__), seconds: (Date.now() - started) / 1000 }));
  return {
    report() {
      const slowest = durations.sort((a, b) => b.seconds - a.seconds).slice(0, 3);
      if (slowest.length) process.stdout.write(`\n  slowest tests: ${slowest.map((t) => `${t.seconds.toFixed(1)} s ${JSON.stringify(t.name)}`).join('; ')}\n`);
    },
  };
}

/** The document's `<html lang>`. */
export function documentLang(visit: Visit): Promise<string> {
  return visit.page.evaluate(() => document.documentElement.lang);
}

/** Visible text of the page, whitespace collapsed. */
export function visibleText(visit: Visit): Promise<string> {
  return visit.page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));
}

/** Waits until the page shows `text`; on timeout fails with what the page shows instead. */
export async function waitForText(visit: Visit, text: string): Promise<void> {
  try {
    await visit.page.waitForFunction((wanted) => document.body?.innerText.includes(wanted), {}, text);
  } catch {
    throw new Error(`The page ${visit.page.url()} does not show "${text}"; it shows: ${(await visibleText(visit)).slice(0, 500)}`);
  }
}

/**
 * Scrolls down the whole page as a reader would: modules below the fold load their code only when
 * they near the viewport (common/modules/deferred.tsx).
 */
export async function scrollThrough(visit: Visit): Promise<void> {
  await visit.page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += Math.round(innerHeight / 2)) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
}

/**
 * Waits until the page's code has taken 'Tickets buchen' over: a tap or Enter before follows the link
 * to the shop, as without JavaScript. Preact's record of its handler (`__e`, as
 * server/shell/early-taps.ts reads it) says when.
 */
export async function bookingLive(page: Visit['page']): Promise<void> {
  await page.waitForFunction(() => (document.querySelector('[data-booking-open]') as { __e?: { onClick?: unknown } } | null)?.__e?.onClick);
}

export async function tapBookingWhenLive(page: Visit['page']): Promise<void> {
  await bookingLive(page);
  await page.click('[data-booking-open]');
}
