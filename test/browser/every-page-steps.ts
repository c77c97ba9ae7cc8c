/**
 * Every page kind at every width, logged out and logged in, one test file per
 * login state so that the two run side by side (every-page-anonymous / every-page-signed-in): no page scrolls
 * sideways, no image fails to load, every tab names its page, and axe finds no violation of any
 * impact (WCAG 2.x A/AA and best practice). One browser and one page per login state; each address loads once and the window is
 * then resized through the widths, as a visitor turning a tablet would (the layout answers resizes:
 * media queries and matchMedia listeners). Overflow, title and images at every width; axe, the
 * expensive check, at one phone and one desktop width.
 */
import type { Browser, HTTPResponse, Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CONSENT_COOKIE } from '../../common/consent/consent';
import { REQUIRED_ONLY } from '../../common/consent/categories';
import { serializeConsent } from '../../common/consent/cookie';
import shellDe from '../../common/i18n/de/shell';
import shellEn from '../../common/i18n/en/shell';
import { AXE_ALL, axeCheck, formatViolations, launchBrowser, newPage, networkQuiet } from '../helpers/browser';
import { serverWithSession, type SessionServer } from '../helpers/session-server';


const WIDTHS = [320, 360, 390, 768, 1280, 1366] as const;
/** axe at one phone and one desktop width: the layouts in between are the same markup. */
const AXE_WIDTHS: readonly number[] = [390, 1366];
const HEIGHT = { phone: 844, desktop: 900 };
const SITE_NAMES = [shellDe.siteName, shellEn.siteName];

export interface PageKind {
  name: string;
  path: string;
  status?: number;
}

/** Fixed addresses of the route table and the seed; detail pages are found from their lists below. */
export const FIXED: PageKind[] = [
  { name: 'home', path: '/de' },
  { name: 'CMS page', path: '/de/haus' },
  { name: 'legal page', path: '/de/impressum' },
  { name: 'programme', path: '/de/programm' },
  { name: 'productions', path: '/de/produktionen' },
  { name: 'ensemble', path: '/de/ensemble' },
  { name: 'subscriptions', path: '/de/abonnements' },
  { name: 'media library', path: '/de/mediathek-de' },
  { name: 'tags', path: '/de/mediathek-de/tags' },
  { name: 'search with results', path: '/de/search?q=synagoge' },
  { name: 'webshop', path: '/webshop' },
  { name: 'profile', path: '/de/user/profile' },
  { name: '404', path: '/de/404', status: 404 },
  { name: '400', path: '/de/programm?room=abc', status: 400 },
  { name: 'English event list', path: '/en/events' },
  { name: 'accessibility statement', path: '/de/barrierefreiheit' },
];

/** Detail pages: the first link of their kind on a list page. */
export const FOUND: { name: string; list: string; link: string }[] = [
  { name: 'event', list: '/de/programm', link: 'a[href^="/de/programm/"]' },
  { name: 'production', list: '/de/produktionen', link: 'a[href^="/de/produktionen/"]' },
  { name: 'person', list: '/de/ensemble', link: 'a[href^="/de/ensemble/"]' },
  { name: 'series', list: '/de/abonnements', link: 'a[href^="/de/series/"]' },
  { name: 'article', list: '/de/mediathek-de', link: 'main a[href^="/de/mediathek-de/"]:not([href*="/categories/"]):not([href*="/tags"])' },
  { name: 'category', list: '/de/mediathek-de', link: 'a[href^="/de/mediathek-de/categories/"]' },
  { name: 'tag', list: '/de/mediathek-de/tags', link: 'a[href^="/de/mediathek-de/tags/"]' },
];

/** Every page kind: the fixed addresses and a page of each detail kind, found from their lists. */
export async function findPageKinds(page: Page, server: SessionServer): Promise<PageKind[]> {
  const found: PageKind[] = [];
  for (const { name, list, link } of FOUND) {
    await page.goto(server.url + list);
    const anchor = await page.waitForSelector(link);
    found.push({ name, path: (await anchor!.evaluate((a) => a.getAttribute('href')!)).split('?')[0]! });
  }
  // Venues are linked from event pages.
  await page.goto(server.url + found[0]!.path);
  const venue = await page.waitForSelector('a[href^="/de/venues/"]');
  found.push({ name: 'venue', path: (await venue!.evaluate((a) => a.getAttribute('href')!)).split('?')[0]! });
  found.push({ name: 'form', path: await server.formPath() });
  return [...FIXED, ...found];
}

/**
 * A fresh context of a visitor who has answered the cookie banner (the modal banner would hide the
 * page from the checks), signed in with the server's session when asked.
 */
export async function decidedVisitor(browser: Promise<Browser>, server: SessionServer, signedIn: boolean): Promise<Page> {
  const context = await (await browser).createBrowserContext();
  const domain = new URL(server.url).hostname;
  await context.setCookie({ name: CONSENT_COOKIE, value: serializeConsent(REQUIRED_ONLY), domain, path: '/' });
  if (signedIn) await context.setCookie(...server.sessionCookies.map((c) => ({ ...c, domain, path: '/' })));
  return (await newPage(context)).page;
}

