/** Productions, ensemble, venues and series on the seeded demo programme (SPEC §7). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sections } from '../../server/db/schema';
import type { EventDetail, FilterOption, PersonDetail, PersonListItem, ProductionDetail, ProductionListItem, SeriesDetail, VenueDetail, VenueListItem } from '../../common/api/programme';
import type { Paginated } from '../../common/api/types';
import { createTestApp, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';
import headerDe from '../../common/i18n/de/header';
import headerEn from '../../common/i18n/en/header';

let t: TestApp;

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
});
test.after(() => t.close());

async function get<T>(path: string): Promise<T> {
  const res = await t.app.inject(path);
  assert.is(res.statusCode, 200, `${path}: ${res.body}`);
  return res.json<T>();
}

test('productions are listed ten to a page over two seasons, and filter by season, type and tag with AND', async () => {
  const all = await get<Paginated<ProductionListItem>>('/de/api/productions/');
  assert.equal([all.count, all.results.length, all.next], [8, 8, null]);
  const seasons = await get<FilterOption[]>('/api/seasons/');
  assert.is(seasons.length, 2);
  const counts = await Promise.all(seasons.map(async (s) => (await get<Paginated<ProductionListItem>>(`/de/api/productions/?season=${s.id}`)).count));
  assert.equal(counts[0]! + counts[1]!, 8);
  const nathan = all.results.find((p) => p.title === 'Nathan der Weise')!;
  const both = await get<Paginated<ProductionListItem>>(`/en/api/productions/?season=${nathan.season!.id}&exhibition_type=${nathan.exhibition_type!.id}&tag=${nathan.tags[0]!.id}`);
  assert.ok(both.results.some((p) => p.id === nathan.id && p.title === 'Nathan the Wise' && p.url === `/en/productions/nathan-the-wise/${nathan.id}`));
  assert.ok(both.results.every((p) => p.season!.id === nathan.season!.id && p.exhibition_type!.id === nathan.exhibition_type!.id));
});

test('with a date only productions playing from that day on are listed, by their next date', async () => {
  const playing = await get<Paginated<ProductionListItem>>('/de/api/productions/?date=01-01-2035');
  assert.is(playing.count, 0);
  const soon = await get<Paginated<ProductionListItem>>('/de/api/productions/?date=01-01-2020');
  const dates = soon.results.map((p) => Date.parse(p.next_date!));
  assert.equal(dates, [...dates].sort((a, b) => a - b));
});

test('a production answers with its cast, its upcoming dates and both addresses', async () => {
  const { results } = await get<Paginated<ProductionListItem>>('/en/api/productions/');
  const id = results.find((p) => p.title === 'The Dybbuk')!.id;
  const detail = await get<ProductionDetail>(`/en/api/productions/${id}/`);
  assert.equal(detail.urls, { de: `/de/produktionen/der-dibbuk/${id}`, en: `/en/productions/the-dybbuk/${id}` });
  assert.ok(detail.persons.some((p) => p.name === 'Hannah Levi' && p.role === 'Leah'));
  assert.ok(detail.events.length > 0 && detail.events.every((e) => e.title === 'The Dybbuk'));
  assert.is(detail.container, `production-${id}`);
  assert.is(detail.has_container, false, 'the page then asks for no container (issue 26: a 404 in every visitor console)');
  assert.is((await t.app.inject('/en/api/productions/999999/')).statusCode, 404);
  assert.is((await t.app.inject('/en/api/productions/?season=x')).statusCode, 400);
});

test('an event says whether its container exists, as the sections table has it', async () => {
  const slugs = new Set((await t.database.db.select({ slug: sections.slug }).from(sections)).map((row) => row.slug));
  const { results } = await get<Paginated<{ id: number }>>('/de/api/events/');
  const seen = new Set<boolean>();
  for (const { id } of results.slice(0, 10)) {
    const detail = await get<EventDetail>(`/de/api/events/${id}/`);
    assert.is(detail.has_container, slugs.has(detail.container), detail.container);
    seen.add(detail.has_container);
  }
  assert.ok(seen.has(true), 'seeded events have containers');
});

test('the ensemble lists twelve members, filters by category, and a member shows their productions', async () => {
  const ensemble = await get<PersonListItem[]>('/de/api/persons/');
  assert.is(ensemble.length, 12);
  const categories = await get<FilterOption[]>('/api/person-categories/?lang=en');
  const education = categories.find((c) => c.name === 'Education')!;
  assert.equal((await get<PersonListItem[]>(`/en/api/persons/?category=${education.id}`)).map((p) => p.name), ['Esther Blum', 'Aaron Feld']);
  const ruth = ensemble.find((p) => p.name === 'Ruth Baum')!;
  assert.is(ruth.url, `/de/ensemble/ruth-baum/${ruth.id}`);
  const detail = await get<PersonDetail>(`/en/api/persons/${ruth.id}/`);
  assert.is(detail.role, 'Director');
  assert.ok(detail.productions.some((p) => p.title === 'Nathan the Wise'));
});

test('venues and series answer with their upcoming dates', async () => {
  const venues = await get<VenueListItem[]>('/en/api/venues/');
  assert.is(venues.length, 3);
  const venue = await get<VenueDetail>(`/en/api/venues/${venues[0]!.id}/`);
  assert.is(venue.address.street, 'Synagogenplatz 1');
  assert.ok(venue.events.length > 0);
  const series = await get<FilterOption[]>('/api/series/');
  const detail = await get<SeriesDetail>(`/de/api/series/${series[0]!.id}/`);
  assert.ok(detail.events.length > 0);
  assert.is(detail.url, `/de/series/kammerkonzerte/${detail.id}`);
  assert.is((await t.app.inject('/de/api/series/999999/')).statusCode, 404);
});

/** The server-rendered breadcrumb of a page: each step's text and link (null for the current page). */
async function breadcrumbOf(path: string, label: string): Promise<{ text: string; href: string | null }[]> {
  const res = await t.app.inject(path);
  assert.is(res.statusCode, 200, path);
  const nav = new RegExp(`<nav aria-label="${label}"[^>]*>(.*?)</nav>`, 's').exec(res.body)?.[1];
  assert.ok(nav, `${path} has a breadcrumb in its HTML`);
  return [...nav!.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map(([, item]) => ({
    text: item!.replace(/<[^>]+>/g, '').replace(/<!--.*?-->/g, '').trim(),
    href: /<a [^>]*href="([^"]+)"/.exec(item!)?.[1] ?? null,
  }));
}

