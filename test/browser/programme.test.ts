/**
 * The programme's detail pages in a real browser: event facts in Berlin time with prices,
 * the production's dates-and-tickets jump, ensemble to person, venues from the visit page, series with
 * and without a slug, the /abonnements listing, and tab titles after client navigation. Facts come
 * from the running server's API, so the tests follow the seed instead of copying it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventDetail, EventListItem, ProductionListItem, SeriesListItem } from '../../common/api/programme';
import type { Page, Paginated } from '../../common/api/types';
import { documentTitle } from '../../common/document-title';
import { CONSENT_COOKIE } from '../../common/consent/consent';
import { serializeConsent } from '../../common/consent/cookie';
import { DEFAULT_CURRENCY, formatPrice } from '../../common/format';
import siteDe from '../../common/i18n/de/shell';
import programmeDe from '../../common/i18n/de/programme';
import { DATES_ANCHOR } from '../../site/widgets/programme/sticky-links';
import { VENUE } from '../../server/seed/content/venue';
import { useBrowser, visibleText, waitForText, type Visit } from './harness';

const test = suite('programme pages');
const openBrowser = useBrowser(test, { consentDecided: true });

/** A visitor who has already answered the cookie banner, so its modal dialog does not cover the page. */
async function open(): Promise<Visit> {
  const visit = await openBrowser();
  const value = serializeConsent({ required: true, tracking: false, marketing: false, externalMedia: false });
  await visit.page.setCookie({ name: CONSENT_COOKIE, value, url: visit.server.url });
  return visit;
}
const SITE = siteDe.siteName;

async function api<T>(visit: Visit, path: string): Promise<T> {
  const response = await fetch(visit.server.url + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const title = (visit: Visit) => visit.page.evaluate(() => document.title);
const waitForTitle = (visit: Visit, wanted: string) =>
  visit.page.waitForFunction((t) => document.title === t, {}, wanted).catch(async () => {
    throw new Error(`The tab reads "${await title(visit)}", not "${wanted}"`);
  });
const h1 = (visit: Visit) => visit.page.$eval('main h1, h1', (el) => el.textContent?.trim() ?? '');

/** An upcoming event with a room, a venue and a reduced price with cents, so the decimal comma shows. */
async function eventWithPrices(visit: Visit): Promise<EventDetail> {
  const list = await api<Paginated<EventListItem>>(visit, '/de/api/events/?page_size=50');
  for (const item of list.results) {
    const detail = await api<EventDetail>(visit, `/de/api/events/${item.id}/`);
    if (detail.room && detail.venue && detail.prices.length >= 2 && detail.prices.some((p) => !p.endsWith('.00'))) return detail;
  }
  throw new Error('The seed has no upcoming event with a room, a venue and a price with cents');
}

test('an event page shows its Berlin date and time with "Uhr", room and venue, and prices with a decimal comma, the main price first', async () => {
  const visit = await open();
  const event = await eventWithPrices(visit);
  const response = await visit.goto(event.url);
  assert.is(response?.status(), 200);
  assert.is(await h1(visit), event.title);
  const facts = await visit.page.$eval(`aside[aria-label="${programmeDe.when}"]`, (el) => (el as HTMLElement).innerText.replace(/\s+/g, ' '));
  const time = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(new Date(event.starts_at));
  assert.ok(facts.includes(`${time} Uhr`), `facts show "${time} Uhr": ${facts}`);
  assert.ok(facts.includes(event.room!.name) && facts.includes(event.venue!.name), facts);
  const main = await visit.page.$eval(`aside[aria-label="${programmeDe.when}"] dd strong`, (el) => el.textContent);
  assert.is(main, formatPrice(event.prices[0]!, DEFAULT_CURRENCY), 'the main price comes first and stands out');
  const withCents = event.prices.find((p) => !p.endsWith('.00'))!;
  assert.ok(facts.includes(formatPrice(withCents, DEFAULT_CURRENCY)), `"${formatPrice(withCents, DEFAULT_CURRENCY)}" in ${facts}`);
  assert.match(formatPrice(withCents, DEFAULT_CURRENCY), /\d,\d{2}/);
  assert.not.match(facts, /\d\.\d{2}/, 'no decimal point anywhere in the prices');
  assert.is(await title(visit), `${event.title} | ${SITE}`);
  assert.equal(visit.pageErrors, []);
});

test("the production page's 'Termine und Tickets' sticky link jumps to its dates", async () => {
  const visit = await open();
  const productions = await api<Paginated<ProductionListItem>>(visit, '/de/api/productions/');
  const production = productions.results.find((p) => p.next_date) ?? productions.results[0]!;
  await visit.goto(production.url);
  await visit.page.waitForSelector(`#${DATES_ANCHOR}`);
  await visit.page.evaluate(() => window.scrollTo(0, window.innerHeight));
  const link = await visit.page.waitForSelector(`::-p-aria([name="${programmeDe.datesAndTickets}"][role="link"])`, { visible: true });
  assert.is(await link!.evaluate((el) => el.getAttribute('href')), `#${DATES_ANCHOR}`);
  await visit.page.evaluate(() => window.scrollTo(0, 0));
  await visit.page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.75));
  // The sticky bar redraws its buttons as the page scrolls: click the one shown now.
  const shown = await visit.page.waitForSelector(`::-p-aria([name="${programmeDe.datesAndTickets}"][role="link"])`, { visible: true });
  await shown!.click();
  await visit.page.waitForFunction(
    (id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    },
    { timeout: 10_000 },
    DATES_ANCHOR,
  );
});

