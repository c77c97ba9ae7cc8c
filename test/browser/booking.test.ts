/**
 * The booking widget against the ticket-shop simulator. The test starts the
 * simulator and a server whose TICKETSHOP_URL points at it, loads the seed's catalogue into the
 * simulator, and books by keyboard alone; then the shop's failures, each with its text.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import type { EventDetail, EventListItem } from '../../common/api/programme';
import type { Paginated } from '../../common/api/types';
import de from '../../common/i18n/de/booking';
import sale from '../../common/i18n/de/sale';
import { CATALOG_FILE } from '../../server/features/ticketshop/protocol';
import { startSimulator, type Simulator } from '../../scripts/ticketshop/server';
import { startServer, type RunningServer } from '../helpers/server';
import { bookingLive, useBrowser, waitForText, type Visit } from './harness';
import { networkQuiet } from '../helpers/browser';

const test = suite('booking widget');
const open = useBrowser(test, { consentDecided: true });

let setup: Promise<{ shop: Simulator; server: RunningServer; tour: EventDetail; seated: EventDetail }> | null = null;

/** One simulator and one server for the file, with an event whose seat group has timeslots and discounts, and a plain seated one. */
function world() {
  setup ??= (async () => {
    const shop = await startSimulator();
    const server = await startServer({ env: { TICKETSHOP_URL: shop.url } });
    const catalog = await readFile(path.join(server.dataDir, CATALOG_FILE), 'utf8');
    await fetch(`${shop.url}/__control/catalog`, { method: 'POST', body: catalog });
    const list = (await (await fetch(`${server.url}/de/api/events/?page_size=50`)).json()) as Paginated<EventListItem>;
    const details = await Promise.all(list.results.filter((e) => e.id_jet).map(async (e) => (await (await fetch(`${server.url}/de/api/events/${e.id}/`)).json()) as EventDetail));
    const usable = (e: EventDetail, slots: boolean) =>
      e.seat_groups.some((g) => g.status !== 0 && g.timeslots.some((s) => s.status !== 0) === slots && g.prices.filter((p) => p.price !== '0.00').length >= 2);
    const tour = details.find((e) => usable(e, true));
    const seated = details.find((e) => usable(e, false) && e.seat_groups.every((g) => g.timeslots.length === 0));
    if (!tour || !seated) throw new Error('The seed has no event with a timeslot group with discounts, or none with plain seat groups');
    return { shop, server, tour, seated };
  })();
  return setup;
}

test.after(async () => {
  const running = await setup?.catch(() => null);
  await running?.shop.close();
  await running?.server.stop();
});

const control = async (shop: Simulator, call: string, body: unknown = {}) => {
  const response = await fetch(`${shop.url}/__control/${call}`, { method: 'POST', body: JSON.stringify(body) });
  assert.is(response.status, 200, `control ${call}`);
};