test('production, member, venue and series pages carry the same breadcrumb as events, in the HTML: home, their list, themselves (issue 26)', async () => {
  const { results } = await get<Paginated<ProductionListItem>>('/de/api/productions/');
  const production = results[0]!;
  const ruth = (await get<PersonListItem[]>('/de/api/persons/')).find((p) => p.name === 'Ruth Baum')!;
  const venue = (await get<VenueListItem[]>('/de/api/venues/'))[0]!;
  const series = await get<SeriesDetail>(`/de/api/series/${(await get<FilterOption[]>('/api/series/'))[0]!.id}/`);
  const home = { text: headerDe.home, href: '/de' };
  assert.equal(await breadcrumbOf(production.url, headerDe.breadcrumb), [home, { text: 'Produktionen', href: '/de/produktionen' }, { text: production.title, href: null }]);
  assert.equal(await breadcrumbOf(ruth.url, headerDe.breadcrumb), [home, { text: 'Ensemble', href: '/de/ensemble' }, { text: 'Ruth Baum', href: null }]);
  assert.equal(await breadcrumbOf(venue.url, headerDe.breadcrumb), [home, { text: venue.name, href: null }]);
  assert.equal(await breadcrumbOf(series.url, headerDe.breadcrumb), [home, { text: 'Abonnements', href: '/de/abonnements' }, { text: series.name, href: null }]);
  const english = await get<SeriesDetail>(`/en/api/series/${series.id}/`);
  assert.equal(await breadcrumbOf(english.url, headerEn.breadcrumb), [{ text: headerEn.home, href: '/en' }, { text: 'Subscriptions', href: '/en/abonnements' }, { text: english.name, href: null }]);
});

/** How often `text` shows in what the visitor reads: the body's markup, without scripts and the inlined data. */
async function timesShown(path: string, text: string): Promise<number> {
  const html = (await t.app.inject(path)).body;
  const body = html.slice(html.indexOf('<body')).replace(/<script[^>]*>.*?<\/script>/gs, '');
  return body.split(text).length - 1;
}

test('event and production pages show their lead once, not again as description and container text (issue 26)', async () => {
  const { results } = await get<Paginated<{ id: number }>>('/de/api/events/');
  for (const { id } of results.slice(0, 5)) {
    const event = await get<EventDetail>(`/de/api/events/${id}/`);
    assert.is(await timesShown(event.url, event.lead), 1, `${event.url}: '${event.lead}'`);
  }
  for (const production of (await get<Paginated<ProductionListItem>>('/de/api/productions/')).results.slice(0, 3)) {
    const detail = await get<ProductionDetail>(`/de/api/productions/${production.id}/`);
    assert.is(await timesShown(production.url, detail.lead), 1, `${production.url}: '${detail.lead}'`);
  }
});

test.run();