test('the ensemble lists its members; a click opens the person page and names the tab after them', async () => {
  const visit = await open();
  await visit.goto('/de/ensemble');
  const link = await visit.page.waitForSelector(`main a[href^="/de/ensemble/"]`);
  const href = await link!.evaluate((el) => el.getAttribute('href')!);
  const name = await link!.evaluate((el) => el.textContent!.trim());
  await link!.click();
  await visit.page.waitForFunction((target) => location.pathname === target, {}, href);
  await visit.page.waitForFunction(() => document.querySelector('h1') && !document.querySelector('[data-skeleton]'));
  assert.ok(name.includes(await h1(visit)), `"${await h1(visit)}" is the member clicked (${name})`);
  await waitForTitle(visit, `${await h1(visit)} | ${SITE}`);
});

test('the visit page lists our venues; a venue card opens the venue page with its address and a fitting tab title', async () => {
  const visit = await open();
  await visit.goto('/de/besuch');
  const card = await visit.page.waitForSelector('[data-venue-id] a[href^="/de/venues/"]');
  const name = await card!.evaluate((el) => el.textContent!.trim());
  assert.ok((await visit.page.$$('[data-venue-id]')).length >= 3, 'every seeded venue has a card');
  await card!.click();
  await visit.page.waitForFunction(() => location.pathname.startsWith('/de/venues/'));
  await visit.page.waitForFunction((wanted) => document.querySelector('h1')?.textContent === wanted, {}, name);
  await waitForText(visit, `${VENUE.postcode} ${VENUE.city}`);
  await waitForTitle(visit, `${name} | ${SITE}`);
  const reload = await visit.goto(await visit.page.evaluate(() => location.pathname));
  assert.is(reload?.status(), 200);
  assert.is(await title(visit), `${name} | ${SITE}`, 'the server names the first load the same way');
});

test('a series page opens with and without its slug', async () => {
  const visit = await open();
  const [series] = await api<SeriesListItem[]>(visit, '/de/api/series-list/');
  const id = series!.url.split('/').pop()!;
  for (const path of [series!.url, `/de/series/${id}`]) {
    const response = await visit.goto(path);
    assert.is(response?.status(), 200, path);
    assert.is(await h1(visit), series!.name, path);
  }
  assert.equal(visit.pageErrors, []);
});

test('/de/abonnements lists the subscriptions and the other series', async () => {
  const visit = await open();
  const series = await api<SeriesListItem[]>(visit, '/de/api/series-list/');
  const response = await visit.goto('/de/abonnements');
  assert.is(response?.status(), 200);
  assert.is(await h1(visit), programmeDe.seriesListTitle);
  const text = await visibleText(visit);
  for (const item of series) assert.ok(text.includes(item.name), `${item.name} is listed`);
  assert.ok(text.includes(programmeDe.subscriptions));
  assert.is(await title(visit), `${programmeDe.seriesListTitle} | ${SITE}`);
});

test('client navigation updates the tab title from page to page, CMS or not', async () => {
  const visit = await open();
  const [series] = await api<SeriesListItem[]>(visit, '/de/api/series-list/');
  await visit.goto('/de/abonnements');
  const link = await visit.page.waitForSelector(`main a[href="${series!.url}"]`);
  await link!.click();
  await waitForTitle(visit, `${series!.name} | ${SITE}`);
  await visit.page.goBack();
  await waitForTitle(visit, `${programmeDe.seriesListTitle} | ${SITE}`);
  // The home page is a CMS page whose meta title already names the site: the tab shows it as it is.
  const homePage = await api<Page>(visit, '/de/pageeditor-api/page/');
  const home = await visit.page.waitForSelector('a[href="/de"]');
  await home!.click();
  await waitForTitle(visit, documentTitle(homePage.meta_title || homePage.title, SITE));
});

test.run();
