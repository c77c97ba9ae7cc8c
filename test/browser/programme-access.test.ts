/**
 * Programme access in the browser, as a venue editor and a visitor do it: the editor ticks
 * audio description and DGS on an event in the hub by keyboard; a visitor finds it through the
 * programme's access filter on a phone and on a desktop (with the choice in the address, surviving a
 * reload), on its page with explanations and in search; without JavaScript the filter is a GET form.
 * Then the editor cancels the event with a note: card and page say 'Abgesagt' with it, offer no
 * tickets, the calendar file says CANCELLED and the JSON-LD EventCancelled. Axe checks the filtered
 * programme at both widths. The events are created here, so the tests follow no seed.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ACCESS_FEATURE_IDS, ACCESS_FEATURE_LABELS, EVENT_STATUS_LABELS } from '../../common/api/access';
import accessDe from '../../common/i18n/de/access';
import { axeCheck, formatViolations } from '../helpers/browser';
import { signIn, ADMIN } from './editor-steps';
import { useBrowser, waitForText, type Visit } from './harness';
import { fieldSelector, hubServer, openHub, saveNew, submitAndWaitForSave, tHub, typeInto } from './hub-steps';

const test = suite('programme: access features and a cancelled event');
const open = useBrowser(test, { consentDecided: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = '/tmp/access-browser';
const TITLE = 'Hörabend Zinnoberklang';
const NOTE = 'Wegen Erkrankung der Hauptdarstellerin abgesagt.';
const TICKETS = 'https://shop.example.org/event/zinnoberklang';
const AD = ACCESS_FEATURE_IDS['audio-description'];
const DGS = ACCESS_FEATURE_IDS['sign-language'];
const CHOSEN = ['audio-description', 'sign-language'] as const;

/** The event the first test creates, for the tests after it. */
let created: { id: number; path: string } | null = null;
const event = () => {
  if (!created) throw new Error('the first test did not create the event');
  return created;
};

const card = (id: number) => `[data-event-id="${id}"]`;
const accessBox = (code: string) => `#cms-hub form [data-field="accessFeatures"] input[type="checkbox"][value="${code}"]`;

/** Saves the open hub form by keyboard and waits for the server's answer. */
async function saveByKeyboard(page: Page): Promise<void> {
  await submitAndWaitForSave(page, async () => {
    const save = await page.waitForFunction((text: string) => [...document.querySelectorAll<HTMLButtonElement>('#cms-hub form button')].find((b) => b.textContent === text), {}, tHub('de').save());
    await (save.asElement() as import('puppeteer').ElementHandle<HTMLButtonElement>).focus();
    await page.keyboard.press('Enter');
  });
}

