/**
 * Points of the visitor build's review (numbered as in the test names) that a visitor notices
 * only in a real browser: the breadcrumb on an event
 * and on a CMS page (point 18), link modules marked sticky (point 16), the home page's '#fragen' jump
 * (point 11), where the focus goes after 'Alle Filter entfernen' and 'Weitere Beiträge laden'
 * (point 10), and the orange of the jewish-weekends variant on its page and on its events (point 17).
 * Facts come from the running server's API and the seed's dictionaries, not copied.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ArticleListItem } from '../../common/api/magazine';
import type { EventDetail, EventListItem, FilterOption } from '../../common/api/programme';
import type { Page, Paginated } from '../../common/api/types';
import eventViewsDe from '../../common/i18n/de/event-views';
import eventsDe from '../../common/i18n/de/events';
import headerDe from '../../common/i18n/de/header';
import magazineDe from '../../common/i18n/de/magazine';
import programmeDe from '../../common/i18n/de/programme';
import { colors, timings } from '../../common/theme';
import { sharedServer } from '../helpers/server';
import { useBrowser, waitForText, type Visit } from './harness';
import { networkQuiet } from '../helpers/browser';

const test = suite('page details');
const open = useBrowser(test, { consentDecided: true });
const PHONE = { width: 390, height: 844 };

async function api<T>(path: string): Promise<T> {
  const { url } = await sharedServer();
  const response = await fetch(url + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The breadcrumb's items as the visitor reads them, with the address of each link (null for the current page). */
function breadcrumb(visit: Visit): Promise<{ text: string; href: string | null }[]> {
  return visit.page.$$eval(`nav[aria-label="${headerDe.breadcrumb}"] li`, (items) =>
    items.map((li) => ({ text: (li as HTMLElement).innerText.trim(), href: li.querySelector('a')?.getAttribute('href') ?? null })),
  );
}

test('an event page has a breadcrumb: home, the programme, then the event as the current page (point 18)', async () => {
  const [first] = (await api<Paginated<EventListItem>>('/de/api/events/')).results;
  const visit = await open();
  await visit.goto(first!.url);
  await visit.page.waitForSelector(`nav[aria-label="${headerDe.breadcrumb}"]`);
  assert.equal(await breadcrumb(visit), [
    { text: headerDe.home, href: '/de' },
    { text: programmeDe.programme, href: '/de/programm' },
    { text: first!.title, href: null },
  ]);
  assert.is(await visit.page.$eval(`nav[aria-label="${headerDe.breadcrumb}"] [aria-current="page"]`, (el) => el.textContent), first!.title);
});

test('a CMS page below another starts its breadcrumb at the home page, and its links lead up the tree (point 18)', async () => {
  const page = await api<Page>('/de/pageeditor-api/page/haus/geschichte');
  const visit = await open();
  await visit.goto('/de/haus/geschichte');
  await visit.page.waitForSelector(`nav[aria-label="${headerDe.breadcrumb}"]`);
  const items = await breadcrumb(visit);
  assert.equal(items[0], { text: headerDe.home, href: '/de' }, 'the trail starts at the home page');
  assert.equal(items.at(-1), { text: page.title, href: null }, 'and ends at this page, not a link');
  assert.ok(items.length >= 3, `the parent page lies between them: ${JSON.stringify(items)}`);
  const parent = items.at(-2)!;
  await Promise.all([visit.page.waitForFunction((want) => location.pathname === want, {}, parent.href), visit.page.click(`nav[aria-label="${headerDe.breadcrumb}"] a[href="${parent.href}"]`)]);
  // There the parent is the current page of the trail.
  await visit.page.waitForFunction((nav, want) => document.querySelector(`nav[aria-label="${nav}"] [aria-current="page"]`)?.textContent === want, {}, headerDe.breadcrumb, parent.text);
});

