/**
 * Sale states in the browser, against the ticket-shop simulator: a sold-out event (status 0
 * after the shop sync) says 'Ausverkauft' on its card, its page and in the popup; booking 20 and then
 * 5 more over the per-event cap of 20 tells what the cart holds and why the 5 were refused; the
 * browser's Back closes the popup and stays on the page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventDetail, EventListItem } from '../../common/api/programme';
import type { Paginated } from '../../common/api/types';
import de from '../../common/i18n/de/booking';
import sale from '../../common/i18n/de/sale';
import { CATALOG_FILE, type ShopCatalog as CatalogFile } from '../../server/features/ticketshop/protocol';
import { startSimulator, type Simulator } from '../../scripts/ticketshop/server';
import { startServer, type RunningServer } from '../helpers/server';
import { tapBookingWhenLive, useBrowser, waitForText, type Visit } from './harness';

/** A phone (where the sale-state defects were found). */
const PHONE = { width: 390, height: 844 };

const test = suite('sale state');
const open = useBrowser(test, { consentDecided: true });

type CatalogEvent = CatalogFile['events'][number];

interface World {
  shop: Simulator;
  server: RunningServer;
  /** Every seat group sold out at the shop. */
  soldOut: EventDetail;
  /** Two plain seat groups, the first sold out at the shop. */
  half: EventDetail;
  /** Plain seat groups, all on sale: for the cap. */
  free: EventDetail;
}
let setup: Promise<World> | null = null;

const api = async <T>(server: RunningServer, url: string) => (await (await fetch(server.url + url)).json()) as T;
const capacity = (shop: Simulator, body: object) => fetch(`${shop.url}/__control/capacity`, { method: 'POST', body: JSON.stringify(body) });