/** The access checkbox in the programme's filter whose label names `name`. */
async function programmeBox(page: Page, name: string) {
  const box = await page.waitForFunction((n: string) => [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="access"]')].find((input) => input.parentElement?.textContent?.includes(n)), {}, name);
  return box.asElement() as import('puppeteer').ElementHandle<HTMLInputElement>;
}

/** Ticks both features in the programme's filter by keyboard (focus, Space), as a visitor would. */
async function chooseFeatures(page: Page): Promise<void> {
  for (const code of CHOSEN) {
    const box = await programmeBox(page, ACCESS_FEATURE_LABELS[code].de);
    await box.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction((b: HTMLInputElement) => b.checked, {}, box);
  }
}

/** The card of the event shows both features as a sign (hidden from readers) beside its name. */
async function cardShowsFeatures(page: Page, id: number): Promise<void> {
  await page.waitForSelector(card(id));
  for (const code of CHOSEN) {
    const item = await page.waitForSelector(`${card(id)} [data-access="${code}"]`, { visible: true });
    const { text, sign } = await item!.evaluate((li) => ({ text: (li as HTMLElement).innerText, sign: li.querySelector('[aria-hidden="true"]')?.textContent ?? '' }));
    assert.ok(sign.length > 0, `${code} has an icon`);
    assert.ok(text.includes(ACCESS_FEATURE_LABELS[code].de), `${code} reads “${ACCESS_FEATURE_LABELS[code].de}”, not a code: “${text}”`);
  }
}

const accessInAddress = (page: Page) => page.evaluate(() => new URLSearchParams(location.search).getAll('access').join(','));

test('an editor ticks audio description and DGS on an event in the hub by keyboard and saves', async () => {
  const visit = await open({ server: await hubServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/cms-hub/events/event/new/', ADMIN);
  await page.waitForSelector('#cms-hub form');
  await typeInto(page, 'title', TITLE, 'de');
  await typeInto(page, 'title', 'Listening Evening Vermilion', 'en');
  await typeInto(page, 'slug', 'hoerabend-zinnoberklang', 'de');
  await typeInto(page, 'slug', 'listening-evening-vermilion', 'en');
  const start = new Date(Date.now() + 12 * 86_400_000);
  await page.waitForSelector(fieldSelector('startsAt'));
  await page.$eval(fieldSelector('startsAt'), (el, v) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, `${start.toISOString().slice(0, 10)}T19:30`);
  await typeInto(page, 'ticketUrl', TICKETS);
  const id = await saveNew(page, 'de');

  // The saved event, opened again: the features are boxes with their names, ticked with Space.
  await openHub(page, `${visit.server.url}/cms-hub/events/event/${id}/`);
  for (const code of CHOSEN) {
    const box = await page.waitForSelector(accessBox(code));
    const label = await box!.evaluate((el) => el.closest('label')?.textContent?.trim());
    assert.is(label, ACCESS_FEATURE_LABELS[code].de, 'the box is named, not coded');
    await box!.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction((b: Element) => (b as HTMLInputElement).checked, {}, box!);
  }
  await saveByKeyboard(page);

  await openHub(page, `${visit.server.url}/cms-hub/events/event/${id}/`);
  for (const code of CHOSEN) {
    await page.waitForSelector(accessBox(code));
    assert.ok(await page.$eval(accessBox(code), (el) => (el as HTMLInputElement).checked), `${code} is stored`);
  }
  created = { id, path: `/de/programm/hoerabend-zinnoberklang/${id}` };
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px a visitor chooses both features in the programme: the event is listed with them, the choice is in the address and survives a reload`, async () => {
    const { id } = event();
    const visit = await open({ server: await hubServer(), viewport });
    const { page } = visit;
    await visit.goto('/de/programm');
    // Once the app runs, the boxes filter at once and the no-JavaScript submit button goes.
    await page.waitForFunction((text: string) => ![...document.querySelectorAll('main form button')].some((b) => b.textContent === text), {}, accessDe.accessApply);
    await chooseFeatures(page);
    await page.waitForFunction((wanted: string) => new URLSearchParams(location.search).getAll('access').join(',') === wanted, {}, `${AD},${DGS}`);
    await cardShowsFeatures(page, id);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/programme-access-${viewport.width}.png`, fullPage: true });

    await page.reload();
    assert.is(await accessInAddress(page), `${AD},${DGS}`);
    await cardShowsFeatures(page, id);
    for (const code of CHOSEN) assert.ok(await (await programmeBox(page, ACCESS_FEATURE_LABELS[code].de)).evaluate((b) => b.checked), `${code} is still ticked`);
    // Every card listed has both features.
    const cards = await page.$$eval('[data-event-id]', (all) => all.map((c) => [...c.querySelectorAll('[data-access]')].map((a) => a.getAttribute('data-access'))));
    for (const features of cards) for (const code of CHOSEN) assert.ok(features.includes(code), `every listed event has ${code}: ${features.join(' ')}`);
  });
}

test("the event's page shows the features with their explanations, and search finds the event with them", async () => {
  const { id, path } = event();
  const visit = await open({ server: await hubServer(), viewport: PHONE });
  const { page } = visit;
  await visit.goto(path);
  await waitForText(visit, TITLE);
  for (const code of CHOSEN) {
    const item = await page.waitForSelector(`main [data-access="${code}"]`, { visible: true });
    const { name, explanation } = await item!.evaluate((el) => ({ name: el.querySelector('dt')?.textContent ?? '', explanation: el.querySelector('dd')?.textContent ?? '' }));
    assert.ok(name.includes(ACCESS_FEATURE_LABELS[code].de), name);
    assert.ok(explanation.length > 20, `${code} is explained: “${explanation}”`);
  }
  await waitForText(visit, 'Live-Beschreibung des Bühnengeschehens über Kopfhörer.');

  await visit.goto(`/de/search?q=${encodeURIComponent('Zinnoberklang')}`);
  const hit = await page.waitForFunction((t: string) => [...document.querySelectorAll('main li')].find((li) => li.querySelector('h3')?.textContent === t), {}, TITLE);
  for (const code of CHOSEN) {
    const text = await (hit.asElement() as import('puppeteer').ElementHandle<Element>).$eval(`[data-access="${code}"]`, (el) => (el as HTMLElement).innerText);
    assert.ok(text.includes(ACCESS_FEATURE_LABELS[code].de), text);
  }
  void id;
});

