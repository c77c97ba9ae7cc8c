/**
 * The event list, its calendar and the teasers between its days (SPEC §7; issue #3):
 * GET /{locale}/api/events/?room&type&tag&series&genre&date&page&page_size,
 * GET /api/calendar/?date&room&type&tag (also series and genre), GET /{locale}/api/teasers/?date,
 * GET /{locale}/api/events/{id}/.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CalendarDays, EventDetail, EventListItem, Teaser } from '../../../common/api/programme';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import type { Paginated } from '../../../common/api/types';
import { LANGS } from '../../../common/routes';
import { notFound } from '../../errors';
import { lowerBound } from './berlin-day';
import { loadEventDetail } from './event-detail';
import { toEventListItems } from './event-items';
import { calendarDays, findEvents, type EventFilters } from './events-query';
import { pageRequest, paginated } from './paging';
import { ID_LIST, ID_PARAMS, PAGE, PAGE_SIZE, QUERY_DATE, parseIds, programmeQueryError } from './query-schema';
import { listTeasers } from './teaser-service';

export interface EventQuery {
  room?: string;
  type?: string;
  tag?: string;
  series?: string;
  genre?: string;
  date?: string;
  page?: number;
  page_size?: number;
}

/** The filters and date of the list and the calendar; their patterns are what the shell checks an address with too. */
export const FILTER_PROPERTIES = { room: ID_LIST, type: ID_LIST, tag: ID_LIST, series: ID_LIST, genre: ID_LIST, date: QUERY_DATE } as const;
const LIST_QUERY = { type: 'object', properties: { ...FILTER_PROPERTIES, page: PAGE, page_size: PAGE_SIZE } } as const;
const CALENDAR_QUERY = { type: 'object', properties: FILTER_PROPERTIES } as const;
const TEASER_QUERY = { type: 'object', properties: { date: QUERY_DATE } } as const;

function filtersOf(query: EventQuery): EventFilters {
  return {
    from: lowerBound(query.date).from,
    room: parseIds(query.room),
    type: parseIds(query.type),
    tag: parseIds(query.tag),
    series: parseIds(query.series),
    genre: parseIds(query.genre),
  };
}

/** GET /api/calendar/: the days with events for the filters (a bad date throws the 400). */
export const calendarAnswer = async (db: Db, query: EventQuery): Promise<CalendarDays> => ({ dates: await calendarDays(db, filtersOf(query)) });

/** GET /{locale}/api/events/: one page of the filtered list. */
export async function eventListAnswer(db: Db, lang: Lang, query: EventQuery): Promise<Paginated<EventListItem>> {
  const page = pageRequest(query);
  const { rows, count } = await findEvents(db, filtersOf(query), page);
  return paginated(await toEventListItems(db, rows, lang), count, page);
}

/** GET /{locale}/api/teasers/: the teasers from the date's day (today without one). */
export const teasersAnswer = async (db: Db, lang: Lang, date: string | undefined): Promise<Teaser[]> => listTeasers(db, lowerBound(date).day, lang);

const eventRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: programmeQueryError, config: { publicCache: true } };

  app.get<{ Querystring: EventQuery }>('/api/calendar/', { ...common, schema: { querystring: CALENDAR_QUERY } }, (request): Promise<CalendarDays> => calendarAnswer(app.db, request.query));

  for (const lang of LANGS) {
    app.get<{ Querystring: EventQuery }>(`/${lang}/api/events/`, { ...common, schema: { querystring: LIST_QUERY } }, async (request): Promise<Paginated<EventListItem>> =>
      eventListAnswer(app.db, lang, request.query),
    );

    app.get<{ Params: { id: string } }>(`/${lang}/api/events/:id/`, { ...common, schema: { params: ID_PARAMS } }, async (request): Promise<EventDetail> => {
      const detail = await loadEventDetail(app.db, Number(request.params.id), lang, app.config.limits.seatsPerEvent);
      if (!detail) throw notFound();
      // Not awaited: the page answers with the copy it has and never waits on a slow shop (issue #4).
      if (detail.id_jet !== null && app.config.ticketshopUrl) void app.ticketshop.sync.refreshIfStale(detail.id_jet);
      return detail;
    });

    app.get<{ Querystring: { date?: string } }>(`/${lang}/api/teasers/`, { ...common, schema: { querystring: TEASER_QUERY } }, async (request): Promise<Teaser[]> =>
      teasersAnswer(app.db, lang, request.query.date),
    );
  }
};

export default eventRoutes;
