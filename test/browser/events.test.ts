import type { ElementHandle } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import de from '../../common/i18n/de/event-views';
import en from '../../common/i18n/en/event-views';
import { networkQuiet } from '../helpers/browser';
import { documentLang, useBrowser, waitForText, type Visit } from './harness';

const test = suite('events page');
const open = useBrowser(test, { consentDecided: true });

const ids = (visit: Visit) => visit.page.$$eval('[data-event-id]', (els) => els.map((el) => el.getAttribute('data-event-id')!));
const days = (visit: Visit) => visit.page.$$eval('section[data-day]', (els) => els.map((el) => el.getAttribute('data-day')!));
const dayValue = (day: string) => day.split('-').reverse().join('');
const button = (name: string) => `::-p-aria([name=${JSON.stringify(name)}][role="button"])`;
const link = (name: string) => `::-p-aria([name=${JSON.stringify(name)}][role="link"])`;
/** A filter of the bar: a <details> disclosure, which opens without JavaScript too. */
const filter = (name: string) => `summary::-p-text(${JSON.stringify(name)})`;
/**
 * The same filter in the phone's open sheet: the server draws the row too (hidden below 768 px by a
 * media query), so an unscoped text match finds its hidden summary first.
 */
const sheetFilter = (name: string) => `dialog[open] ${filter(name)}`;
/**
 * The page has finished loading, as a visitor waits for it: the server draws the filter buttons,
 * and before the list's code has run a tap on them does nothing.
 */
const filtersReady = (visit: Visit) => networkQuiet(visit.page);
const apiGets = (visit: Visit, path: string) => visit.requests.filter((url) => new URL(url).pathname.endsWith(path));

test('/de/programm lists the days in order from the HTML, with no API call for its first page', async () => {
  const visit = await open();
  const response = await visit.goto('/de/programm');
  assert.is(response?.status(), 200);
  await visit.page.waitForSelector('[data-event-id]');
  const list = await days(visit);
  assert.ok(list.length >= 2, `several days, got ${list.join(', ')}`);
  assert.equal(list, [...list].sort((a, b) => dayValue(a).localeCompare(dayValue(b))), 'days in calendar order');
  assert.is((await ids(visit)).length, 10, 'the first page of ten');
  assert.equal(apiGets(visit, '/api/events/'), [], 'the first page came inlined');
  assert.equal(visit.pageErrors, []);
});

test('choosing a room narrows the list and puts its id into the address; reloading restores the same filters', async () => {
  const visit = await open();
  await visit.goto('/de/programm');
  await visit.page.waitForSelector('[data-event-id]');
  const before = await visit.page.$eval('[data-event-count]', (el) => el.textContent);
  await filtersReady(visit);
  await (await visit.page.waitForSelector(filter(de.filters.room)))!.click();
  const checkbox = await visit.page.waitForSelector('input[type="checkbox"][name="room"]', { visible: true });
  const roomId = await checkbox!.evaluate((el) => (el as HTMLInputElement).value);
  const roomName = await checkbox!.evaluate((el) => el.parentElement!.textContent!.trim());
  await checkbox!.click();
  await visit.page.waitForFunction((id) => new URLSearchParams(location.search).get('room') === id, {}, roomId);
  await visit.page.waitForFunction((text) => {
    const count = document.querySelector('[data-event-count]')?.textContent;
    return count !== undefined && count !== text;
  }, {}, before);
  const rooms = await visit.page.$$eval('[data-event-id]', (els) => els.map((el) => el.textContent!));
  assert.ok(rooms.length > 0 && rooms.every((text) => text.includes(roomName)), `every event is in ${roomName}`);
  const filtered = await ids(visit);

  await visit.page.reload();
  await visit.page.waitForSelector('[data-event-id]');
  assert.is(new URLSearchParams(new URL(visit.page.url()).search).get('room'), roomId);
  assert.equal(await ids(visit), filtered, 'the same events after reloading');
  assert.ok(await visit.page.$(`::-p-aria([name=${JSON.stringify(de.filters.remove.replace('{name}', roomName))}][role="link"])`), 'the room shows as a chosen filter');
});

/** The point a tap at the element's centre reaches is the element itself: in the window, not covered. */
const tappable = (handle: ElementHandle<Element> | null) =>
  handle!.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth && el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });

