/**
 * What the event overview shows for the current filters: the paged events (SPEC §4), the teasers
 * between the days, the calendar's days and the filter options. One overview is on screen at a time
 * (the events page, or the overlay elsewhere: SPEC §2 hides the overlay button on events pages), so
 * one store serves both. The server's inlined data seeds it; afterwards it fetches only what changed.
 */
import { batch, signal } from '@preact/signals-react';
import { getCalendarDays, getEventFilterOptions, getEvents, getTeasers } from '../../../common/api/programme-client';
import type { EventListItem, Teaser } from '../../../common/api/programme';
import type { EventFilterOptions, EventQuery, EventsRouteData } from '../../../common/api/types';
import type { Lang } from '../../../common/routes';
import { filtersKey, toQuery, type EventFilters } from '../../stores/event-filters';
import { createPagedList } from './paged-list';

/** A list query: language and filters, e.g. `de|room=3&date=14-03-2026`. */
export const listKey = (lang: Lang, filters: EventFilters): string => `${lang}|${filtersKey(filters)}`;

function parseKey(key: string): { lang: Lang; query: EventQuery } {
  const [lang, query = ''] = key.split('|') as [Lang, string?];
  return { lang, query: Object.fromEntries(new URLSearchParams(query)) as EventQuery };
}

export const eventList = createPagedList<EventListItem>((key, page) => {
  const { lang, query } = parseKey(key);
  return getEvents(lang, query, page);
});

export const teasers = signal<Teaser[]>([]);
/** Days (DD-MM-YYYY) the calendar offers: those with events for the other filters. */
export const calendarDays = signal<string[]>([]);
export const filterOptions = signal<EventFilterOptions | null>(null);

/** What each side list was last loaded for, so an unchanged one is not fetched again (SPEC §4 "fetching skipped if loaded"). */
const loadedFor = { teasers: '', calendar: '', options: '' };

const teaserKey = (lang: Lang, filters: EventFilters) => listKey(lang, filters);
const calendarKey = (filters: EventFilters) => filtersKey({ ...filters, date: null });

/** Takes the server's inlined data when it answers these filters; true when it did. */
export function seedFromRoute(lang: Lang, filters: EventFilters, data: EventsRouteData | null): boolean {
  if (!data || data.query !== filtersKey(filters)) return false;
  batch(() => {
    eventList.seed(listKey(lang, filters), data.events);
    teasers.value = data.teasers;
    calendarDays.value = data.calendar;
    filterOptions.value = data.options;
  });
  loadedFor.teasers = teaserKey(lang, filters);
  loadedFor.calendar = calendarKey(filters);
  loadedFor.options = lang;
  return true;
}

/** Loads what the filters need and the store does not hold yet; the events always from page 1. */
export function loadFor(lang: Lang, filters: EventFilters): void {
  if (eventList.query.peek() !== listKey(lang, filters) || eventList.error.peek()) void eventList.load(listKey(lang, filters), 1, { reset: true });
  const tKey = teaserKey(lang, filters);
  if (loadedFor.teasers !== tKey) {
    loadedFor.teasers = tKey;
    getTeasers(lang, toQuery(filters)).then(
      (list) => loadedFor.teasers === tKey && (teasers.value = list),
      () => (loadedFor.teasers = ''),
    );
  }
  const cKey = calendarKey(filters);
  if (loadedFor.calendar !== cKey) {
    loadedFor.calendar = cKey;
    const { date: _date, ...query } = toQuery(filters);
    getCalendarDays(query).then(
      (days) => loadedFor.calendar === cKey && (calendarDays.value = days),
      () => (loadedFor.calendar = ''),
    );
  }
  if (loadedFor.options !== lang) {
    loadedFor.options = lang;
    getEventFilterOptions(lang).then(
      (options) => loadedFor.options === lang && (filterOptions.value = options),
      () => (loadedFor.options = ''),
    );
  }
}