/** Presses Tab until the focused element's label or text matches; never touches the mouse. */
async function tabTo(page: Page, name: string | RegExp, max = 120): Promise<void> {
  const pattern = typeof name === 'string' ? `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : name.source;
  // The popup redraws after each key (a step changes, a ticket is added): wait until the control to
  // reach is drawn, then walk to it with Tab as a keyboard user would.
  await page
    .waitForFunction(
      (source) =>
        [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')].some((el) => {
          const label = el.getAttribute('aria-label') ?? (el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : el.textContent) ?? '';
          return new RegExp(source).test(label.trim());
        }),
      { timeout: 10_000 },
      pattern,
    )
    .catch(() => undefined);
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const [hit, label] = await page.evaluate((source) => {
      const el = document.activeElement as HTMLElement | null;
      const label = el?.getAttribute('aria-label') ?? (el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : el?.textContent) ?? '';
      return [new RegExp(source).test(label.trim()), `${el?.tagName ?? '-'}:${label.trim().slice(0, 40)}`] as const;
    }, pattern);
    if (hit) return;
    if (seen.length < 40) seen.push(label);
  }
  throw new Error(`Tab never reached "${name}"; focus went through: ${seen.join(' | ')}`);
}

const insideDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));

async function openWidget(visit: Visit, event: EventDetail): Promise<void> {
  await visit.goto(new URL(event.url, 'http://x').pathname);
  await bookingLive(visit.page);
  await tabTo(visit.page, sale.bookFor.replace('{title}', event.title));
  await visit.page.keyboard.press('Enter');
  await visit.page.waitForSelector('dialog[open] [data-seat-group]');
}

test('by keyboard alone: 2 full-price and 1 discount ticket with a timeslot go into the shop cart, the badge shows 3, and the reservation expires', async () => {
  const { shop, tour } = await world();
  const visit = await open({ server: (await world()).server });
  const page = visit.page;
  await openWidget(visit, tour);
  assert.ok(visit.requests.some((url) => url.includes('/assets/site/')), 'the site loaded');
  const group = tour.seat_groups.find((g) => g.timeslots.some((s) => s.status !== 0) && g.prices.length >= 2)!;
  const [full, discount] = group.prices.filter((p) => p.price !== '0.00');
  const euro = (price: string) => `${price.replace(/\.00$/, '').replace('.', ',')} €`;

  await tabTo(page, de.chooseTimeslot);
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog[open] input[type=radio]');
  await page.waitForFunction(() => document.activeElement?.matches('dialog[open] h3'));
  // A timeslot's radio is labelled with its time (HH:MM).
  await tabTo(page, /^\d\d:\d\d/);
  await page.keyboard.press('Space');
  await page.waitForSelector('dialog[open] input[type=radio]:checked');
  await tabTo(page, new RegExp(de.back));
  await page.keyboard.press('Enter');
  // Back on the main step, focus returns to the button that opened the timeslots.
  await page.waitForFunction(() => document.activeElement?.matches('dialog[open] [data-step^="timeslots-"]'));

  await tabTo(page, `Vollpreis ${euro(full!.price)} hinzufügen`);
  const fullAmount = `dialog[open] output[aria-label="Anzahl Vollpreis ${euro(full!.price)}"]`;
  await page.keyboard.press('Enter');
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === '1', {}, fullAmount);
  assert.ok(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')?.endsWith('hinzufügen')), 'focus stays on the add button');
  await page.keyboard.press('Enter');
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === '2', {}, fullAmount);
  await tabTo(page, new RegExp(`^${de.discounts}`));
  await page.keyboard.press('Enter');
  // The discounts step takes focus on its heading.
  await page.waitForFunction(() => document.activeElement?.matches('dialog[open] h3'));
  await tabTo(page, `${discount!.name} ${euro(discount!.price)} hinzufügen`);
  await page.keyboard.press('Enter');
  await tabTo(page, new RegExp(de.back));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.matches('dialog[open] [data-step^="discounts-"]'));
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    assert.ok(await insideDialog(page), `focus stays in the popup after ${i + 1} tabs`);
  }
  await tabTo(page, de.addToCart);
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog[open] [data-cart-summary="success"]', { timeout: 15_000 });
  await waitForText(visit, de.added);
  const cookies = Object.fromEntries((await page.cookies()).map((c) => [c.name, c]));
  const badge = await page
    .waitForFunction(() => (document.querySelector('body > #app header, header')?.textContent ?? '').includes('3 Tickets im Warenkorb'))
    .then(() => 'shown')
    .catch(() => page.evaluate(() => document.querySelector('header')?.textContent ?? 'no header'));
  assert.is(badge, 'shown', `the header badge shows 3 (cookies: ${JSON.stringify(Object.keys(cookies))}, cartAmount ${cookies.cartAmount?.value})`);
  assert.is(cookies.cartAmount?.value, '3');
  assert.ok(cookies.cartAmount!.expires * 1000 < Date.now() + 15 * 60_000 + 5000, 'the cookie lives 15 minutes');

  await tabTo(page, de.toCart);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  // The shop's cart opens embedded in our webshop layout.
  assert.is(new URL(page.url()).pathname, '/webshop/cart');
  await page.waitForSelector('iframe[data-shop-frame]');
  const cart = (await (await page.$('iframe[data-shop-frame]'))!.contentFrame())!;
  await cart.waitForSelector('[data-tickets]');
  assert.ok(cart.url().startsWith(`${shop.url}/cart/`), cart.url());
  assert.is(await cart.$eval('[data-tickets]', (el) => el.textContent), '3');
  const lines = await cart.$$eval('tbody tr', (rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent)));
  assert.equal(lines.map((l) => l[4]).map(Number).sort(), [1, 2], 'two full-price tickets and one discount');
  assert.ok(lines.every((l) => l[1] === group.seat_group && /^\d\d:\d\d$/.test(l[2]!)), 'in the seat group, with the timeslot');

  await control(shop, 'expire');
  await page.reload();
  const lapsed = (await (await page.waitForSelector('iframe[data-shop-frame]'))!.contentFrame())!;
  await lapsed.waitForSelector('[data-tickets]');
  assert.is(await lapsed.$eval('[data-tickets]', (el) => el.getAttribute('data-tickets')), '0', 'the cart is empty once the reservation expired');
  // The shop says so, and the header's badge goes with the lapsed cart.
  await page.waitForFunction(() => !document.cookie.includes('cartAmount='), { timeout: 10_000 });
});

test('the widget chunk is not loaded before a visitor opens a widget, and Escape closes the popup with focus back on the opener', async () => {
  const { server, seated } = await world();
  const visit = await open({ server });
  await visit.goto(new URL(seated.url, 'http://x').pathname);
  await bookingLive(visit.page);
  const before = visit.requests.filter((url) => url.includes('/assets/site/')).length;
  await networkQuiet(visit.page, { idleTime: 300 });
  const chunksBefore = new Set(visit.requests);
  await tabTo(visit.page, sale.bookFor.replace('{title}', seated.title));
  await visit.page.keyboard.press('Enter');
  await visit.page.waitForSelector('dialog[open] [data-seat-group]');
  const added = visit.requests.filter((url) => !chunksBefore.has(url) && url.includes('/assets/site/'));
  assert.ok(before > 0 && added.length > 0, 'opening loads the widget chunk');
  await visit.page.keyboard.press('Escape');
  await visit.page.waitForFunction(() => !document.querySelector('dialog'));
  assert.ok(await visit.page.evaluate(() => document.activeElement?.hasAttribute('data-booking-open')), 'focus is back on the opener');
  assert.equal(visit.pageErrors, []);
});

const FAILURES: [string, Record<string, unknown>, string][] = [
  ['-214', { mode: 'code', code: -214 }, de.notEnoughSeats],
  ['-204', { mode: 'code', code: -204 }, de.noReservation],
  ['a 500', { mode: 'error', status: 500 }, 'Fehler -500'],
  ['a shop that does not answer within the timeout', { mode: 'hang' }, 'Fehler -1'],
];

for (const [what, fail, line] of FAILURES) {
  test(`${what}: the popup says it did not work, ${line}, offers the web shop, and the page stays usable`, async () => {
    const { shop, server, seated } = await world();
    await control(shop, 'fail', fail);
    try {
      const visit = await open({ server });
      const page = visit.page;
      await openWidget(visit, seated);
      await tabTo(page, /^Vollpreis .* hinzufügen$/);
      await page.keyboard.press('Enter');
      await tabTo(page, de.addToCart);
      await page.keyboard.press('Enter');
      await page.waitForSelector('dialog[open] [data-cart-summary="error"]', { timeout: 15_000 });
      const summary = await page.$eval('[data-cart-summary]', (el) => (el as HTMLElement).innerText);
      for (const text of [de.failed, de.buyInShop, line]) assert.ok(summary.includes(text), `"${text}" in "${summary}"`);
      assert.ok(await page.$('dialog[open] [data-cart-summary] a[href]'), 'the web-shop button');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog'));
      await page.keyboard.press('Enter');
      await page.waitForSelector('dialog[open] [data-seat-group]');
      assert.ok(await page.$('dialog[open] [data-cart-summary="idle"]'), 'reopened fresh, the page still works');
      assert.equal(visit.pageErrors, []);
    } finally {
      await control(shop, 'fail', { mode: 'none' });
    }
  });
}

test.run();