function world(): Promise<World> {
  setup ??= (async () => {
    const shop = await startSimulator();
    const server = await startServer({ env: { TICKETSHOP_URL: shop.url } });
    const catalog = JSON.parse(await readFile(path.join(server.dataDir, CATALOG_FILE), 'utf8')) as CatalogFile;
    await fetch(`${shop.url}/__control/catalog`, { method: 'POST', body: JSON.stringify(catalog) });
    // Sold out at the shop before the site asks for the events: an event page's first request syncs
    // it from the shop, and a fresh copy is not synced again for minutes.
    const list = await api<Paginated<EventListItem>>(server, '/de/api/events/?page_size=50');
    const upcoming = new Set(list.results.map((e) => e.id_jet));
    const plain = catalog.events.filter((e) => upcoming.has(e.event_jet_id) && e.seat_groups.length >= 2 && e.seat_groups.every((g) => g.timeslots.length === 0 && g.status !== 0 && g.prices.length > 0));
    if (plain.length < 3) throw new Error('The seed needs three upcoming events with two plain seat groups each');
    const [a, b, c] = plain as [CatalogEvent, CatalogEvent, CatalogEvent];
    for (const g of a.seat_groups) await capacity(shop, { event_jet_id: a.event_jet_id, seat_group: g.seat_group, capacity_left: 0 });
    await capacity(shop, { event_jet_id: b.event_jet_id, seat_group: b.seat_groups[0]!.seat_group, capacity_left: 0 });
    const detailOf = (jetId: number) => api<EventDetail>(server, `/de/api/events/${list.results.find((e) => e.id_jet === jetId)!.id}/`);
    const [soldOut, half, free] = await Promise.all([detailOf(a.event_jet_id), detailOf(b.event_jet_id), detailOf(c.event_jet_id)]);
    // Their pages ask the server to sync them (their copies are older than the shop's change): wait for it.
    const synced = async () => {
      const [x, y] = await Promise.all([api<EventDetail>(server, `/de/api/events/${soldOut.id}/`), api<EventDetail>(server, `/de/api/events/${half.id}/`)]);
      return x.sale === 'sold_out' && y.seat_groups[0]!.status === 0;
    };
    for (let i = 0; i < 300 && !(await synced()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!(await synced())) throw new Error('The server did not sync the sold-out groups from the shop');
    return { shop, server, soldOut, half, free };
  })();
  return setup;
}

test.after(async () => {
  const running = await setup?.catch(() => null);
  await running?.shop.close();
  await running?.server.stop();
});

const berlinDay = (iso: string) => {
  const parts = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}-${part('month')}-${part('year')}`;
};

async function openPopup(visit: Visit, event: EventDetail): Promise<void> {
  await visit.goto(new URL(event.url, 'http://x').pathname);
  await tapBookingWhenLive(visit.page);
  await visit.page.waitForSelector('dialog[open] [data-seat-group]');
}

test("a sold-out event says 'Ausverkauft' on its card and its page and offers no tickets", async () => {
  const { server, soldOut } = await world();
  const visit = await open({ server, viewport: PHONE });
  await visit.goto(`/de/programm?date=${berlinDay(soldOut.starts_at)}`);
  const card = `[data-event-id="${soldOut.id}"]`;
  await visit.page.waitForSelector(`${card} [data-sale="sold_out"]`);
  assert.is(await visit.page.$eval(`${card} [data-sale]`, (el) => (el as HTMLElement).innerText), sale.sold_out);
  assert.is(await visit.page.$(`${card} a[data-ticket-link], ${card} a[href*="/webshop/"]`), null, 'no ticket link on the card');
  await visit.goto(new URL(soldOut.url, 'http://x').pathname);
  await waitForText(visit, sale.sold_out);
  assert.is(await visit.page.$('[data-booking-open]'), null, 'no booking button on the page');
  assert.equal(visit.pageErrors, []);
});

test("the popup shows a sold-out seat group disabled with 'Ausverkauft' beside the group on sale", async () => {
  const { server, half } = await world();
  const visit = await open({ server });
  await openPopup(visit, half);
  const [soldOut, onSale] = half.seat_groups;
  const group = (name: string) => `dialog[open] [data-seat-group="${name}"]`;
  assert.match(await visit.page.$eval(group(soldOut!.seat_group), (el) => (el as HTMLElement).innerText), de.groupSoldOut);
  assert.is((await visit.page.$$(`${group(soldOut!.seat_group)} button`)).length, 0, 'nothing to choose in a sold-out group');
  assert.ok((await visit.page.$$(`${group(onSale!.seat_group)} button`)).length > 0, 'the other group is on sale');
});

test('20 tickets, then 5 more over the cap of 20: the popup says 20 are in the cart and why the 5 were refused', async () => {
  const { server, free } = await world();
  const visit = await open({ server });
  const page = visit.page;
  await openPopup(visit, free);
  const limitText = de.limit.replace('{max:number}', '20');
  assert.is(await page.$eval('dialog[open] [data-ticket-limit]', (el) => (el as HTMLElement).innerText), limitText, 'the popup names the cap');
  const [first, second] = free.seat_groups;
  const plus = (group: string) => `dialog[open] [data-seat-group="${group}"] button[aria-label$="hinzufügen"]`;
  for (let i = 0; i < 15; i++) await page.click(plus(first!.seat_group));
  for (let i = 0; i < 5; i++) await page.click(plus(second!.seat_group));
  assert.ok(await page.$eval(plus(first!.seat_group), (el) => (el as HTMLButtonElement).disabled), 'at 20 across both groups no row adds more');
  const addToCart = async () => {
    const buttons = await page.$$('dialog[open] button');
    for (const button of buttons) if ((await button.evaluate((el) => el.textContent)) === de.addToCart) return button.click();
    throw new Error('no add-to-cart button');
  };
  await addToCart();
  await page.waitForSelector('dialog[open] [data-cart-summary="success"]', { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog'));

  await page.click('[data-booking-open]');
  await page.waitForSelector('dialog[open] [data-seat-group]');
  for (let i = 0; i < 5; i++) await page.click(plus(first!.seat_group));
  await addToCart();
  await page.waitForSelector('dialog[open] [data-cart-summary="error"]', { timeout: 15_000 });
  const summary = await page.$eval('[data-cart-summary]', (el) => (el as HTMLElement).innerText);
  for (const text of ['In Ihrem Warenkorb: 20 Tickets.', '5 Tickets konnten nicht hinzugefügt werden.', limitText]) assert.ok(summary.includes(text), `"${text}" in "${summary}"`);
  assert.equal(visit.pageErrors, []);
});

test("the browser's Back closes the popup and stays on the event page", async () => {
  const { server, free } = await world();
  const visit = await open({ server });
  await openPopup(visit, free);
  const address = visit.page.url();
  await visit.page.goBack();
  await visit.page.waitForFunction(() => !document.querySelector('dialog[open]'));
  assert.is(visit.page.url(), address);
  assert.ok(await visit.page.$('[data-booking-open]'), 'still on the event page');
  // Closing it by its own button leaves no extra history entry behind.
  await visit.page.click('[data-booking-open]');
  await visit.page.waitForSelector('dialog[open] [data-seat-group]');
  await visit.page.keyboard.press('Escape');
  await visit.page.waitForFunction(() => !document.querySelector('dialog[open]'));
  await visit.page.waitForFunction(() => (history.state as { booking?: string } | null)?.booking === undefined);
});

test.run();
