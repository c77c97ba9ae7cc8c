/**
 * The programme's HTML pages: status, inlined route data, Open Graph and the
 * schema.org Event JSON-LD of an event page, on the seeded demo programme.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventDetail, EventListItem, EventPageData, ProductionListItem, ProductionPageData, ProductionsPageData, SeriesListItem } from '../../common/api/programme';
import type { InitialData, Paginated } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { events, productions } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';

const PUBLIC_URL = 'https://www.example.org';
const ENTRY = '/assets/site/entry-E1.js';
const MANIFEST = { build: 'b1', site: { entry: ENTRY, pages: {}, outputs: { [ENTRY]: { imports: [] } } } };
const BREAKOUT = '</script><script>alert(1)</script> <!-- Probe';

let t: TestApp;

test.before(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'programme-pages-'));
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ DIST_DIR: dist, PUBLIC_URL });
});
test.after(() => t.close());

async function api<T>(url: string): Promise<T> {
  const res = await t.app.inject(url);
  assert.is(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json<T>();
}

async function page(url: string, status = 200) {
  const res = await t.app.inject(url);
  assert.is(res.statusCode, status, `${url} answers ${status}`);
  return res.body;
}

const initialOf = (html: string): InitialData => JSON.parse(/<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!);
const metaOf = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
const jsonLdOf = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

/** A seeded event with a cast and prices, so every JSON-LD field has something to say. */
async function eventWithCastAndPrices(): Promise<EventDetail> {
  const list = await api<Paginated<EventListItem>>('/de/api/events/?page_size=50');
  for (const item of list.results) {
    const detail = await api<EventDetail>(`/de/api/events/${item.id}/`);
    if (detail.persons.length && detail.prices.length && detail.ticket_url && detail.ends_at) return detail;
  }
  throw new Error('the seed has no event with cast, prices and an end');
}

