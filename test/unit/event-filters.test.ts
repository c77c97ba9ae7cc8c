import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventListItem, Teaser } from '../../common/api/programme';
import type { Paginated } from '../../common/api/types';
import { groupByDay } from '../../common/modules/event-list/day-groups';
import {
  NO_FILTERS,
  eventFilters,
  parseFilters,
  resetFilters,
  searchWith,
  setDate,
  toggleFilter,
} from '../../site/stores/event-filters';
import { createPagedList } from '../../site/widgets/event-list/paged-list';

const test = suite('event filters');

test('an address with filters and a date reads as numeric ids and the day', () => {
  const parsed = parseFilters('?room=3&tag=7,9&date=14-03-2026&overlay=true');
  assert.ok('filters' in parsed);
  if ('filters' in parsed) assert.equal(parsed.filters, { ...NO_FILTERS, room: [3], tag: [7, 9], date: '14-03-2026' });
});

test('SPEC §5: a non-numeric filter value or an impossible date names the parameter it rejects', () => {
  assert.equal(parseFilters('?room=abc'), { invalid: { param: 'room', value: 'abc' } });
  assert.equal(parseFilters('?genre=1;2'), { invalid: { param: 'genre', value: '1;2' } });
  assert.equal(parseFilters('?date=31-02-2026'), { invalid: { param: 'date', value: '31-02-2026' } });
  assert.equal(parseFilters('?date=2026-03-14'), { invalid: { param: 'date', value: '2026-03-14' } });
});

test('writing filters into an address keeps its other parameters and drops cleared keys', () => {
  const filters = { ...NO_FILTERS, type: [2], series: [4, 5], date: '01-04-2026' };
  assert.is(searchWith('?overlay=true&room=3', filters), '?overlay=true&type=2&series=4,5&date=01-04-2026');
  assert.is(searchWith('?room=3&date=01-04-2026', NO_FILTERS), '');
});

test('toggling an option adds it and toggling it again removes it; reset clears filters and date', () => {
  resetFilters();
  toggleFilter('room', 3);
  toggleFilter('room', 5);
  setDate('14-03-2026');
  assert.equal(eventFilters.value.room, [3, 5]);
  toggleFilter('room', 3);
  assert.equal(eventFilters.value.room, [5]);
  resetFilters();
  assert.equal(eventFilters.value, NO_FILTERS);
});

const page = (n: number, ids: number[], next: number | null): Paginated<{ id: number }> => ({
  count: 25,
  next,
  previous: n > 1 ? n - 1 : null,
  results: ids.map((id) => ({ id })),
});

test('SPEC §4: a list pages forward, appending; a request for a page at or below the current one is ignored', async () => {
  const asked: number[] = [];
  const list = createPagedList<{ id: number }>(async (_q, n) => {
    asked.push(n);
    return page(n, [n * 10, n * 10 + 1], n < 3 ? n + 1 : null);
  });
  assert.ok(list.loading.value, 'loading until the first page arrived');
  await list.load('q', 1);
  await list.load('q', 2);
  await list.load('q', 2);
  await list.load('q', 1);
  assert.equal(asked, [1, 2]);
  assert.equal(list.items.value.map((i) => i.id), [10, 11, 20, 21]);
  await list.loadNext();
  assert.is(list.page.value, 3);
  assert.not.ok(list.hasNext.value);
  await list.loadNext();
  assert.equal(asked, [1, 2, 3], 'no page after the last');
});

test('SPEC §4: a reset clears the list and loads the page asked for again; a new query starts over', async () => {
  const list = createPagedList<{ id: number }>(async (q, n) => page(n, [q === 'a' ? n : 100 + n], n + 1));
  await list.load('a', 1);
  await list.load('a', 2);
  await list.load('a', 1, { reset: true });
  assert.equal(list.items.value.map((i) => i.id), [1]);
  await list.load('b', 1);
  assert.equal(list.items.value.map((i) => i.id), [101]);
});

