/**
 * Puppeteer on the system Chromium (STACK-NOTES "Browser tests": no browser download, --no-sandbox
 * as root, a fresh profile per launch) and small helpers the browser tests share.
 */
import { rmSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type HTTPRequest, type Page } from 'puppeteer';

/** Flags for a quiet, offline-friendly headless Chromium (STACK-NOTES "Browser tests"). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Desktop size: at or above the burger-menu breakpoint (SPEC §9: burger below 1280px). */
export const DESKTOP = { width: 1440, height: 900 } as const;
/** A small phone. */
export const MOBILE = { width: 375, height: 800 } as const;

export async function launchBrowser(): Promise<Browser> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'venue-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`],
    defaultViewport: DESKTOP,
  });
  // Chromium writes its profile until the process is gone, so clean up on exit, not on disconnect.
  const removeProfile = () => rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  const chromium = browser.process();
  if (chromium) chromium.once('exit', removeProfile);
  else browser.once('disconnected', removeProfile);
  return browser;
}

export interface RecordedPage {
  page: Page;
  /** Every request URL the page made, in order (documents, scripts, API calls). */
  requests: string[];
  /** Text of console messages of type error. */
  consoleErrors: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
}

/** A page in `browser` (or in one of its isolated contexts) that records what happens in it. */
export async function newPage(browser: Browser | BrowserContext, viewport: { width: number; height: number } = DESKTOP): Promise<RecordedPage> {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  page.setDefaultTimeout(20_000);
  // Every visit is a first visit: a cached document would answer 304 instead of its real status.
  await page.setCacheEnabled(false);
  const recorded: RecordedPage = { page, requests: [], consoleErrors: [], pageErrors: [] };
  page.on('request', (request) => recorded.requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const where = message.location().url;
      recorded.consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
    }
  });
  page.on('pageerror', (error) => recorded.pageErrors.push(error instanceof Error ? error.stack ?? error.message : String(error)));
  trackRequests(page);
  return recorded;
}

interface RequestTracker {
  pending: Set<HTTPRequest>;
  lastChange: number;
}

const trackers = new WeakMap<Page, RequestTracker>();

function trackRequests(page: Page): void {
  const tracker: RequestTracker = { pending: new Set(), lastChange: Date.now() };
  trackers.set(page, tracker);
  const settle = (request: HTTPRequest) => {
    tracker.pending.delete(request);
    tracker.lastChange = Date.now();
  };
  page.on('request', (request) => {
    // A beacon (the vitals' sendBeacon on leaving a page) gets no response in the protocol, so
    // puppeteer's own waitForNetworkIdle counts it as running for ever (puppeteer#8383).
    if (request.resourceType() === 'ping') return;
    // A new document in the tab ends the old one's requests, and the protocol does not always report
    // them as failed: a consent form sent before the app took over (a POST, then /de again) left the
    // old page's sixteen module chunks 'running' for ever (consent, twice in a row under load).
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) tracker.pending.clear();
    tracker.pending.add(request);
    tracker.lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  // From the memory cache a module chunk may get no 'finished' of its own; it is there at once.
  page.on('requestservedfromcache', settle);
}

/** How long no request may start or end before the pending ones are checked against the page itself. */
const STALLED_MS = 1000;

/**
 * Drops from `pending` what has in truth arrived: a response is there, or the page's own resource
 * timing has the file complete. Under load, module chunks of a document loaded again by Back were
 * sometimes never reported as finished by the protocol, and the wait ran out on requests the page had
 * long executed (consent, twice in a row in a full run). What is really still loading stays pending.
 */
async function settleLoaded(page: Page, tracker: RequestTracker): Promise<void> {
  const requests = [...tracker.pending];
  const complete = await page
    .evaluate((urls: string[]) => urls.filter((url) => performance.getEntriesByName(url).some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)), requests.map((r) => r.url()))
    .catch(() => [] as string[]);
  for (const request of requests) if (request.response() !== null || complete.includes(request.url())) tracker.pending.delete(request);
}

/**
 * Waits until the page has had no request running for `idleTime` ms (beacons aside); on timeout
 * fails naming the requests still running, so a flaky wait says what it waited for.
 */
export async function networkQuiet(page: Page, { idleTime = 300, timeout = 20_000 }: { idleTime?: number; timeout?: number } = {}): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) return page.waitForNetworkIdle({ idleTime, timeout });
  const deadline = Date.now() + timeout;
  for (;;) {
    const now = Date.now();
    if (tracker.pending.size > 0 && now - tracker.lastChange >= STALLED_MS) await settleLoaded(page, tracker);
    if (tracker.pending.size === 0 && now - tracker.lastChange >= idleTime) return;
    if (now > deadline) {
      const running = [...tracker.pending].map((r) => `${r.method()} ${r.url()} (${r.resourceType()})`);
      const worker = await page.evaluate(() => (navigator.serviceWorker?.controller ? 'a service worker controls the page' : 'no service worker')).catch(() => '');
      throw new Error(`The network was not quiet for ${idleTime} ms within ${timeout} ms; still running: ${running.join(', ') || 'none (requests kept coming)'} (${worker})`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(50, idleTime)));
  }
}

let axeSource: Promise<string> | null = null;

/** Every rule axe has, of any impact: WCAG 2.x A/AA and axe's best practices (landmarks, regions, headings). */
export const AXE_ALL = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page and returns its violations (WCAG 2.1 AA by default). Injected through
 * DevTools evaluation, which our Content-Security-Policy does not block (a script tag would be).
 */
export async function axeCheck(page: Page, tags: string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']): Promise<AxeViolation[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const source = await axeSource;
  // Page transitions fade content in; measured mid-fade, text contrast would read too low.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(source);
  return page.evaluate(async (runOnly: string[]) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: runOnly } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, tags);
}

/** One line per violation, for assertion messages. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}

/**
 * Puts an in-site link first in the page's content, as an editor's link in a text would be, and
 * answers its selector. First, not last: images loading (or failing offline) further down cannot
 * move it between puppeteer's scroll and its click (they did under load, and the click hit
 * something else).
 */
export async function prependContentLink(page: Page, href: string, id: string): Promise<string> {
  // Hydration would remove a node the server did not draw: the link goes in once the app is live.
  await page.waitForSelector('#app[data-live]');
  await page.evaluate(
    (to: string, name: string) => {
      const link = document.createElement('a');
      link.href = to;
      link.textContent = name;
      link.id = name;
      (document.querySelector('main') ?? document.body).prepend(link);
    },
    href,
    id,
  );
  return `#${id}`;
}
