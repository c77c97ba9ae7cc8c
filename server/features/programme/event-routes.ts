/**
 * The event list, its calendar and the teasers between its days (SPEC §7):
 * GET /{locale}/api/events/?room&type&tag&series&genre&date&page&page_size,
 * GET /api/calendar/?date&room&type&tag (also series and genre), GET /{locale}/api/teasers/?date
 * (and the list's filters),
 * GET /{locale}/api/events/{id}/.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CalendarDays, EventListItem, Teaser } from '../../../common/api/programme';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import type { Paginated } from '../../../common/api/types';
import { LANGS } from '../../../common/routes';
import { badRequest, notFound } from '../../errors';
import { ACCESS_FEATURE_IDS, ACCESS_FEATURES, accessFeatureById, type AccessFeature } from '../../../common/api/access';
import { lowerBound } from './berlin-day';
import { loadEventDetail } from './event-detail';
import { toEventListItems } from './event-items';
import { calendarDays, findEvents, type EventFilters } from './events-query';
import { pageRequest, paginated } from './paging';
import { ID_PARAMS, parseIds, programmeQueryError } from './query-schema';
import type { QueryOf } from '../../../common/api/contract';
import * as endpoints from '../../../common/api/endpoints';
import { EVENT_FILTER_QUERY, EVENT_LIST_QUERY } from '../../../common/api/query-schemas';
import { serve } from '../http/serve';
import { listTeasers } from './teaser-service';
import { eventIcs, feedIcs } from './ics';
import { tAccess } from '../../../common/modules/access/strings';

/** The filters and date of the list (the one query schema of the contract), page and size included. */
type EventQuery = QueryOf<typeof endpoints.events>;

/** The features of the ids; an id no feature has is a 400 that lists the ones there are. */
function accessCodes(ids: number[] | null): AccessFeature[] | null {
  if (!ids) return null;
  return ids.map((id) => {
    const code = accessFeatureById(id);
    if (!code) throw badRequest(`access must be access feature ids: ${ACCESS_FEATURES.map((c) => `${ACCESS_FEATURE_IDS[c]} (${c})`).join(', ')}`);
    return code;
  });
}

export function filtersOf(query: EventQuery): EventFilters {
  return {
    from: lowerBound(query.date).from,
    room: parseIds(query.room),
    type: parseIds(query.type),
    tag: parseIds(query.tag),
    series: parseIds(query.series),
    genre: parseIds(query.genre),
    access: accessCodes(parseIds(query.access)),
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

/** Whether the query selects part of the programme (a date only moves where it starts). */
const selects = (f: EventFilters): boolean => Boolean(f.room || f.type || f.tag || f.series || f.genre);

/** GET /{locale}/api/teasers/: the teasers from the date's day (today without one), of the selected events when the query has filters. */
export async function teasersAnswer(db: Db, lang: Lang, query: EventQuery): Promise<Teaser[]> {
  const filters = filtersOf(query);
  return listTeasers(db, lowerBound(query.date).day, lang, selects(filters) ? filters : undefined);
}

const eventRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: programmeQueryError, config: { publicCache: true } };

  serve(app, endpoints.calendar, { ...common, schema: { querystring: EVENT_FILTER_QUERY } }, (request) => calendarAnswer(app.db, request.query));
  serve(app, endpoints.events, { ...common, schema: { querystring: EVENT_LIST_QUERY } }, (request, _reply, lang) => eventListAnswer(app.db, lang, request.query));
  serve(app, endpoints.teasers, { ...common, schema: { querystring: EVENT_FILTER_QUERY } }, (request, _reply, lang) => teasersAnswer(app.db, lang, request.query));
  serve(app, endpoints.event, { ...common, schema: { params: ID_PARAMS } }, async (request, _reply, lang) => {
    const detail = await loadEventDetail(app.db, Number(request.params.id), lang, app.config.limits.seatsPerEvent);
    if (!detail) throw notFound();
    // Not awaited: the page answers with the copy it has and never waits on a slow shop.
    if (detail.id_jet !== null && app.config.ticketshopUrl) void app.ticketshop.sync.refreshIfStale(detail.id_jet);
    return detail;
  });

  for (const lang of LANGS) {
    // The calendar export, cached and invalidated with the content like the lists.
    app.get<{ Querystring: EventQuery }>(`/${lang}/api/events/calendar.ics`, { ...common, schema: { querystring: EVENT_FILTER_QUERY } }, async (request, reply) => {
      const text = await feedIcs(app.db, filtersOf(request.query), lang, app.config.publicUrl, tAccess(lang).feedName());
      reply.type('text/calendar; charset=utf-8');
      return text;
    });

    app.get<{ Params: { id: string } }>(`/${lang}/api/events/:id/calendar.ics`, { ...common, schema: { params: ID_PARAMS } }, async (request, reply) => {
      const ics = await eventIcs(app.db, Number(request.params.id), lang, app.config.publicUrl);
      if (!ics) throw notFound();
      reply.type('text/calendar; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${ics.slug.replace(/[^a-z0-9-]/gi, '') || 'event'}.ics"`);
      return ics.text;
    });
  }
};

export default eventRoutes;