/** The sticky navigation's link with this text, when it is shown. */
const stickyLink = (visit: Visit, label: string) =>
  visit.page.evaluate(
    (nav, text) => {
      const link = [...document.querySelectorAll(`nav[aria-label="${nav}"] a`)].find((a) => a.textContent?.trim() === text);
      if (!link) return null;
      const box = link.getBoundingClientRect();
      return { fixed: getComputedStyle(link.closest('nav')!).position === 'fixed', top: box.top, bottom: box.bottom, background: getComputedStyle(link).backgroundColor, color: getComputedStyle(link).color };
    },
    eventsDe.stickyNav,
    label,
  );

for (const { path, label } of [
  { path: '/de/vermietung', label: 'Anfrage senden' },
  { path: '/de/juedische-wochenenden', label: 'Jetzt Karten sichern' },
]) {
  test(`on ${path} the link module marked sticky joins the bottom bar once the visitor has scrolled past half a screen, and leaves it over the footer (point 16)`, async () => {
    const visit = await open({ viewport: PHONE });
    await visit.goto(path);
    await waitForText(visit, label);
    assert.is(await stickyLink(visit, label), null, 'not in the bar at the top of the page');
    await visit.page.evaluate(() => scrollTo(0, innerHeight * 0.6));
    await visit.page.waitForFunction((nav, text) => [...document.querySelectorAll(`nav[aria-label="${nav}"] a`)].some((a) => a.textContent?.trim() === text), {}, eventsDe.stickyNav, label);
    const shown = (await stickyLink(visit, label))!;
    assert.ok(shown.fixed, 'the bar is fixed to the screen');
    assert.ok(shown.top >= 0 && shown.bottom <= PHONE.height, `the link is on the screen (${shown.top}–${shown.bottom})`);
    // The footer loads at the first idle moment like the bar; scrolled to the end before it came, the
    // page would grow under the visitor and the end would no longer be over the footer.
    await visit.page.waitForSelector('footer');
    await visit.page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await visit.page.waitForFunction((nav) => !document.querySelector(`nav[aria-label="${nav}"]`), {}, eventsDe.stickyNav);
  });
}

test("the home page's '#fragen' jump on a phone lands the FAQ headline below the header, not under the sticky bar, after the modules above have loaded (point 11)", async () => {
  const visit = await open({ viewport: PHONE });
  await visit.goto('/de');
  // Tapped before the app has run, the browser's own jump lands without moving the focus: the
  // visitor waits for the page as on a phone.
  await networkQuiet(visit.page);
  const jump = await visit.page.waitForSelector('main a[href="#fragen"]', { visible: true });
  await jump!.click();
  await visit.page.waitForFunction(() => location.hash === '#fragen');
  // Modules above the target load as the page scrolls past them; the jump must end where it aimed.
  await networkQuiet(visit.page, { idleTime: 500, timeout: 30_000 });
  const place = () =>
    visit.page.evaluate(() => {
      const target = document.getElementById('fragen')!;
      const box = target.getBoundingClientRect();
      const hit = document.elementFromPoint(Math.min(box.left + 10, innerWidth - 1), box.top + box.height / 2);
      return { top: box.top, visible: !!hit && (target === hit || target.contains(hit)), focused: document.activeElement === target };
    });
  await visit.page
    .waitForFunction((offset) => Math.abs(document.getElementById('fragen')!.getBoundingClientRect().top - offset) <= 24, { timeout: 15_000 }, timings.scrollOffsetPx)
    .catch(async () => {
      throw new Error(`The FAQ headline sits at ${JSON.stringify(await place())}, not ${timings.scrollOffsetPx} px below the top`);
    });
  const landed = await place();
  assert.ok(landed.visible, `the headline is not covered by a sticky part: ${JSON.stringify(landed)}`);
  assert.ok(landed.focused, 'the focus moved to the headline, so keyboard users continue from there');
});

