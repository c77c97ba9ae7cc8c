/**
 * The ticket journey against the ticket-shop simulator, on the production build.
 * From a programme card, a production's date list and a venue's date list a visitor reaches the
 * booking popup or the shop's event page; after adding tickets the header's cart opens the shop's
 * cart (embedded in our webshop layout) showing them; the checkout ends with an order number.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Frame, Page } from 'puppeteer';
import type { EventDetail, EventListItem } from '../../common/api/programme';
import type { Paginated } from '../../common/api/types';
import de from '../../common/i18n/de/booking';
import { CATALOG_FILE } from '../../server/features/ticketshop/protocol';
import { startSimulator, type Simulator } from '../../scripts/ticketshop/server';
import { startServer, type RunningServer } from '../helpers/server';
import { useBrowser, type Visit } from './harness';

const test = suite('ticket journey');
const open = useBrowser(test, { consentDecided: true });
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

let setup: Promise<{ shop: Simulator; server: RunningServer; bookable: EventDetail[] }> | null = null;

/** One simulator and one server for the file; the events the popup can sell (plain seat groups, no timeslots). */
function world() {
  setup ??= (async () => {
    const shop = await startSimulator();
    const server = await startServer({ env: { TICKETSHOP_URL: shop.url } });
    const catalog = await readFile(path.join(server.dataDir, CATALOG_FILE), 'utf8');
    await fetch(`${shop.url}/__control/catalog`, { method: 'POST', body: catalog });
    const list = (await (await fetch(`${server.url}/de/api/events/?page_size=50`)).json()) as Paginated<EventListItem>;
    const details = await Promise.all(list.results.filter((e) => e.id_jet).map(async (e) => (await (await fetch(`${server.url}/de/api/events/${e.id}/`)).json()) as EventDetail));
    const bookable = details.filter((e) => e.seat_groups.some((g) => g.status !== 0 && g.timeslots.length === 0 && g.prices.some((p) => p.price !== '0.00')) && e.seat_groups.every((g) => g.timeslots.length === 0));
    if (bookable.length === 0) throw new Error('The seed has no event with plain seat groups on sale');
    return { shop, server, bookable };
  })();
  return setup;
}

test.after(async () => {
  const running = await setup?.catch(() => null);
  await running?.shop.close();
  await running?.server.stop();
});

/** Clicks the ticket link of one of `events` on the page once ticket links open the popup; returns the event. */
async function clickTicketLink(page: Page, events: EventDetail[]): Promise<EventDetail> {
  await page.waitForSelector('html[data-ticket-links] [data-ticket-link]', { timeout: 15_000 });
  const ids = await page.$$eval('[data-ticket-link]', (links) => links.map((a) => Number(a.getAttribute('data-ticket-link'))));
  const event = events.find((e) => ids.includes(e.id));
  if (!event) throw new Error(`none of the ticket links (${ids.join(', ')}) is of a bookable event`);
  await page.$eval(`[data-ticket-link="${event.id}"]`, (a) => a.scrollIntoView({ block: 'center' }));
  await page.click(`[data-ticket-link="${event.id}"]`);
  return event;
}

/** In the popup: `count` full-price tickets of the first group, into the cart. */
async function bookInPopup(page: Page, count: number): Promise<void> {
  await page.waitForSelector('dialog[open] [data-seat-group]', { timeout: 15_000 });
  const plus = 'dialog[open] [data-seat-group] button[aria-label^="Vollpreis"][aria-label$="hinzufügen"]';
  for (let i = 0; i < count; i += 1) await page.click(plus);
  await page.evaluate((label) => [...document.querySelectorAll<HTMLButtonElement>('dialog[open] button')].find((b) => b.textContent === label)!.click(), de.addToCart);
  await page.waitForSelector('dialog[open] [data-cart-summary="success"]', { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog[data-booking-widget]'));
}

/** The header's cart entry, from the burger menu where the phone keeps it. */
async function openHeaderCart(page: Page): Promise<void> {
  const shown = () => [...document.querySelectorAll<HTMLAnchorElement>('header a[href^="/webshop/cart"]')].some((a) => a.getBoundingClientRect().width > 0);
  if (!(await page.evaluate(shown))) {
    // The burger menu is the server's <details>; the app enhances it as it hydrates.
    await page.waitForSelector('header [data-header-menu][data-ready] > summary', { timeout: 10_000 });
    await page.click('header [data-header-menu] > summary');
    await page.waitForFunction(shown, { timeout: 10_000 });
  }
  await Promise.all([
    page.waitForNavigation(),
    page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('header a[href^="/webshop/cart"]')].find((a) => a.getBoundingClientRect().width > 0)!.click()),
  ]);
}