/** Runs the suite for one login state. */
export function everyPageKind(loggedIn: boolean): void {
  const test = suite(`every page kind at every width, ${loggedIn ? 'logged in' : 'logged out'}`);
  let server: SessionServer;
  let kinds: PageKind[] = [];
  const browser = launchBrowser();
  test.after(async () => {
    await (await browser).close();
    await server?.stop();
  });

  const visitor = (signedIn: boolean) => decidedVisitor(browser, server, signedIn);

  /** Waits until the page has settled: the app has rendered, lazy parts and images have loaded. */
  async function settle(page: Page): Promise<void> {
    await page.waitForSelector('main, [role="main"]');
    // A page may keep a request open (a stream, a poll): then judge it as it stands after the wait.
    await networkQuiet(page, { idleTime: 200, timeout: 4_000 }).catch(() => undefined);
    await page.evaluate(async () => {
      // Lazy images below the fold: make them load now, as scrolling would.
      for (const img of document.images) img.loading = 'eager';
      await Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))));
    });
  }

  interface Findings {
    overflow: number;
    title: string;
    brokenImages: string[];
    /** Width of the header's logo in px (null: the page has no default header). */
    logo: number | null;
    /** Visible links in the browser's own blue: styled by nobody. */
    browserBlue: string[];
    /** Header entries whose text breaks over two lines ('Media / library' reads as two entries). */
    wrappedEntries: string[];
  }

  function inspect(page: Page): Promise<Findings> {
    return page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - innerWidth,
      title: document.title,
      brokenImages: [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && (img.currentSrc || img.src)).map((img) => img.currentSrc || img.src),
      logo: document.querySelector('header img[src*="/logo/"]')?.getBoundingClientRect().width ?? null,
      // Chromium's link colours, unvisited and visited (getComputedStyle reports the unvisited one).
      browserBlue: [...document.querySelectorAll('a[href]')]
        .filter((a) => (a as HTMLElement).checkVisibility() && ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'].includes(getComputedStyle(a).color))
        .map((a) => `${(a.textContent ?? '').trim().slice(0, 30)} (${a.getAttribute('href')})`),
      wrappedEntries: [...document.querySelectorAll('header a[href], header summary')]
        .filter((el) => {
          if (!(el as HTMLElement).checkVisibility() || !el.textContent?.trim()) return false;
          const range = document.createRange();
          range.selectNodeContents(el);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const height = Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top));
          return height > 2 * parseFloat(getComputedStyle(el).fontSize);
        })
        .map((el) => (el.textContent ?? '').trim()),
    }));
  }

  /** What scrolls sideways: the widest elements reaching past the right edge. */
  function widest(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .map((el) => ({ el, right: el.getBoundingClientRect().right }))
        // Inside a sideways-scrolling strip (an anchor list) an element may reach past the edge.
        .filter(({ el, right }) => right > innerWidth + 1 && !el.parentElement?.closest('[style*="overflow"], ul, ol, nav'))
        .sort((a, b) => b.right - a.right)
        .slice(0, 3)
        .map(({ el, right }) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> to ${Math.round(right)} px`),
    );
  }

  test('finds a page of every detail kind', async () => {
    server = await serverWithSession();
    const page = await visitor(false);
    kinds = await findPageKinds(page, server);
    await page.close();
  });

  const who = loggedIn ? 'logged in' : 'logged out';
  test(`${who}: no page scrolls sideways, every image loads, every tab names its page, axe finds nothing`, async () => {
    assert.ok(kinds.length > FIXED.length, 'the detail pages were found');
    const page = await visitor(loggedIn);
    const failures: string[] = [];
    const failedImages = new Set<string>();
    page.on('response', (response: HTTPResponse) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400) failedImages.add(`${response.status()} ${response.url()}`);
    });
    for (const kind of kinds) {
      failedImages.clear();
      await page.setViewport({ width: WIDTHS[0], height: HEIGHT.phone });
      const response = await page.goto(server.url + kind.path);
      if (response?.status() !== (kind.status ?? 200)) failures.push(`${who} ${kind.name} (${kind.path}): answered ${response?.status()}`);
      for (const width of WIDTHS) {
        const where = `${who} ${kind.name} (${kind.path}) at ${width} px`;
        await page.setViewport({ width, height: width < 768 ? HEIGHT.phone : HEIGHT.desktop });
        try {
          await settle(page);
        } catch (error) {
          failures.push(`${where}: did not render its main content: ${(error as Error).message}`);
          break;
        }
        const found = await inspect(page);
        if (found.overflow > 0) failures.push(`${where}: scrolls sideways by ${found.overflow} px — ${(await widest(page)).join('; ')}`);
        if (SITE_NAMES.includes(found.title.trim()) || !found.title.trim()) failures.push(`${where}: the tab reads only "${found.title}"`);
        for (const src of [...found.brokenImages, ...failedImages]) failures.push(`${where}: image failed: ${src}`);
        if (found.browserBlue.length) failures.push(`${where}: links in the browser's blue: ${found.browserBlue.slice(0, 5).join(', ')}`);
        // Beside the desktop menu a signed-in visitor's extra entries once squeezed the logo to nothing.
        if (width >= 1280 && found.logo !== null && found.logo < 90) failures.push(`${where}: the logo is ${Math.round(found.logo)} px wide`);
        if (width >= 1280 && found.wrappedEntries.length) failures.push(`${where}: header entries broken over two lines: ${found.wrappedEntries.join(', ')}`);
        failedImages.clear();
        if (AXE_WIDTHS.includes(width)) {
          const violations = await axeCheck(page, AXE_ALL);
          if (violations.length) failures.push(`${where}: axe\n${formatViolations(violations)}`);
        }
      }
    }
    await page.close();
    assert.equal(failures, [], failures.join('\n'));
  });
  test.run();
}
