/**
 * Route data of the events page (issue #3; ARCHITECTURE "Budgets": no API GET on first paint): the
 * first page of events, the teasers, the calendar days and the filter options for the filters in
 * the address, exactly as the programme API answers them.
 *
 * The answers come from the programme's own route plugins, called in-process (`inject`, no socket)
 * on a private instance that holds only them: the same queries, shapes and SPEC §5 validation as the
 * API, written once. A filter or date the API rejects makes the shell answer 400 with the error page
 * (SPEC §5 "invalid query parameter: redirected to an error page"; DECISIONS: a 400 in place, so the
 * visitor keeps the address they can correct).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { EventFilterOptions, EventsRouteData } from '../../../common/api/types';
import { EVENT_FILTER_KEYS, type EventQuery } from '../../../common/api/types';
import type { Db } from '../../db/client';
import eventRoutes from '../../features/programme/event-routes';
import optionRoutes from '../../features/programme/options-routes';
import type { RouteLoader } from './types';

/** SPEC §5 answer of the shell for a malformed filter or date. */
const INVALID_QUERY = 400;

const instances = new WeakMap<Db, Promise<FastifyInstance>>();

function programmeApi(db: Db): Promise<FastifyInstance> {
  let instance = instances.get(db);
  if (!instance) {
    instance = (async () => {
      const api = Fastify({ logger: false });
      api.decorate('db', db);
      await api.register(optionRoutes);
      await api.register(eventRoutes);
      await api.ready();
      return api;
    })();
    instances.set(db, instance);
  }
  return instance;
}

class RejectedQuery extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
  }
}

async function call<T>(api: FastifyInstance, url: string, query: Record<string, string>): Promise<T> {
  const response = await api.inject({ method: 'GET', url, query });
  if (response.statusCode !== 200) throw new RejectedQuery(response.statusCode, (response.json() as { message?: string }).message ?? url);
  return response.json() as T;
}

/** The filter keys and date of the address, as given (the API validates them). */
function eventQuery(query: URLSearchParams): EventQuery {
  const out: EventQuery = {};
  for (const key of [...EVENT_FILTER_KEYS, 'date'] as const) {
    const value = query.get(key);
    if (value !== null && value !== '') out[key] = value;
  }
  return out;
}

export const eventsLoader: RouteLoader<'events'> = async ({ db, lang, query }) => {
  const api = await programmeApi(db);
  const filters = eventQuery(query);
  const { date, ...withoutDate } = filters;
  const byLang = { lang };
  try {
    const [events, teasers, calendar, room, type, tag, series, genre] = await Promise.all([
      call<EventsRouteData['events']>(api, `/${lang}/api/events/`, filters),
      call<EventsRouteData['teasers']>(api, `/${lang}/api/teasers/`, date ? { date } : {}),
      call<{ dates: string[] }>(api, '/api/calendar/', withoutDate),
      call<EventFilterOptions['room']>(api, '/api/rooms/', byLang),
      call<EventFilterOptions['type']>(api, '/api/exhibition-types/', byLang),
      call<EventFilterOptions['tag']>(api, '/api/event-tags/', byLang),
      call<EventFilterOptions['series']>(api, '/api/series/', byLang),
      call<EventFilterOptions['genre']>(api, '/api/genres/', byLang),
    ]);
    const data: EventsRouteData = {
      query: new URLSearchParams(filters).toString().replace(/%2C/g, ','),
      events,
      teasers,
      calendar: calendar.dates,
      options: { room, type, tag, series, genre },
    };
    return { data };
  } catch (error) {
    if (error instanceof RejectedQuery && error.statusCode === INVALID_QUERY) return { data: null, status: INVALID_QUERY };
    throw error;
  }
};