test("at 390×844 the filter sheet covers the screen, every filter's choices can be tapped and 'Ergebnisse anzeigen' shows the result (issue #9 point 2)", async () => {
  const visit = await open({ viewport: { width: 390, height: 844 } });
  await visit.goto('/de/programm');
  await visit.page.waitForSelector('[data-event-id]');
  const before = await visit.page.$eval('[data-event-count]', (el) => el.textContent);
  await filtersReady(visit);
  await (await visit.page.waitForSelector(button(de.filters.open)))!.click();
  const sheet = await visit.page.waitForSelector(`::-p-aria([name=${JSON.stringify(de.filters.dialogTitle)}][role="dialog"])`);
  const box = (await sheet!.boundingBox())!;
  assert.ok(box.y <= 0 && box.height <= 844 && box.height >= 800, `the sheet fills the screen, got y=${box.y} height=${box.height}`);
  const show = await visit.page.waitForSelector(button(de.filters.showResults));
  assert.ok(await tappable(show), "'Ergebnisse anzeigen' is in view before any filter opens");

  for (const key of ['room', 'type', 'tag', 'series', 'genre'] as const) {
    const toggle = await visit.page.$(sheetFilter(de.filters[key]));
    if (!toggle) continue; // a filter without options is not offered
    await toggle.click();
    const first = await visit.page.waitForSelector(`dialog[open] input[type="checkbox"][name="${key}"]`, { visible: true });
    await first!.scrollIntoView();
    assert.ok(await tappable(first), `the first ${key} choice can be tapped once scrolled to`);
    assert.ok(await tappable(show), `'Ergebnisse anzeigen' stays in view with the ${key} list open`);
    await toggle.click();
  }

  await (await visit.page.waitForSelector(sheetFilter(de.filters.room)))!.click();
  const room = await visit.page.waitForSelector('dialog[open] input[type="checkbox"][name="room"]', { visible: true });
  const roomId = await room!.evaluate((el) => (el as HTMLInputElement).value);
  await room!.click();
  await show!.click();
  await visit.page.waitForFunction(() => !document.querySelector('dialog[open]'));
  await visit.page.waitForFunction((id) => new URLSearchParams(location.search).get('room') === id, {}, roomId);
  // While the filtered list loads the count is not shown: wait for the new one, not for the old one to go.
  await visit.page.waitForFunction((text) => {
    const count = document.querySelector('[data-event-count]')?.textContent;
    return count !== undefined && count !== text;
  }, {}, before);
  assert.ok(await visit.page.$eval('[data-event-count]', (el) => /^\d+ Veranstaltung(en)?$/.test(el.textContent!.trim())), 'the count reads as a number and a noun');
  const focused = await visit.page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'));
  assert.is(focused, 'dialog', 'focus returns to the filter button');
});

test('scrolling to the end loads page 2 and appends it without duplicates', async () => {
  const visit = await open();
  await visit.goto('/de/programm');
  await visit.page.waitForSelector('[data-event-id]');
  await visit.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await visit.page.waitForFunction(() => document.querySelectorAll('[data-event-id]').length > 10);
  const list = await ids(visit);
  assert.is(new Set(list).size, list.length, 'no event twice');
  const pages = apiGets(visit, '/api/events/').map((url) => new URL(url).searchParams.get('page'));
  assert.equal(pages.slice(0, 1), ['2']);
});

test('a combination without result shows the empty panel, and Reset filters restores the full list', async () => {
  const visit = await open();
  await visit.goto('/de/programm?room=1&date=01-01-2099');
  await waitForText(visit, de.empty.title);
  await waitForText(visit, de.empty.text);
  await filtersReady(visit);
  // A link to the unfiltered programme: it works whether or not the list's code has arrived.
  await (await visit.page.waitForSelector(link(de.empty.reset)))!.click();
  await visit.page.waitForFunction(() => location.search === '');
  // The full list's first page, and perhaps more: its end is within the infinite scroll's margin at
  // once, so the next pages may follow (waiting for exactly 10 missed that moment on a busy machine).
  await visit.page.waitForFunction((emptyTitle: string) => document.querySelectorAll('[data-event-id]').length >= 10 && !document.body.innerText.includes(emptyTitle), {}, de.empty.title);
});

test('the calendar offers only days with events', async () => {
  const visit = await open();
  await visit.goto('/de/programm');
  await filtersReady(visit);
  await (await visit.page.waitForSelector(filter(de.filters.date)))!.click();
  await visit.page.waitForSelector('button[data-day]', { visible: true });
  const offered = await visit.page.$$eval('button[data-day][aria-disabled="false"]', (els) => els.map((el) => el.getAttribute('data-day')!));
  const shown = await visit.page.$$eval('button[data-day]', (els) => els.map((el) => el.getAttribute('data-day')!));
  const { dates } = await visit.page.evaluate(async () => (await fetch('/api/calendar/')).json() as Promise<{ dates: string[] }>);
  assert.ok(offered.length > 0, 'some days this month have events');
  assert.equal(offered, shown.filter((day) => dates.includes(day)), 'exactly the days the calendar API names');
  await visit.page.click(`button[data-day="${offered.at(-1)}"]`);
  await visit.page.waitForFunction((day) => new URLSearchParams(location.search).get('date') === day, {}, offered.at(-1));
  await visit.page.waitForFunction((day) => document.querySelector('section[data-day]')?.getAttribute('data-day') === day, {}, offered.at(-1));
});

test('/en/events shows English texts', async () => {
  const visit = await open();
  await visit.goto('/en/events');
  await visit.page.waitForSelector('[data-event-id]');
  assert.is(await documentLang(visit), 'en');
  assert.ok(await visit.page.$(filter(en.filters.room)), `a "${en.filters.room}" filter`);
  const heading = await visit.page.$eval('section[data-day] h2', (el) => el.textContent!);
  assert.match(heading, /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /);
});

test('SPEC §5: a non-numeric filter in the address answers 400 with the error page', async () => {
  const visit = await open();
  const response = await visit.goto('/de/programm?room=abc');
  assert.is(response?.status(), 400);
  await visit.page.waitForSelector('[data-error-status="400"]');
});

test.run();
