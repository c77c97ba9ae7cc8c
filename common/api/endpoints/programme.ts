/** The programme: events, productions, ensemble, venues, series, the sections that describe them and the option lists of their filters (SPEC §7; the contract: common/api/endpoints/index.ts). */
import { endpoint } from '../contract';
import type { Options } from './options';
import type { CalendarDays, EventDetail, EventListItem, ExhibitionTypeOption, FilterOption, PersonDetail, PersonListItem, ProductionDetail, ProductionListItem, SeasonOption, SeriesDetail, SeriesListItem, Teaser, VenueDetail, VenueListItem } from '../programme';
import type { ENSEMBLE_QUERY, EVENT_FILTER_QUERY, EVENT_LIST_QUERY, LANG_QUERY, PRODUCTION_LIST_QUERY } from '../query-schemas';
import type { Paginated, Section } from '../types';

// The programme (SPEC §7 programme calls)
export const events = /* @__PURE__ */ endpoint<{ query: typeof EVENT_LIST_QUERY; answer: Paginated<EventListItem> }>()('/{lang}/api/events/');
export const event = /* @__PURE__ */ endpoint<{ answer: EventDetail }>()('/{lang}/api/events/:id/');
export const calendar = /* @__PURE__ */ endpoint<{ query: typeof EVENT_FILTER_QUERY; answer: CalendarDays }>()('/api/calendar/');
export const teasers = /* @__PURE__ */ endpoint<{ query: typeof EVENT_FILTER_QUERY; answer: Teaser[] }>()('/{lang}/api/teasers/');
export const productions = /* @__PURE__ */ endpoint<{ query: typeof PRODUCTION_LIST_QUERY; answer: Paginated<ProductionListItem> }>()('/{lang}/api/productions/');
export const production = /* @__PURE__ */ endpoint<{ answer: ProductionDetail }>()('/{lang}/api/productions/:id/');
export const persons = /* @__PURE__ */ endpoint<{ query: typeof ENSEMBLE_QUERY; answer: PersonListItem[] }>()('/{lang}/api/persons/');
export const person = /* @__PURE__ */ endpoint<{ answer: PersonDetail }>()('/{lang}/api/persons/:id/');
export const venues = /* @__PURE__ */ endpoint<{ answer: VenueListItem[] }>()('/{lang}/api/venues/');
export const venue = /* @__PURE__ */ endpoint<{ answer: VenueDetail }>()('/{lang}/api/venues/:id/');
export const seriesList = /* @__PURE__ */ endpoint<{ answer: SeriesListItem[] }>()('/{lang}/api/series-list/');
export const series = /* @__PURE__ */ endpoint<{ answer: SeriesDetail }>()('/{lang}/api/series/:id/');


/** The page-editor section that describes an event, production, person, venue or series, by its slug. */
export const container = /* @__PURE__ */ endpoint<{ query: typeof LANG_QUERY; answer: Section }>()('/pageeditor-api/container/by-slug/:slug');

// The option lists of the filters (SPEC §7 option lists), `?lang=`
export const rooms = /* @__PURE__ */ endpoint<Options<FilterOption>>()('/api/rooms/');
export const eventTags = /* @__PURE__ */ endpoint<Options<FilterOption>>()('/api/event-tags/');
export const seriesOptions = /* @__PURE__ */ endpoint<Options<FilterOption>>()('/api/series/');
export const genres = /* @__PURE__ */ endpoint<Options<FilterOption>>()('/api/genres/');
export const productionTags = /* @__PURE__ */ endpoint<Options<FilterOption>>()('/api/production-tags/');
export const personCategories = /* @__PURE__ */ endpoint<Options<FilterOption>>()('/api/person-categories/');
export const exhibitionTypes = /* @__PURE__ */ endpoint<Options<ExhibitionTypeOption>>()('/api/exhibition-types/');
export const accessFeatures = /* @__PURE__ */ endpoint<Options<FilterOption>>()('/api/access-features/');
export const seasons = /* @__PURE__ */ endpoint<Options<SeasonOption>>()('/api/seasons/');