test('an answer for an older query is dropped when the filters changed meanwhile', async () => {
  let release: (value: Paginated<{ id: number }>) => void = () => undefined;
  const list = createPagedList<{ id: number }>((q, n) => (q === 'slow' ? new Promise((resolve) => (release = resolve)) : Promise.resolve(page(n, [7], null))));
  const slow = list.load('slow', 1);
  await list.load('fast', 1);
  release(page(1, [99], null));
  await slow;
  assert.equal(list.items.value.map((i) => i.id), [7]);
  assert.is(list.query.value, 'fast');
});

test('issue 22: pages 1..3 seeded from a ?page=3 address page on at 4, as the next link asked', async () => {
  const asked: number[] = [];
  const list = createPagedList<{ id: number }>(async (_q, n) => {
    asked.push(n);
    return page(n, [n], null);
  });
  list.seed('q', page(3, [1, 2, 3], 4));
  assert.is(list.page.value, 3);
  await list.loadNext();
  assert.equal(asked, [4], 'the page after the seeded ones, none of them again');
  assert.equal(list.items.value.map((i) => i.id), [1, 2, 3, 4]);
});

test('issue 22: ?page=N stays in the address while the filters do, and goes when they change', () => {
  const parsed = parseFilters('?page=2&room=3');
  assert.ok('filters' in parsed);
  if (!('filters' in parsed)) return;
  assert.is(searchWith('?page=2&room=3', parsed.filters), '?page=2&room=3', 'the address the next link makes stays as it is');
  assert.is(searchWith('?page=2&room=3', { ...parsed.filters, room: [4] }), '?room=4');
});

const event = (id: number, startsAt: string): EventListItem => ({
  id,
  id_jet: null,
  title: `Event ${id}`,
  preline: '',
  subline: '',
  starts_at: startsAt,
  ends_at: null,
  room: null,
  image: null,
  url: `/de/programm/event-${id}/${id}`,
  tags: [],
  price_min: null,
  free_admission: false,
  ticket_url: '',
  event_type_new: '',
  sale: 'open',
  status: 'scheduled',
  status_note: '',
  previous_starts_at: null,
  access: [],
});

const teaser = (id: number, position: string): Teaser => ({
  id,
  name: `t${id}`,
  link: null,
  event: null,
  preline: '',
  headline: `Teaser ${id}`,
  subline: '',
  link_text: '',
  image_obj: null,
  position,
  theme: null,
});

test('events group by their Berlin day: 23:30 UTC on 13 March is 14 March in Berlin', () => {
  const { days } = groupByDay([event(1, '2026-03-13T18:00:00Z'), event(2, '2026-03-13T23:30:00Z'), event(3, '2026-03-14T19:00:00Z')], [], true);
  assert.equal(days.map((d) => [d.day, d.events.map((e) => e.id)]), [
    ['13-03-2026', [1]],
    ['14-03-2026', [2, 3]],
  ]);
});

test('teasers follow the events of their day, or stand before the next day when theirs has none', () => {
  const events = [event(1, '2026-03-13T18:00:00Z'), event(2, '2026-03-16T18:00:00Z'), event(3, '2026-03-18T18:00:00Z')];
  const { leading, days } = groupByDay(events, [teaser(10, '13-03-2026'), teaser(11, '15-03-2026'), teaser(12, '01-03-2026')], false);
  assert.equal(leading.map((t) => t.id), [12]);
  assert.equal(days.map((d) => d.teasers.map((t) => t.id)), [[10, 11], [], []]);
});

test('a teaser on or after the last loaded day waits while further pages may follow', () => {
  const events = [event(1, '2026-03-13T18:00:00Z')];
  const teasers = [teaser(10, '13-03-2026'), teaser(11, '20-03-2026')];
  assert.equal(groupByDay(events, teasers, false).days[0]!.teasers, []);
  assert.equal(groupByDay(events, teasers, true).days[0]!.teasers.map((t) => t.id), [10, 11]);
});

test.run();
