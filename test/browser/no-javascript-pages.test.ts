/**
 * With JavaScript off at 390 px: the programme's 'Weitere Veranstaltungen laden'
 * and filters (the chosen ones' chips too), the productions' filters, the magazine's 'Weitere Beiträge laden', 'Tickets buchen' and the sign-in all work by
 * plain links and forms the server answers. (The menu: overlay-geometry.test.ts; the contact form:
 * no-javascript.test.ts.)
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { ARTICLES_PAGE_SIZE } from '../../common/api/magazine';
import { onSale, PROGRAMME_PAGE_SIZE, type EventDetail, type EventListItem, type ProductionListItem, type SeasonOption } from '../../common/api/programme';
import type { Paginated } from '../../common/api/types';
import { SESSION_COOKIE } from '../../common/api/cookies';
import events from '../../common/i18n/de/event-views';
import programme from '../../common/i18n/de/programme';
import login from '../../common/i18n/de/login';
import magazine from '../../common/i18n/de/magazine';
import webshop from '../../common/i18n/de/webshop';
import { TEST_ADMIN } from '../helpers/accounts';
import { useBrowser, waitForText, type Visit } from './harness';

const test = suite('without JavaScript: lists, filters, tickets, sign-in');
const open = useBrowser(test, { consentDecided: true, viewport: { width: 390, height: 844 } });

/** A visit with JavaScript off that records every address the browser asked for. */
async function noScript(): Promise<{ visit: Visit; page: Page; addresses: string[] }> {
  const visit = await open();
  await visit.page.setJavaScriptEnabled(false);
  const addresses: string[] = [];
  visit.page.on('request', (request) => addresses.push(request.url()));
  return { visit, page: visit.page, addresses };
}

const eventIds = (page: Page) => page.$$eval('[data-event-id]', (els) => els.map((el) => el.getAttribute('data-event-id')!));

/** Follows a link as a visitor taps it, and waits for the page it leads to. */
async function follow(page: Page, selector: string): Promise<void> {
  const link = await page.waitForSelector(selector);
  await link!.scrollIntoView();
  await Promise.all([page.waitForNavigation(), link!.click()]);
}

test("programme: 'Weitere Veranstaltungen laden' leads to ?page=2, which shows the first twenty events, and on to ?page=3", async () => {
  const { visit, page } = await noScript();
  const all = (await (await fetch(`${visit.server.url}/de/api/events/?page_size=50`)).json()) as Paginated<EventListItem>;
  assert.ok(all.count > 2 * PROGRAMME_PAGE_SIZE, `the seed has more than two pages of events (${all.count})`);
  await visit.goto('/de/programm');
  assert.is((await eventIds(page)).length, PROGRAMME_PAGE_SIZE, 'the first page');
  await follow(page, `a[data-load-more]::-p-text(${JSON.stringify(events.list.loadMore)})`);
  assert.is(new URL(page.url()).search, '?page=2');
  assert.equal(await eventIds(page), all.results.slice(0, 2 * PROGRAMME_PAGE_SIZE).map((e) => String(e.id)), 'pages 1 and 2, in the order of the API');
  assert.is(await page.$eval('a[data-load-more]', (a) => a.getAttribute('href')), '/de/programm?page=3', 'the next link asks for page 3');
});

test('programme: a filter chosen in the bar and sent with "Ergebnisse anzeigen" shows only its events, its choice kept in the form', async () => {
  const { visit, page } = await noScript();
  await visit.goto('/de/programm');
  await page.click(`summary::-p-text(${JSON.stringify(events.filters.room)})`);
  const box = (await page.waitForSelector('input[type="checkbox"][name="room"]', { visible: true }))!;
  const roomId = await box.evaluate((el) => (el as HTMLInputElement).value);
  const roomName = await box.evaluate((el) => el.parentElement!.textContent!.trim());
  await box.click();
  await follow(page, `button[type="submit"]::-p-text(${JSON.stringify(events.filters.showResults)})`);
  const address = new URL(page.url());
  assert.is(address.pathname, '/de/programm');
  assert.equal(address.searchParams.getAll('room'), [roomId], 'the app\'s parameter name, the room\'s id');
  const texts = await page.$$eval('[data-event-id]', (els) => els.map((el) => el.textContent!));
  assert.ok(texts.length > 0 && texts.every((text) => text.includes(roomName)), `every event is in ${roomName}`);
  const expected = (await (await fetch(`${visit.server.url}/de/api/events/?room=${roomId}`)).json()) as Paginated<EventListItem>;
  assert.equal(await eventIds(page), expected.results.map((e) => String(e.id)), 'the events the API gives for that room');
  assert.ok(await page.$eval(`input[name="room"][value="${roomId}"]`, (el) => (el as HTMLInputElement).checked), 'the box stays ticked');
});