/** The embedded shop page, once it shows `selector`. */
async function shopFrame(page: Page, shop: Simulator, selector: string): Promise<Frame> {
  await page.waitForSelector('iframe[data-shop-frame]', { timeout: 15_000 });
  const frame = (await (await page.$('iframe[data-shop-frame]'))!.contentFrame())!;
  // The frame starts empty and loads the shop's page: wait for what that page shows.
  await frame.waitForSelector(selector, { timeout: 15_000 });
  assert.ok(frame.url().startsWith(shop.url), `the frame shows the shop: ${frame.url()}`);
  return frame;
}

const ticketsInCart = (frame: Frame) => frame.$eval('[data-tickets]', (el) => el.textContent);

/** Checkout in the simulator: name, email address, order; returns the order number. */
async function checkout(page: Page, frame: Frame): Promise<string> {
  await Promise.all([frame.waitForNavigation(), frame.click('form[action^="/checkout/"] button[type=submit]')]);
  await frame.type('input[name=name]', 'Ada Lovelace');
  await frame.type('input[name=email]', 'ada@example.org');
  await Promise.all([frame.waitForNavigation(), frame.click('button[type=submit]')]);
  const number = await frame.$eval('[data-order-number]', (el) => el.textContent!);
  // The shop tells the page the cart is gone: the header's badge goes.
  await page.waitForFunction(() => !document.cookie.includes('cartAmount='), { timeout: 10_000 });
  return number;
}

const noSidewaysScroll = (visit: Visit) => visit.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

test('programme card → booking popup → header cart shows the tickets in the shop → checkout ends with an order number', async () => {
  const { shop, server, bookable } = await world();
  const visit = await open({ server, viewport: LAPTOP });
  await visit.goto('/de/programm');
  await clickTicketLink(visit.page, bookable);
  await bookInPopup(visit.page, 2);
  assert.ok(visit.page.url().endsWith('/de/programm'), 'the popup kept the visitor on the programme');
  await openHeaderCart(visit.page);
  assert.is(new URL(visit.page.url()).pathname, '/webshop/cart');
  const cart = await shopFrame(visit.page, shop, '[data-tickets]');
  assert.is(await ticketsInCart(cart), '2');
  assert.match(await checkout(visit.page, cart), /^SIM-\d{4}-\d{5}-[0-9A-F]{4}$/);
  assert.equal(visit.pageErrors, []);
});

test("a production's date list on a phone → booking popup → the header cart (in the menu) shows the ticket in the shop", async () => {
  const { shop, server, bookable } = await world();
  const production = bookable.find((e) => e.production?.url);
  if (!production) throw new Error('no bookable event belongs to a production');
  const visit = await open({ server, viewport: PHONE });
  await visit.goto(new URL(production.production!.url!, 'http://x').pathname);
  await clickTicketLink(visit.page, bookable);
  await bookInPopup(visit.page, 1);
  await openHeaderCart(visit.page);
  const cart = await shopFrame(visit.page, shop, '[data-tickets]');
  assert.is(await ticketsInCart(cart), '1');
  assert.ok(await noSidewaysScroll(visit), 'the embedded cart fits a 390 px phone');
  assert.equal(visit.pageErrors, []);
});

test("a venue's date list on a phone → the shop's event page (the link opened on its own) → tickets added there → the header cart shows them → checkout", async () => {
  const { shop, server, bookable } = await world();
  const atVenue = bookable.find((e) => e.venue?.url);
  if (!atVenue) throw new Error('no bookable event has a venue page');
  const visit = await open({ server, viewport: PHONE });
  await visit.goto(new URL(atVenue.venue!.url!, 'http://x').pathname);
  await visit.page.waitForSelector('[data-ticket-link]');
  const href = await visit.page.$eval('[data-ticket-link]', (a) => a.getAttribute('href')!);
  assert.match(href, /^\/webshop\/event\/\d+$/);
  // Opened in a tab of its own (middle click, or before the page is idle): the shop's page of the event.
  const response = await visit.goto(href);
  assert.is(response?.status(), 200, 'no 301 back to the programme');
  assert.is(new URL(visit.page.url()).pathname, href);
  const event = await shopFrame(visit.page, shop, 'form[action^="/event/"] input[type=number]');
  assert.ok(await noSidewaysScroll(visit), "the shop's event page fits a 390 px phone");
  await event.type('form[action^="/event/"] input[type=number]', '2', { delay: 0 });
  await event.$eval('form[action^="/event/"] input[type=number]', (input) => ((input as HTMLInputElement).value = '2'));
  await Promise.all([event.waitForNavigation(), event.click('form[action^="/event/"] button[type=submit]')]);
  assert.is(await ticketsInCart(event), '2', "the shop's cart shows the tickets just added");
  // The shop told our page the cart: the webshop layout's header counts it and opens it.
  await visit.page.waitForFunction(() => document.cookie.includes('cartAmount=2'), { timeout: 10_000 });
  await openHeaderCart(visit.page);
  const cart = await shopFrame(visit.page, shop, '[data-tickets]');
  assert.is(await ticketsInCart(cart), '2');
  assert.match(await checkout(visit.page, cart), /^SIM-/);
  assert.equal(visit.pageErrors, []);
});

test.run();
