/**
 * The menu, overlays and sheets lie inside the window at
 * every scroll position, with the top alert shown or closed, at 320, 390, 768 and 1024 px; a tap
 * outside closes the menu and leaves the page where it was. Without JavaScript the phone's menu
 * opens and its links lead on.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ElementHandle, Page } from 'puppeteer';
import alert from '../../common/i18n/de/alert';
import events from '../../common/i18n/de/events';
import { useBrowser } from './harness';

const test = suite('overlay geometry');
const open = useBrowser(test, { consentDecided: true });

const WIDTHS = [320, 390, 768, 1024];
const HEIGHT = 740;
const MENU = 'header [data-header-menu]';
/** The language switch once enhanced (submenus are enhanced disclosures too). */
const LANGUAGES = 'details[data-ready]:has(a[hreflang])';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** The element at the box's centre is the box's own (nothing covers it). */
  onTop: boolean;
}

/** The element's box in window coordinates. */
function box(element: ElementHandle<Element>): Promise<Box> {
  return element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const centre = document.elementFromPoint(r.left + r.width / 2, Math.min(r.top + r.height / 2, r.top + 40));
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, onTop: !!centre && el.contains(centre) };
  });
}

/** Waits for the element to stop moving (sheets rise into place) and returns its box. */
async function settled(element: ElementHandle<Element>): Promise<Box> {
  const page = element.frame.page();
  await page.waitForFunction(
    (el: Element & { lastBox?: string }) => {
      const now = JSON.stringify(el.getBoundingClientRect());
      const same = now === el.lastBox;
      el.lastBox = now;
      return same && !el.getAnimations({ subtree: true }).some((a) => a.playState === 'running');
    },
    { polling: 'raf' },
    element,
  );
  return box(element);
}

async function assertInside(page: Page, element: ElementHandle<Element>, what: string, { moves = true } = {}): Promise<void> {
  const b = moves ? await settled(element) : await box(element);
  const view = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: innerHeight }));
  const where = `${what}: box ${JSON.stringify(b)} in a window of ${view.width}×${view.height}`;
  assert.ok(b.bottom - b.top > 40 && b.right - b.left > 100, `${where}: it has a size`);
  assert.ok(b.top >= 0 && b.left >= 0 && b.bottom <= view.height + 0.5 && b.right <= view.width + 0.5, `${where}: inside the window`);
  assert.ok(b.onTop, `${where}: nothing covers it`);
}

async function openMenu(page: Page): Promise<ElementHandle<Element>> {
  await page.waitForSelector(`${MENU}[data-ready] > summary`);
  await page.click(`${MENU} > summary`);
  await page.waitForSelector(`${MENU}[data-ready][open] > summary`);
  return (await page.$('#header-menu'))!;
}

/** Taps the bar beside the logo (outside the menu), as a visitor closes it; the page stays put. */
async function tapOutsideMenu(page: Page, what: string): Promise<void> {
  const before = await page.evaluate(() => scrollY);
  const bar = await page.$eval(`${MENU}`, (el) => el.closest('header > div:last-of-type, header > div')!.getBoundingClientRect().toJSON() as DOMRect);
  await page.mouse.click(2, bar.top + bar.height / 2);
  await page.waitForSelector(`${MENU}[data-ready]:not([open]) > summary`);
  assert.is(await page.evaluate(() => scrollY), before, `${what}: closing leaves the page where it was`);
}

async function scrollDown(page: Page): Promise<void> {
  await page.evaluate(() => scrollTo(0, 1200));
  await page.waitForFunction(() => scrollY >= 1000);
}

