/**
 * Axe finds no violation of any impact (WCAG and best practice alike) at 390
 * and 1366 px with the menus and dialogs open: the header menu, its submenu and the language switch,
 * the search, the programme's filters (sheet on a phone, dropdown on a desktop), the booking popup,
 * the sticky navigation's event overlay, the cookie banner and a signed-in visitor's menu. The pages
 * with nothing open are every-page-steps.ts's (with the same rules).
 */
import type { Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONSENT_COOKIE } from '../../common/consent/consent';
import { REQUIRED_ONLY } from '../../common/consent/categories';
import { serializeConsent } from '../../common/consent/cookie';
import events from '../../common/i18n/de/events';
import { CATALOG_FILE } from '../../server/features/ticketshop/protocol';
import { startSimulator, type Simulator } from '../../scripts/ticketshop/server';
import { AXE_ALL, axeCheck, formatViolations, launchBrowser, networkQuiet, newPage } from '../helpers/browser';
import { serverWithSession, type SessionServer } from '../helpers/session-server';
import { bookingLive } from './harness';

const test = suite('axe with menus and dialogs open');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const MENU = 'header [data-header-menu]';

let world: Promise<{ shop: Simulator; server: SessionServer }> | null = null;
const browser = launchBrowser();
function setup() {
  world ??= (async () => {
    const shop = await startSimulator();
    const server = await serverWithSession({ TICKETSHOP_URL: shop.url });
    await fetch(`${shop.url}/__control/catalog`, { method: 'POST', body: await readFile(path.join(server.dataDir, CATALOG_FILE), 'utf8') });
    return { shop, server };
  })();
  return world;
}
test.after(async () => {
  await (await browser).close();
  const running = await world?.catch(() => null);
  await running?.server.stop();
  await running?.shop.close();
});

async function visitor(viewport: { width: number; height: number }, { consent = true, signedIn = false } = {}): Promise<Page> {
  const { server } = await setup();
  const context = await (await browser).createBrowserContext();
  const domain = new URL(server.url).hostname;
  if (consent) await context.setCookie({ name: CONSENT_COOKIE, value: serializeConsent(REQUIRED_ONLY), domain, path: '/' });
  if (signedIn) await context.setCookie(...server.sessionCookies.map((c) => ({ ...c, domain, path: '/' })));
  return (await newPage(context, viewport)).page;
}

async function load(page: Page, address: string): Promise<void> {
  const { server } = await setup();
  await page.goto(server.url + address);
  await page.waitForSelector('main');
  await networkQuiet(page, { idleTime: 200, timeout: 4_000 }).catch(() => undefined);
}

/** Runs axe (every rule) and notes what it finds under `what`. */
async function check(page: Page, what: string, failures: string[]): Promise<void> {
  const violations = await axeCheck(page, AXE_ALL);
  if (violations.length) failures.push(`${what}:\n${formatViolations(violations)}`);
}