test('without JavaScript the access filter is a GET form: ticked and sent, the server lists the event with the choice in the address', async () => {
  const { id } = event();
  const visit = await open({ server: await hubServer(), viewport: PHONE });
  const { page } = visit;
  await page.setJavaScriptEnabled(false);
  await visit.goto('/de/programm');
  await chooseFeatures(page);
  const apply = await page.waitForFunction((text: string) => [...document.querySelectorAll<HTMLButtonElement>('main form button[type="submit"]')].find((b) => b.textContent === text), {}, accessDe.accessApply);
  await (apply.asElement() as import('puppeteer').ElementHandle<HTMLButtonElement>).focus();
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  const url = new URL(page.url());
  assert.is(url.pathname, '/de/programm');
  assert.equal(url.searchParams.getAll('access').sort(), [String(AD), String(DGS)]);
  await cardShowsFeatures(page, id);
  for (const code of CHOSEN) assert.ok(await (await programmeBox(page, ACCESS_FEATURE_LABELS[code].de)).evaluate((b) => b.checked), `${code} comes back ticked`);
});

test("an editor cancels the event with a note in the hub: card and page say 'Abgesagt' with it, offer no tickets, the calendar file is CANCELLED and the JSON-LD EventCancelled", async () => {
  const { id, path } = event();
  const visit = await open({ server: await hubServer() });
  const { page } = visit;
  // Before: the card offers tickets, so their absence below is the cancellation's doing.
  await visit.goto(`/de/programm?access=${AD},${DGS}`);
  await page.waitForSelector(`${card(id)} a[href="${TICKETS}"]`);

  await signIn(visit, 'de', `/cms-hub/events/event/${id}/`, ADMIN);
  const state = await page.waitForSelector(fieldSelector('status'));
  const options = await state!.evaluate((select) => [...(select as HTMLSelectElement).options].map((o) => o.textContent));
  assert.ok(options.includes(EVENT_STATUS_LABELS.cancelled.de), `the states are named: ${options.join(', ')}`);
  // By keyboard: the first letters of the option's name choose it, as in any select.
  await state!.focus();
  await page.keyboard.type('Abg');
  await page.waitForFunction((s: HTMLSelectElement) => s.value === 'cancelled', {}, state as import('puppeteer').ElementHandle<HTMLSelectElement>);
  await typeInto(page, 'statusNote', NOTE, 'de');
  await saveByKeyboard(page);

  await visit.goto(`/de/programm?access=${AD},${DGS}`);
  const status = await page.waitForSelector(`${card(id)} [data-event-status="cancelled"]`, { visible: true });
  const statusText = await status!.evaluate((el) => (el as HTMLElement).innerText);
  assert.ok(statusText.toLowerCase().includes('abgesagt'), statusText);
  assert.ok(statusText.includes(NOTE), statusText);
  assert.is(await page.$$eval(`${card(id)} a[href="${TICKETS}"], ${card(id)} [data-ticket-link]`, (links) => links.length), 0, 'no ticket link on the card');
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/programme-cancelled-1366.png`, fullPage: true });

  await visit.goto(path);
  const pageStatus = await page.waitForSelector(`main [data-event-status="cancelled"]`, { visible: true });
  const pageText = await pageStatus!.evaluate((el) => (el as HTMLElement).innerText);
  assert.ok(pageText.toLowerCase().includes('abgesagt') && pageText.includes(NOTE), pageText);
  assert.is(await page.$$eval(`main a[href="${TICKETS}"], main [data-ticket-link]`, (links) => links.length), 0, 'no ticket link on the page');
  await page.screenshot({ path: `${SHOTS}/event-cancelled-1366.png`, fullPage: true });

  const calendar = await page.waitForFunction((text: string) => [...document.querySelectorAll<HTMLAnchorElement>('main a[download]')].find((a) => a.textContent === text)?.getAttribute('href'), {}, accessDe.addToCalendar);
  const href = (await calendar.jsonValue()) as string;
  const ics = await page.evaluate(async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
  }, href);
  assert.is(ics.status, 200);
  assert.match(ics.type, 'text/calendar');
  assert.match(ics.body, /^STATUS:CANCELLED\r?$/m);

  const jsonLd = await page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null') as unknown));
  const described = jsonLd.flatMap((block) => (Array.isArray(block) ? block : [block])).find((block) => (block as { '@type'?: string })['@type'] === 'Event') as { eventStatus?: string } | undefined;
  assert.ok(described, 'the page describes the event in JSON-LD');
  assert.is(described!.eventStatus, 'https://schema.org/EventCancelled');
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`axe finds nothing on the programme with the access filter chosen at ${viewport.width} px`, async () => {
    const visit: Visit = await open({ server: await hubServer(), viewport });
    const { page } = visit;
    await visit.goto(`/de/programm?access=${AD},${DGS}`);
    await page.waitForFunction((text: string) => ![...document.querySelectorAll('main form button')].some((b) => b.textContent === text), {}, accessDe.accessApply);
    await page.waitForSelector(card(event().id));
    const violations = await axeCheck(page);
    assert.is(violations.length, 0, formatViolations(violations));
  });
}

test.run();
