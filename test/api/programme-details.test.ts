/** Productions, ensemble, venues and series on the seeded demo programme (issue #3, SPEC §7). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FilterOption, PersonDetail, PersonListItem, ProductionDetail, ProductionListItem, SeriesDetail, VenueDetail, VenueListItem } from '../../common/api/programme';
import type { Paginated } from '../../common/api/types';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;

test.before(async () => {
  t = await createTestApp();
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
  assert.is((await t.app.inject('/en/api/productions/999999/')).statusCode, 404);
  assert.is((await t.app.inject('/en/api/productions/?season=x')).statusCode, 400);
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

test.run();