for (const viewport of WIDTHS) {
  const phone = viewport.width < 768;
  const at = `${viewport.width} px`;

  test(`${at}: the header menu, a submenu, the language switch and the search, open`, async () => {
    const page = await visitor(viewport);
    const failures: string[] = [];
    await load(page, '/de/programm');
    if (phone) {
      await page.waitForSelector(`${MENU}[data-ready] > summary`);
      await page.click(`${MENU} > summary`);
      await page.waitForSelector(`${MENU}[open] #header-menu`, { visible: true });
      await check(page, `${at} menu open`, failures);
      await page.click('#header-menu nav details[data-ready] > summary');
      await page.waitForSelector('#header-menu nav details[open] > ul', { visible: true });
      await check(page, `${at} menu with a submenu open`, failures);
      await page.click('#header-menu details[data-ready]:has(a[hreflang]) > summary');
      await page.waitForSelector('#header-menu details[open] a[hreflang]', { visible: true });
      await check(page, `${at} menu with the language switch open`, failures);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.waitForSelector(`${MENU}:not([open])`);
    } else {
      await page.waitForSelector('header nav details[data-ready] > summary', { visible: true });
      await page.click('header nav details[data-ready] > summary');
      await page.waitForSelector('header nav details[open] > ul', { visible: true });
      await check(page, `${at} a submenu of the menu bar open`, failures);
      await page.keyboard.press('Escape');
      const language = 'header details[data-ready]:has(a[hreflang])';
      await page.click(`${language} > summary`);
      await page.waitForSelector(`${language}[open] a[hreflang]`, { visible: true });
      await check(page, `${at} language switch open`, failures);
      await page.keyboard.press('Escape');
    }
    const search = (await page.waitForSelector('header button[data-ready][aria-label]', { visible: true }))!;
    await search.click();
    await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'true', {}, search);
    await page.keyboard.type('kon');
    await page.waitForSelector('[role="listbox"] [role="option"]', { visible: true }).catch(() => undefined);
    await check(page, `${at} search open with suggestions`, failures);
    await page.close();
    assert.equal(failures, [], failures.join('\n'));
  });

  test(`${at}: the programme's filters and the booking popup, open`, async () => {
    const page = await visitor(viewport);
    const failures: string[] = [];
    await load(page, '/de/programm');
    if (phone) {
      await (await page.waitForSelector('[id$="-filters"] button[aria-haspopup="dialog"]', { visible: true }))!.click();
      await page.waitForSelector('dialog[open]', { visible: true });
      await check(page, `${at} filter sheet open`, failures);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    } else {
      const dropdown = (await page.waitForSelector('[id$="-filters"] details > summary', { visible: true }))!;
      await dropdown.click();
      await page.waitForFunction((el) => (el.parentElement as HTMLDetailsElement).open, {}, dropdown);
      await check(page, `${at} filter dropdown open`, failures);
      await page.keyboard.press('Escape');
    }
    const card = (await page.waitForSelector('main a[href^="/de/programm/"]'))!;
    await load(page, (await card.evaluate((a) => a.getAttribute('href')!)).split('?')[0]!);
    await check(page, `${at} event page`, failures);
    const booking = await page.waitForSelector('[data-booking-open]', { visible: true, timeout: 10_000 }).catch(() => null);
    if (booking) {
      await bookingLive(page);
      await booking.click();
      await page.waitForSelector('dialog[open]', { visible: true });
      await networkQuiet(page, { idleTime: 300, timeout: 8_000 }).catch(() => undefined);
      await check(page, `${at} booking popup open`, failures);
    } else failures.push(`${at}: the event page offers no booking`);
    await page.close();
    assert.equal(failures, [], failures.join('\n'));
  });

  test(`${at}: the cookie banner of a first visit and a signed-in visitor's menu`, async () => {
    const failures: string[] = [];
    const first = await visitor(viewport, { consent: false });
    await load(first, '/de');
    await first.waitForSelector('dialog[open]', { visible: true });
    await check(first, `${at} cookie banner`, failures);
    await first.close();
    const member = await visitor(viewport, { signedIn: true });
    await load(member, '/de/user/profile');
    await check(member, `${at} profile`, failures);
    if (phone) {
      await member.click(`${MENU}[data-ready] > summary`);
      await member.waitForSelector('#header-menu', { visible: true });
    }
    const name = (await member.waitForSelector('header button[aria-controls][aria-expanded]:not([data-ready])', { visible: true }))!;
    await name.click();
    await member.waitForFunction((el) => el.getAttribute('aria-expanded') === 'true', {}, name);
    await check(member, `${at} signed-in visitor's menu open`, failures);
    await member.close();
    assert.equal(failures, [], failures.join('\n'));
  });
}

test('390 px scrolled: the event overlay of the sticky navigation, open', async () => {
  const page = await visitor(WIDTHS[0]!);
  const failures: string[] = [];
  await load(page, '/de');
  await page.evaluate(() => scrollTo(0, 1200));
  const button = (await page.waitForSelector(`nav button[aria-haspopup="dialog"]::-p-text(${events.overlayButton})`, { visible: true }))!;
  await button.click();
  await page.waitForSelector('dialog[data-event-overlay][open]', { visible: true });
  await networkQuiet(page, { idleTime: 300, timeout: 8_000 }).catch(() => undefined);
  await check(page, '390 px event overlay', failures);
  await page.close();
  assert.equal(failures, [], failures.join('\n'));
});

test('ensemble names that link look like links (the theme colour or underlined), on the ensemble page and an event page', async () => {
  const page = await visitor(WIDTHS[1]!);
  /** Names (the link's own text) that are neither underlined nor set off from the text around them. */
  const plain = (selector: string) =>
    page.$$eval(selector, (names) =>
      names
        .filter((name) => {
          const style = getComputedStyle(name);
          const around = getComputedStyle(name.closest('li')!).color;
          return !style.textDecorationLine.includes('underline') && style.color === around;
        })
        .map((name) => name.textContent?.trim()),
    );
  await load(page, '/de/ensemble');
  const cards = await page.$$eval('main ul li a strong', (names) => names.length);
  assert.ok(cards > 0, 'the ensemble page lists people');
  assert.equal(await plain('main ul li a strong'), [], 'names on the ensemble page');
  const { server } = await setup();
  const events = (await (await fetch(`${server.url}/de/api/events/?page_size=50`)).json()) as { results: { id: number; url: string }[] };
  let checked = 0;
  for (const event of events.results) {
    const detail = (await (await fetch(`${server.url}/de/api/events/${event.id}/`)).json()) as { persons?: { url: string | null }[] };
    if (!detail.persons?.some((p) => p.url)) continue;
    await load(page, new URL(event.url, server.url).pathname);
    assert.equal(await plain('main section[aria-labelledby="contributors"] strong a'), [], `names on ${event.url}`);
    checked += 1;
    break;
  }
  assert.is(checked, 1, 'an event names an ensemble member');
  await page.close();
});

test.run();
