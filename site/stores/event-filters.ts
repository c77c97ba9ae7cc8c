/**
 * The event filters (SPEC §3 "Event filter": room, type, tag, series, genre, date; §2: kept in the
 * address). The address is read into `eventFilters` and the filters are written back to it by
 * site/widgets/event-list/use-filter-address.ts; this file holds the values and the pure conversions.
 */
import { signal } from '@preact/signals-react';
import { EVENT_FILTER_KEYS, type EventFilterKey, type EventQuery } from '../../common/api/types';
import { parseQueryDate } from '../../common/format';

export interface EventFilters {
  room: number[];
  type: number[];
  tag: number[];
  series: number[];
  genre: number[];
  /** Access feature ids (common/api/access.ts ACCESS_FEATURE_IDS). */
  access: number[];
  /** First day shown, DD-MM-YYYY; null for today. */
  date: string | null;
}

/** A query parameter of the address that SPEC §5 rejects. */
export interface InvalidParam {
  param: string;
  value: string;
}

export const NO_FILTERS: EventFilters = Object.freeze({ room: [], type: [], tag: [], series: [], genre: [], access: [], date: null });

export const eventFilters = signal<EventFilters>(NO_FILTERS);

/** SPEC §5: filter values are numeric ids; several of one key are comma-separated. */
const ID_LIST = /^[0-9]{1,9}(,[0-9]{1,9})*$/;

/** The filters an address asks for, or the first parameter SPEC §5 rejects (a bad date, a non-numeric id). */
export function parseFilters(search: string): { filters: EventFilters } | { invalid: InvalidParam } {
  const query = new URLSearchParams(search);
  const filters: EventFilters = { ...NO_FILTERS };
  for (const key of EVENT_FILTER_KEYS) {
    // A filter form sent without JavaScript repeats the key (?access=1&access=2).
    const value = query.getAll(key).filter(Boolean).join(',');
    if (value === '') continue;
    if (!ID_LIST.test(value)) return { invalid: { param: key, value } };
    filters[key] = [...new Set(value.split(',').map(Number))];
  }
  const date = query.get('date');
  if (date !== null && date !== '') {
    if (!parseQueryDate(date)) return { invalid: { param: 'date', value: date } };
    filters.date = date;
  }
  return { filters };
}

/** The filters as the API and the address write them; absent keys left out. */
export function toQuery(filters: EventFilters): EventQuery {
  const query: EventQuery = {};
  for (const key of EVENT_FILTER_KEYS) if (filters[key].length) query[key] = filters[key].join(',');
  if (filters.date) query.date = filters.date;
  return query;
}

/** `search` with its filter keys and date replaced by `filters`; every other parameter (overlay, …) kept, the page only while the filters stay. */
export function searchWith(search: string, filters: EventFilters): string {
  const query = new URLSearchParams(search);
  // `?page=N` (pages 1..N from the server) belongs to the filters it was paged with.
  const before = parseFilters(search);
  if (!('filters' in before) || filtersKey(before.filters) !== filtersKey(filters)) query.delete('page');
  for (const key of [...EVENT_FILTER_KEYS, 'date']) query.delete(key);
  for (const [key, value] of Object.entries(toQuery(filters))) query.set(key, value);
  const text = query.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** A stable text of the filters, for comparing and as a cache key. */
export const filtersKey = (filters: EventFilters): string => new URLSearchParams(toQuery(filters)).toString().replace(/%2C/g, ',');

export const sameFilters = (a: EventFilters, b: EventFilters): boolean => filtersKey(a) === filtersKey(b);

export const hasFilters = (filters: EventFilters): boolean => filtersKey(filters) !== '';

function update(next: EventFilters): void {
  if (!sameFilters(next, eventFilters.peek())) eventFilters.value = next;
}

/** Selects or deselects one option of a filter key. */
export function toggleFilter(key: EventFilterKey, id: number): void {
  const current = eventFilters.peek();
  const ids = current[key].includes(id) ? current[key].filter((x) => x !== id) : [...current[key], id];
  update({ ...current, [key]: ids });
}

export function setDate(date: string | null): void {
  update({ ...eventFilters.peek(), date });
}

/** Every filter and the date removed (SPEC §2 "remove-all", "Reset filters"). */
export function resetFilters(): void {
  update(NO_FILTERS);
}

/** Takes the filters of an address (SPEC §2: reloading an address restores its filters). */
export function setFilters(filters: EventFilters): void {
  update(filters);
}
