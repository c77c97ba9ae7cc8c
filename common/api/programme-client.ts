/**
 * The calls of the programme (SPEC §7): events with their filters, calendar and teasers, productions,
 * ensemble, venues, series, and the page-editor section that describes each of them.
 */
import { call, hasSessionHint } from './client';
import * as endpoints from './endpoints/programme';
import type { Lang } from '../routes';
import type {
  EventDetail,
  EventListItem,
  EventPageData,
  PersonDetail,
  PersonListItem,
  ProductionListItem,
  ProductionPageData,
  ProductionsPageData,
  SeriesDetail,
  SeriesListItem,
  Teaser,
  VenueDetail,
} from './programme';
import type { ApiError, EventFilterOptions, EventQuery, Paginated, Section } from './types';

/** The five option lists of the event filter bar, in one go (SPEC §7 option lists). */
export async function getEventFilterOptions(lang: Lang): Promise<EventFilterOptions> {
  const input = { query: { lang } };
  const [room, type, tag, series, genre, access] = await Promise.all([
    call(endpoints.rooms, input),
    call(endpoints.exhibitionTypes, input),
    call(endpoints.eventTags, input),
    call(endpoints.seriesOptions, input),
    call(endpoints.genres, input),
    call(endpoints.accessFeatures, input),
  ]);
  return { room, type, tag, series, genre, access };
}

/** One page of events for the filters (SPEC §7; page size 10, SPEC §9). */
export function getEvents(lang: Lang, query: EventQuery, page: number, pageSize?: number): Promise<Paginated<EventListItem>> {
  // An absent size is left out of the address (queryStrings), so the server's default applies.
  return call(endpoints.events, { lang, query: { ...query, page, page_size: pageSize } });
}

/** The days (DD-MM-YYYY) with events for the filters, from `query.date` or today on. */
export async function getCalendarDays(query: EventQuery): Promise<string[]> {
  return (await call(endpoints.calendar, { query })).dates;
}

/** Teasers placed between the days of the event list, from `query.date` or today on, of the filters' events. */
export function getTeasers(lang: Lang, query: EventQuery): Promise<Teaser[]> {
  return call(endpoints.teasers, { lang, query });
}


/**
 * A page-editor section by slug (SPEC §7 container call); null when the entity has none yet. With
 * `exists` false it is not asked for (a 404 in the console), unless an editor may be about to create it.
 */
export async function getContainer(slug: string, lang: Lang, exists = true): Promise<Section | null> {
  if (!exists && !hasSessionHint()) return null;
  try {
    return await call(endpoints.container, { params: { slug }, query: { lang } }, hasSessionHint());
  } catch (error) {
    if ((error as ApiError).statusCode === 404) return null;
    throw error;
  }
}

/** An event's detail (the booking widget's fresh copy of prices and seats). */
export function getEvent(lang: Lang, id: string | number): Promise<EventDetail> {
  return call(endpoints.event, { lang, params: { id } });
}

/** An event with its description modules, as the shell inlines it on first load. */
export async function getEventPage(lang: Lang, id: string): Promise<EventPageData> {
  const event = await getEvent(lang, id);
  return { event, container: await getContainer(event.container, lang, event.has_container) };
}

export async function getProductionPage(lang: Lang, id: string): Promise<ProductionPageData> {
  const production = await call(endpoints.production, { lang, params: { id } });
  return { production, container: await getContainer(production.container, lang, production.has_container) };
}

/** One page of productions for the filters (SPEC §3 "Production filter", §7). */
export function getProductions(lang: Lang, filters: Record<string, string>, page: number): Promise<Paginated<ProductionListItem>> {
  return call(endpoints.productions, { lang, query: { ...filters, page } });
}

/** The productions list's filter options and its first page, as the shell inlines them. */
export async function getProductionsPage(lang: Lang, filters: Record<string, string>): Promise<ProductionsPageData> {
  const input = { query: { lang } };
  const [seasons, types, tags, productions] = await Promise.all([
    call(endpoints.seasons, input),
    call(endpoints.exhibitionTypes, input),
    call(endpoints.productionTags, input),
    getProductions(lang, filters, 1),
  ]);
  return { seasons, types, tags, productions };
}

export function getEnsemble(lang: Lang): Promise<PersonListItem[]> {
  return call(endpoints.persons, { lang });
}

export function getPerson(lang: Lang, id: string): Promise<PersonDetail> {
  return call(endpoints.person, { lang, params: { id } });
}

export function getVenue(lang: Lang, id: string): Promise<VenueDetail> {
  return call(endpoints.venue, { lang, params: { id } });
}

export function getSeries(lang: Lang, id: string): Promise<SeriesDetail> {
  return call(endpoints.series, { lang, params: { id } });
}

/** Every series for the /abonnements listing, subscriptions first. */
export function getSeriesList(lang: Lang): Promise<SeriesListItem[]> {
  return call(endpoints.seriesList, { lang });
}