test('an event page carries a schema.org Event with the Berlin offset, place, offers and performers', async () => {
  const event = await eventWithCastAndPrices();
  const html = await page(event.url);
  const ld = jsonLdOf(html).find((block) => block['@type'] === 'Event');
  assert.ok(ld, 'an Event block in the head');
  assert.is(ld!['@context'], 'https://schema.org');
  assert.is(ld!.name, event.title);
  assert.match(ld!.startDate, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
  assert.is(Date.parse(ld!.startDate), Date.parse(event.starts_at), 'the same instant as the API');
  assert.match(ld!.endDate, /\+0[12]:00$/);
  assert.is(Date.parse(ld!.endDate), Date.parse(event.ends_at!));
  assert.is(ld!.eventStatus, 'https://schema.org/EventScheduled');
  assert.is(ld!.location['@type'], 'Place');
  assert.is(ld!.location.address['@type'], 'PostalAddress');
  assert.ok(ld!.location.address.streetAddress && ld!.location.address.addressLocality, 'street and city');
  assert.ok(Array.isArray(ld!.image) && ld!.image.every((url: string) => url.startsWith(`${PUBLIC_URL}/`)), 'absolute image URLs');
  assert.ok(ld!.description.length > 0 && !/[<>]/.test(ld!.description), 'plain-text description');
  const offers = ld!.offers as Record<string, string>[];
  assert.is(offers[0]!.price, event.prices[0], 'the main price comes first');
  // Our embedded shop is closed to crawlers; offers name the event page, which leads there.
  const offerUrl = event.ticket_url.startsWith('/webshop') ? `${PUBLIC_URL}${event.url}` : `${PUBLIC_URL}${event.ticket_url}`;
  assert.ok(offers.every((o) => o.priceCurrency === 'EUR' && o.url === offerUrl && o.price !== '0.00'));
  assert.equal(ld!.performer.map((p: { name: string }) => p.name), event.persons.map((p) => p.name));
});

test('an event page inlines the event and its description modules, with its own Open Graph and addresses', async () => {
  const event = await eventWithCastAndPrices();
  const wrongSlug = await t.app.inject(event.url.replace(/\/[^/]+\/(\d+)$/, '/irgendwas/$1'));
  assert.equal([wrongSlug.statusCode, wrongSlug.headers.location], [301, event.url], 'a wrong slug moves to the event’s own address');
  const html = await page(event.url);
  const data = initialOf(html).data as EventPageData;
  assert.is(data.event.id, event.id);
  assert.is(data.container?.slug, event.container);
  assert.is(metaOf(html, 'og:title'), event.title);
  assert.ok(metaOf(html, 'og:description'));
  assert.match(metaOf(html, 'og:image') ?? '', /^https:\/\/www\.example\.org\/.+\.jpe?g$/);
  assert.match(html, new RegExp(`<link rel="canonical" href="${PUBLIC_URL}${event.url}">`));
  assert.match(html, new RegExp(`hreflang="en" href="${PUBLIC_URL}${event.urls.en}"`));
  assert.match(html, /<body class="page--non-cms"/);
});

test('a title that tries to close the script stays inside the JSON-LD', async () => {
  const event = await eventWithCastAndPrices();
  await t.database.db.update(events).set({ title: l(BREAKOUT) }).where(eq(events.id, event.id));
  const html = await page(event.url);
  assert.not.match(html, /<\/script><script>alert/);
  assert.not.match(html, /<!-- Probe/);
  assert.is(jsonLdOf(html).find((b) => b['@type'] === 'Event')!.name, BREAKOUT);
});

test('a detail page of an id that does not exist answers 404 with the error page', async () => {
  for (const url of ['/de/programm/x/999999', '/en/events/x/abc', '/de/produktionen/x/999999', '/de/ensemble/x/999999', '/en/venues/x/999999', '/de/series/999999']) {
    const html = await page(url, 404);
    assert.is(initialOf(html).error?.statusCode, 404, url);
    assert.is(jsonLdOf(html).length, 0);
  }
});

test('a production page inlines its dates and description modules', async () => {
  const list = await api<Paginated<ProductionListItem>>('/en/api/productions/');
  const dybbuk = list.results.find((p) => p.title === 'The Dybbuk')!;
  const html = await page(dybbuk.url);
  const data = initialOf(html).data as ProductionPageData;
  assert.is(data.production.id, dybbuk.id);
  assert.ok(data.production.events.length > 0);
  assert.is(metaOf(html, 'og:title'), 'The Dybbuk');
  assert.match(html, /<body class="page--non-cms"/);
});

test('the productions list inlines its filter options and the page for the filters in the address', async () => {
  const all = initialOf(await page('/de/produktionen')).data as ProductionsPageData;
  assert.is(all.productions.count, 8);
  assert.is(all.seasons.length, 2);
  assert.ok(all.types.length > 0 && all.tags.length > 0);
  const season = all.seasons[0]!.id;
  const filtered = initialOf(await page(`/de/produktionen?season=${season}`)).data as ProductionsPageData;
  const expected = await api<Paginated<ProductionListItem>>(`/de/api/productions/?season=${season}`);
  assert.equal(filtered.productions.results.map((p) => p.id), expected.results.map((p) => p.id));
});

test('a malformed productions filter is the 400 error page, as on the events page (SPEC §5)', async () => {
  for (const url of ['/de/produktionen?season=abc', '/en/productions?tag=1;2', '/de/programm?room=abc']) {
    const invalid = initialOf(await page(url, 400));
    assert.is(invalid.error?.statusCode, 400, url);
  }
});

test("the productions list's ?page=N (its next link without JavaScript) inlines pages 1..N and names the page after them", async () => {
  const { db } = t.database;
  const [row] = await db.select().from(productions).limit(1);
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = row!;
  await db.insert(productions).values(Array.from({ length: 5 }, (_, i) => ({ ...copy, slug: { de: `kopie-${i}`, en: `copy-${i}` } })));
  const all = await api<Paginated<ProductionListItem>>('/de/api/productions/?page_size=50');
  assert.is(all.count, 13, 'eight seeded and five copies: two pages of ten');
  const first = initialOf(await page('/de/produktionen?page=1')).data as ProductionsPageData;
  assert.equal(first.productions.results.map((p) => p.id), all.results.slice(0, 10).map((p) => p.id));
  assert.is(first.productions.next, 2);
  const both = initialOf(await page('/de/produktionen?page=2')).data as ProductionsPageData;
  assert.equal(both.productions.results.map((p) => p.id), all.results.map((p) => p.id), 'pages 1 and 2 as one list');
  assert.is(both.productions.next, null);
  for (const url of ['/de/produktionen?page=x', '/de/produktionen?page=0']) assert.is(initialOf(await page(url, 400)).error?.statusCode, 400, url);
});

test('ensemble, person, venue, series with and without slug, and the subscriptions listing answer 200 with their data', async () => {
  const ensemble = initialOf(await page('/en/ensemble')).data as { url: string; name: string }[];
  assert.is(ensemble.length, 12);
  const person = initialOf(await page(ensemble[0]!.url)).data as { name: string };
  assert.is(person.name, ensemble[0]!.name);
  const venues = await api<{ url: string; name: string }[]>('/de/api/venues/');
  assert.match(await page(venues[0]!.url), new RegExp(`<meta property="og:title" content="${venues[0]!.name}"`));
  const series = await api<SeriesListItem[]>('/de/api/series-list/');
  const withSlug = initialOf(await page(series[0]!.url)).data as SeriesListItem;
  const withoutSlug = initialOf(await page(`/de/series/${series[0]!.id}`)).data as SeriesListItem;
  assert.is(withSlug.id, withoutSlug.id);
  const listing = initialOf(await page('/de/abonnements')).data as SeriesListItem[];
  assert.equal(listing.map((s) => s.id), series.map((s) => s.id));
});

test('the series list names every series, subscriptions first, each in the editors’ order', async () => {
  const list = await api<SeriesListItem[]>('/en/api/series-list/');
  assert.is(list.length, 4);
  const firstOther = list.findIndex((s) => !s.is_subscription);
  assert.ok(firstOther > 0 && list.slice(firstOther).every((s) => !s.is_subscription), 'subscriptions before the other series');
  assert.ok(list.every((s) => s.url.startsWith('/en/series/')));
  assert.is((await t.app.inject('/xx/api/series-list/')).statusCode, 404);
});

test.run();