test("after 'Alle Filter entfernen' the focus stays in the filter bar, not on the body, and the list is unfiltered (point 10)", async () => {
  const [room] = await api<FilterOption[]>('/api/rooms/');
  const visit = await open();
  await visit.goto(`/de/programm?room=${room!.id}`);
  // The server draws the chips; a tap answers once the list's code has run: wait for the page to load.
  await networkQuiet(visit.page);
  const removeAll = await visit.page.waitForSelector(`main a::-p-text(${eventViewsDe.filters.removeAll})`, { visible: true });
  await removeAll!.click();
  await visit.page.waitForFunction(() => !new URLSearchParams(location.search).has('room'));
  await visit.page.waitForFunction(
    () => document.activeElement !== document.body && document.activeElement?.closest('main') !== null && ['BUTTON', 'SUMMARY'].includes(document.activeElement?.tagName ?? ''),
  ).catch(async () => {
    throw new Error(`The focus is on ${await visit.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}`);
  });
});

test("after 'Weitere Beiträge laden' the focus is on the first newly loaded article (point 10)", async () => {
  const list = await api<Paginated<ArticleListItem>>('/de/api/articles/');
  assert.ok(list.next, `the seed has more articles than one page shows (${list.count})`);
  const [second] = (await api<Paginated<ArticleListItem>>('/de/api/articles/?page=2')).results;
  const visit = await open();
  await visit.goto('/de/mediathek-de');
  await networkQuiet(visit.page);
  // A link to ?page=2 that the list's code takes over (without JavaScript it is page 2).
  const more = await visit.page.waitForSelector(`main [data-load-more]::-p-text(${magazineDe.more})`, { visible: true });
  await more!.click();
  await visit.page
    .waitForFunction((href) => document.activeElement?.getAttribute('href') === href, { timeout: 15_000 }, second!.url)
    .catch(async () => {
      throw new Error(`The focus is on ${await visit.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}, not the link to ${second!.url}`);
    });
});

test('the jewish-weekends page shows its buttons and section borders in orange, and a weekend event its ticket button (point 17)', async () => {
  const orange = rgb(colors.accentOrange);
  const visit = await open({ viewport: PHONE });
  await visit.goto('/de/juedische-wochenenden');
  const button = await visit.page.waitForSelector('main a::-p-text(Jetzt Karten sichern)');
  assert.is(await button!.evaluate((el) => getComputedStyle(el).backgroundColor), orange, 'the link button');
  const borders = await visit.page.$$eval('main section', (sections) => sections.map((s) => getComputedStyle(s).borderTopColor));
  assert.ok(borders.length > 0 && borders.every((c) => c === borders[0]), 'every section framed alike');
  assert.is(borders[0], orange, 'the section border');
  await visit.page.evaluate(() => scrollTo(0, innerHeight * 0.6));
  await visit.page.waitForFunction((nav) => !!document.querySelector(`nav[aria-label="${nav}"] a`), {}, eventsDe.stickyNav);
  assert.is((await stickyLink(visit, 'Jetzt Karten sichern'))?.color, orange, 'the sticky bar\'s link too');

  const events = (await api<Paginated<EventListItem>>('/de/api/events/?page_size=50')).results;
  let weekend: EventDetail | null = null;
  let ordinary: EventDetail | null = null;
  for (const item of events) {
    const detail = await api<EventDetail>(`/de/api/events/${item.id}/`);
    if (!detail.ticket_url) continue;
    if (detail.design.variant === 'jewish-weekends') weekend ??= detail;
    else ordinary ??= detail;
    if (weekend && ordinary) break;
  }
  assert.ok(weekend && ordinary, 'the seed has weekend and ordinary events with tickets');
  const ticketButton = async (url: string) => {
    await visit.goto(url);
    // The booking popup's button or the shop link, whichever the event offers: the aside's last action.
    const aside = `main aside[aria-label="${programmeDe.when}"]`;
    await visit.page.waitForSelector(`${aside} :is(a, button)`);
    return visit.page.$$eval(`${aside} :is(a, button)`, (actions) => getComputedStyle(actions.at(-1)!).backgroundColor);
  };
  assert.is(await ticketButton(weekend!.url), orange, 'a weekend event');
  assert.is(await ticketButton(ordinary!.url), rgb(colors.primary), 'an ordinary event stays in the primary colour');
});

test.run();
