/**
 * Event prices in the browser: an editor gives a new event two seat groups with
 * prices in the hub's event form, by keyboard (a wrong amount is refused at its control first); a
 * visitor reads the price list on the event page and 'ab 12 €' on its programme card, at 390 and
 * 1366 px (screenshots under /tmp/prices-browser). Then the editor ticks 'Eintritt frei': card and
 * page say so instead of 'Karten' and prices. The event is created here, so the test follows no seed.
 */
import { mkdir } from 'node:fs/promises';
import type { ElementHandle, Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import pricesDe from '../../common/i18n/de/hub-prices';
import eventViewsDe from '../../common/i18n/de/event-views';
import programmeDe from '../../common/i18n/de/programme';
import { namespace } from '../../common/i18n/namespace';
import { byText, signIn, ADMIN } from './editor-steps';
import { useBrowser, waitForText, type Visit } from './harness';
import { fieldSelector, hubServer, openHub, saveNew, setControl, submitAndWaitForSave, tHub, typeInto } from './hub-steps';

const test = suite('event prices: seat groups in the hub, prices and free admission for visitors');
const open = useBrowser(test, { consentDecided: true });

const tPrices = namespace({ de: pricesDe, en: pricesDe })('de');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = '/tmp/prices-browser';
const TITLE = 'Liederabend Kupferglanz';
const TICKETS = 'https://kasse.example.org/liederabend-kupferglanz';
const WIDGET = '#cms-hub form [data-field="priceList"]';

// Beyond the seeded programme's 90 days, so the event leads its day's list.
const start = new Date(Date.now() + 120 * 86_400_000);
const day = start.toISOString().slice(0, 10);
const dateParam = `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

let created: { id: number; path: string } | null = null;
const event = () => {
  if (!created) throw new Error('the first test did not create the event');
  return created;
};
const card = (id: number) => `[data-event-id="${id}"]`;

/** Presses a button of the price widget by its visible text, from the keyboard. */
async function press(page: Page, text: string, within = WIDGET): Promise<void> {
  const button = await byText(page, text, within);
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Types into the focused control after selecting what it held. */
async function typeHere(page: Page, text: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLInputElement).select?.());
  await page.keyboard.type(text);
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.closest('label')?.textContent ?? '');

async function saveByKeyboard(page: Page): Promise<void> {
  await submitAndWaitForSave(page, async () => {
    await (await byText(page, tHub('de').save(), '#cms-hub form')).focus();
    await page.keyboard.press('Enter');
  });
}

test('an editor gives a new event two seat groups with prices in the hub, by keyboard; a wrong amount is refused at its control', async () => {
  const visit = await open({ server: await hubServer(), viewport: DESKTOP });
  const { page } = visit;
  await signIn(visit, 'de', '/cms-hub/events/event/new/', ADMIN);
  await page.waitForSelector('#cms-hub form');
  await typeInto(page, 'title', TITLE, 'de');
  await typeInto(page, 'title', 'Song Recital Copper Gleam', 'en');
  await typeInto(page, 'slug', 'liederabend-kupferglanz', 'de');
  await typeInto(page, 'slug', 'song-recital-copper-gleam', 'en');
  await setControl(page, 'startsAt', `${day}T19:30`);
  await typeInto(page, 'ticketUrl', TICKETS);

  // Seat group 1: focus lands in its German name, then the first price's controls follow by Tab.
  await press(page, tPrices.addGroup());
  await page.waitForFunction((w: string) => document.activeElement?.closest(`${w} [data-group="0"]`) !== null, {}, WIDGET);
  assert.is((await focusedLabel(page)).trim(), tPrices.nameDe());
  await page.keyboard.type('Parkett');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Stalls');
  await page.keyboard.press('Tab'); // the category: 'Vollpreis' already
  await page.keyboard.press('Tab');
  assert.is(await focusedLabel(page), tPrices.amountOf({ group: 1, index: 1 }));
  await page.keyboard.type('24,00');
  await press(page, tPrices.addPrice(), `${WIDGET} [data-group="0"]`);
  // The new price's category takes focus, set to 'Ermäßigt'; its amount comes next.
  assert.is(await focusedLabel(page), tPrices.categoryOf({ group: 1, index: 2 }));
  assert.is(await page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedOptions[0]?.textContent), 'Ermäßigt');
  await page.keyboard.press('Tab');
  await page.keyboard.type('-12');

  // Seat group 2 with one price.
  await press(page, tPrices.addGroup());
  await page.waitForFunction((w: string) => document.activeElement?.closest(`${w} [data-group="1"]`) !== null, {}, WIDGET);
  await page.keyboard.type('Rang');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Circle');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('18');

  // Refused: the message names the place, and the amount control is marked and focused.
  await (await byText(page, tHub('de').save(), '#cms-hub form')).focus();
  await page.keyboard.press('Enter');
  const message = 'Sitzgruppe 1, Preis 2: Bitte geben Sie einen Betrag ab 0 mit bis zu zwei Nachkommastellen ein.';
  await waitForText(visit, message);
  const wrong = `${WIDGET} [data-group="0"] [data-price="1"] input`;
  await page.waitForFunction((s: string) => document.querySelector(s)?.getAttribute('aria-invalid') === 'true', {}, wrong);
  await page.waitForFunction((s: string) => document.activeElement === document.querySelector(s), {}, wrong);
  await typeHere(page, '12');
  const id = await saveNew(page, 'de');

  // Opened again: both groups, amounts with a decimal comma.
  await openHub(page, `${visit.server.url}/cms-hub/events/event/${id}/`);
  await page.waitForSelector(`${WIDGET} [data-group="1"]`);
  const amounts = await page.$$eval(`${WIDGET} [data-price] input`, (inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  assert.equal(amounts, ['24,00', '12,00', '18,00']);
  await mkdir(SHOTS, { recursive: true });
  await (await page.$(WIDGET))!.screenshot({ path: `${SHOTS}/hub-prices-1366.png` });
  created = { id, path: `/de/programm/liederabend-kupferglanz/${id}` };
});

async function priceLines(page: Page): Promise<string[]> {
  await page.waitForSelector('main [data-price-group]');
  return page.$$eval('main [data-price-group]', (lines) => lines.map((l) => (l as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the event page lists the prices by seat group and the programme card says 'ab 12 €'`, async () => {
    const { id, path } = event();
    const visit: Visit = await open({ server: await hubServer(), viewport });
    const { page } = visit;
    await visit.goto(path);
    await waitForText(visit, TITLE);
    assert.equal(await priceLines(page), ['Parkett: Vollpreis 24 € · Ermäßigt 12 €', 'Rang: Vollpreis 18 €']);
    assert.ok(await page.$(`main a[href="${TICKETS}"]`), 'the ticket link stays');
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/event-page-${viewport.width}.png`, fullPage: true });

    await visit.goto(`/de/programm?date=${dateParam}`);
    const price = await page.waitForSelector(`${card(id)} p`);
    void price;
    await page.waitForFunction((c: string) => (document.querySelector(c) as HTMLElement | null)?.innerText.includes('ab 12 €'), {}, card(id));
    assert.ok(await page.$(`${card(id)} a[href="${TICKETS}"]`), "the card offers 'Karten'");
    await (await page.$(card(id)))!.screenshot({ path: `${SHOTS}/card-${viewport.width}.png` });
  });
}

test("an editor ticks 'Eintritt frei': card and page say so instead of 'Karten' and prices", async () => {
  const { id, path } = event();
  const visit = await open({ server: await hubServer(), viewport: PHONE });
  const { page } = visit;
  await signIn(visit, 'de', `/cms-hub/events/event/${id}/`, ADMIN);
  const box = (await page.waitForSelector(fieldSelector('freeAdmission'))) as ElementHandle<HTMLInputElement>;
  await box.focus();
  await page.keyboard.press('Space');
  await page.waitForFunction((b: HTMLInputElement) => b.checked, {}, box);
  await saveByKeyboard(page);

  await visit.goto(`/de/programm?date=${dateParam}`);
  await page.waitForFunction((c: string, free: string) => (document.querySelector(c) as HTMLElement | null)?.innerText.includes(free), {}, card(id), eventViewsDe.list.free);
  const cardText = await page.$eval(card(id), (el) => (el as HTMLElement).innerText);
  assert.not.ok(cardText.includes(eventViewsDe.list.tickets), `no 'Karten': ${cardText}`);
  assert.not.ok(cardText.includes('ab 12'), 'no price');
  assert.is(await page.$(`${card(id)} a[href="${TICKETS}"]`), null);
  await (await page.$(card(id)))!.screenshot({ path: `${SHOTS}/card-free-390.png` });

  await visit.goto(path);
  await waitForText(visit, programmeDe.free);
  assert.is(await page.$('main [data-price-group]'), null, 'no price list');
  assert.is(await page.$(`main a[href="${TICKETS}"]`), null, "no 'Tickets kaufen'");
  await page.screenshot({ path: `${SHOTS}/event-page-free-390.png`, fullPage: true });
});

test.run();