/** Each overlay: opens it, checks its box, closes it. */
async function checkOverlays(page: Page, where: string): Promise<void> {
  const panel = await openMenu(page);
  await assertInside(page, panel, `${where}: the menu`);
  const summary = (await page.$(`${MENU} > summary`))!;
  const summaryBox = await box(summary);
  assert.ok(summaryBox.top >= 0 && summaryBox.onTop, `${where}: the menu's summary stays in view to close it`);

  // The language switch inside the menu.
  await page.click(`#header-menu ${LANGUAGES} > summary`);
  const languages = (await page.waitForSelector(`#header-menu ${LANGUAGES}[open] > summary + ul`))!;
  const languagesBox = await box(languages);
  const view = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: innerHeight }));
  assert.ok(languagesBox.top >= 0 && languagesBox.bottom <= view.height && languagesBox.left >= 0 && languagesBox.right <= view.width, `${where}: the language list ${JSON.stringify(languagesBox)} inside the window`);
  // The browser opens a <details> at once and tells the app by a `toggle` event in a task of its own:
  // an Escape sent in the same instant can reach the page before the app listens (no person is that
  // fast). Let that task and the render after it run first.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.keyboard.press('Escape');
  await page.waitForSelector(`#header-menu ${LANGUAGES}:not([open])`);

  await tapOutsideMenu(page, where);

  // The search form the header's search button opens.
  const search = (await page.waitForSelector('header button[data-ready][aria-label]'))!;
  await search.click();
  await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'true' && el.getAttribute('aria-controls'), {}, search);
  const form = await page.$(`[id="${await search.evaluate((el) => el.getAttribute('aria-controls'))}"]`);
  assert.ok(form, `${where}: the search button controls a panel`);
  await assertInside(page, form!, `${where}: the search`);
  await page.waitForFunction((el) => el.contains(document.activeElement), {}, form);
  await page.keyboard.press('Escape');
  await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'false', {}, search);
}

for (const width of WIDTHS) {
  for (const alertShown of [true, false]) {
    test(`${width} px, top alert ${alertShown ? 'shown' : 'closed'}: menu, its language switch and the search lie inside the window, at the top and scrolled`, async () => {
      const visit = await open({ viewport: { width, height: HEIGHT } });
      await visit.goto('/de/programm');
      const { page } = visit;
      const shownAlert = `#app section[aria-label=${JSON.stringify(alert.label)}]`;
      await page.waitForSelector(`${shownAlert} button[aria-label=${JSON.stringify(alert.close)}]`);
      if (!alertShown) {
        await page.click(`${shownAlert} button`);
        await page.waitForFunction((selector) => !document.querySelector(selector), {}, shownAlert);
      }
      await checkOverlays(page, `${width} px at the top`);
      await scrollDown(page);
      await checkOverlays(page, `${width} px scrolled`);
    });
  }
}

for (const width of [320, 390]) {
  test(`${width} px: the programme's filter sheet lies inside the window, at the top and scrolled`, async () => {
    const visit = await open({ viewport: { width, height: HEIGHT } });
    await visit.goto('/de/programm');
    const { page } = visit;
    for (const scrolled of [false, true]) {
      if (scrolled) await scrollDown(page);
      const button = (await page.waitForSelector('[id$="-filters"] button[aria-haspopup="dialog"]', { visible: true }))!;
      await button.click();
      const sheet = (await page.waitForSelector('dialog[open]'))!;
      await assertInside(page, sheet, `${width} px ${scrolled ? 'scrolled' : 'at the top'}: the filter sheet`);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    }
  });
}

test('390 px scrolled: the event overlay of the sticky navigation lies inside the window', async () => {
  const visit = await open({ viewport: { width: 390, height: HEIGHT } });
  await visit.goto('/de');
  const { page } = visit;
  await scrollDown(page);
  const button = (await page.waitForSelector(`nav button[aria-haspopup="dialog"]::-p-text(${events.overlayButton})`, { visible: true }))!;
  await button.click();
  const overlay = (await page.waitForSelector('dialog[data-event-overlay][open]'))!;
  await assertInside(page, overlay, '390 px scrolled: the event overlay');
});

test('without JavaScript at 390 px the menu opens inside the window and its links lead on', async () => {
  const visit = await open({ viewport: { width: 390, height: HEIGHT } });
  await visit.page.setJavaScriptEnabled(false);
  await visit.goto('/de/haus/geschichte');
  const { page } = visit;
  await scrollDown(page);
  await page.click(`${MENU} > summary`);
  const panel = (await page.waitForSelector('#header-menu', { visible: true }))!;
  // Without JavaScript nothing animates (and the page runs no frame callbacks to wait for).
  await assertInside(page, panel, 'without JavaScript, scrolled', { moves: false });
  const link = (await page.$('#header-menu nav a[href="/de/programm"]'))!;
  assert.ok(link, 'the programme is in the menu');
  await Promise.all([page.waitForNavigation(), link.click()]);
  assert.is(new URL(page.url()).pathname, '/de/programm');
});

test.run();