test('programme: the period list sends a day, and the list starts there', async () => {
  const { visit, page } = await noScript();
  await visit.goto('/de/programm');
  await page.click(`summary::-p-text(${JSON.stringify(events.filters.date)})`);
  const days = await page.$$eval('select[name="date"] option', (options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  assert.ok(days.length > 2, 'days with events are offered');
  await page.select('select[name="date"]', days[2]!);
  await follow(page, `button[type="submit"]::-p-text(${JSON.stringify(events.filters.showResults)})`);
  assert.is(new URL(page.url()).searchParams.get('date'), days[2]);
  assert.is(await page.$eval('section[data-day]', (el) => el.getAttribute('data-day')), days[2], 'the first day shown is the chosen one');
});

test("programme: a chosen filter's chip leads to the programme without it, and 'Alle Filter entfernen' to the whole programme", async () => {
  const { visit, page } = await noScript();
  const rooms = (await (await fetch(`${visit.server.url}/api/rooms/`)).json()) as { id: number; name: string }[];
  const [first, second] = rooms;
  assert.ok(first && second, 'the seed has two rooms');
  await visit.goto(`/de/programm?room=${first.id},${second.id}`);
  await follow(page, `main a[aria-label=${JSON.stringify(events.filters.remove.replace('{name}', first.name))}]`);
  assert.is(new URL(page.url()).search, `?room=${second.id}`, 'the other room stays chosen');
  assert.ok(await page.$(`main a[aria-label=${JSON.stringify(events.filters.remove.replace('{name}', second.name))}]`), "the other room's chip is drawn");
  await follow(page, `main a::-p-text(${JSON.stringify(events.filters.removeAll)})`);
  assert.is(new URL(page.url()).pathname + new URL(page.url()).search, '/de/programm');
  assert.is((await eventIds(page)).length, PROGRAMME_PAGE_SIZE, 'the unfiltered first page');
});

test('productions: a season chosen and sent with "Ergebnisse anzeigen" shows only its productions', async () => {
  const { visit, page } = await noScript();
  const seasons = (await (await fetch(`${visit.server.url}/api/seasons/?lang=de`)).json()) as SeasonOption[];
  const counts = await Promise.all(seasons.map(async (season) => ((await (await fetch(`${visit.server.url}/de/api/productions/?season=${season.id}`)).json()) as { count: number }).count));
  const season = seasons.find((_, i) => counts[i]! > 0);
  assert.ok(season, 'the seed has a season with productions');
  await visit.goto('/de/produktionen');
  await page.select('select[name="season"]', String(season.id));
  await follow(page, `button[type="submit"]::-p-text(${JSON.stringify(programme.showResults)})`);
  const address = new URL(page.url());
  assert.is(address.pathname + address.search, `/de/produktionen?season=${season.id}&exhibition_type=&tag=`);
  const expected = (await (await fetch(`${visit.server.url}/de/api/productions/?season=${season.id}`)).json()) as Paginated<ProductionListItem>;
  const shown = await page.$$eval('main a[href^="/de/produktionen/"]', (links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
  assert.equal(shown, expected.results.map((p) => p.url), `the productions of ${season.name}`);
  assert.is(await page.$eval('select[name="season"]', (el) => (el as HTMLSelectElement).value), String(season.id), 'the season stays chosen');
});

test("magazine: 'Weitere Beiträge laden' leads to ?page=2 with the first two pages of articles", async () => {
  const { visit, page } = await noScript();
  await visit.goto('/de/mediathek-de');
  const first = await page.$$eval('main section li', (items) => items.length);
  assert.ok(first >= ARTICLES_PAGE_SIZE, 'a full first page');
  await follow(page, `a[data-load-more]::-p-text(${JSON.stringify(magazine.more)})`);
  assert.is(new URL(page.url()).search, '?page=2');
  const cards = await page.$$eval('main section li', (items) => items.length);
  assert.ok(cards > ARTICLES_PAGE_SIZE, `more than one page of articles (${cards})`);
});

test("'Tickets buchen' on an event page leads to the shop's page of the event, which links to the shop", async () => {
  const { visit, page } = await noScript();
  const list = (await (await fetch(`${visit.server.url}/de/api/events/?page_size=50`)).json()) as Paginated<EventListItem>;
  let event: EventDetail | undefined;
  for (const item of list.results.filter((e) => e.id_jet && onSale(e.sale))) {
    const detail = (await (await fetch(`${visit.server.url}/de/api/events/${item.id}/`)).json()) as EventDetail;
    if (detail.seat_groups.some((group) => group.status !== 0)) {
      event = detail;
      break;
    }
  }
  assert.ok(event, 'the seed has an event on sale with seats');
  await visit.goto(new URL(event!.url, 'http://x').pathname);
  await follow(page, '[data-booking-open]');
  assert.is(new URL(page.url()).pathname, `/webshop/event/${event!.id_jet}`);
  await waitForText(visit, `${webshop.backToEvent.replace('{title}', event!.title)}`);
  const shop = await page.$eval('a[data-shop-link]', (a) => ({ href: a.getAttribute('href')!, text: a.textContent!.trim() }));
  assert.is(shop.text, webshop.openShop);
  assert.match(shop.href, new RegExp(`/event/${event!.id_jet}\\?lang=de$`), 'the shop\'s own page of the event');
  assert.not.match(await page.$eval('main', (el) => el.textContent!), /wird geladen/, 'nothing waits for code that never comes');
});

test('sign-in: sent with a wrong password the page says so and keeps the name; sent correctly it signs in and goes on to next; no address carries the password', async () => {
  const { visit, page, addresses } = await noScript();
  await visit.goto('/accounts/login?next=/de/programm');
  await page.type('input[name="login"]', TEST_ADMIN.username);
  await page.type('input[name="password"]', 'not-the-password');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  await waitForText(visit, login.loginInvalid);
  assert.is(await page.$eval('input[name="login"]', (el) => (el as HTMLInputElement).value), TEST_ADMIN.username, 'the name as typed');
  assert.not.ok((await page.cookies()).some((cookie) => cookie.name === SESSION_COOKIE), 'not signed in');

  await page.type('input[name="password"]', TEST_ADMIN.password);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  assert.is(new URL(page.url()).pathname, '/de/programm', 'on to next');
  assert.ok((await page.cookies()).some((cookie) => cookie.name === SESSION_COOKIE), 'signed in');
  for (const address of addresses) {
    const text = decodeURIComponent(address);
    assert.not.ok(/password|not-the|verwaltung/i.test(text) || text.includes(TEST_ADMIN.password), `nothing of the sign-in in ${address}`);
  }
});

test.run();
