/**
 * Route data of the events page (ARCHITECTURE "Budgets": no API GET on first paint): the
 * first page of events, the teasers, the calendar days and the filter options for the filters in
 * the address, exactly as the programme API answers them: the same service functions the routes
 * call (event-routes.ts, options-routes.ts), and the address checked against the routes' own
 * patterns. A filter or date the API rejects makes the shell answer 400 with the error page
 * (SPEC §5 "invalid query parameter: redirected to an error page"; DECISIONS: a 400 in place, so the
 * visitor keeps the address they can correct).
 *
 * Called directly, not through a private Fastify instance and `inject` (routing, JSON out
 * and back in for every render); the filter options are the same for a whole content version.
 */
import type { EventsRouteData } from '../../../common/api/types';
import { EVENT_FILTER_KEYS, type EventQuery } from '../../../common/api/types';
import { HttpError } from '../../errors';
import { calendarAnswer, eventListAnswer, teasersAnswer } from '../../features/programme/event-routes';
import { FILTER_PROPERTIES } from '../../../common/api/query-schemas';
import { eventFilterOptions } from '../../features/programme/options-routes';
import { PROGRAMME_PAGE_SIZE } from '../../../common/api/programme';
import { asShownPages, shownPages } from './shown-pages';
import type { RouteLoader } from './types';

/** SPEC §5 answer of the shell for a malformed filter or date. */
const INVALID_QUERY = 400;

const PATTERNS = Object.fromEntries(Object.entries(FILTER_PROPERTIES).map(([key, schema]) => [key, new RegExp(schema.pattern)]));

/** The filter keys and date of the address, as given; null when one is not what the API accepts. */
function eventQuery(query: URLSearchParams): EventQuery | null {
  const out: EventQuery = {};
  for (const key of [...EVENT_FILTER_KEYS, 'date'] as const) {
    // A form sent without JavaScript repeats the key (?access=1&access=2); the app writes 1,2.
    const value = query.getAll(key).filter(Boolean).join(',');
    if (value === '') continue;
    if (!PATTERNS[key]!.test(value)) return null;
    out[key] = value;
  }
  return out;
}

export const eventsLoader: RouteLoader<'events'> = async ({ db, lang, query, shared }) => {
  const filters = eventQuery(query);
  // ?page=N (the 'Weitere Veranstaltungen laden' link without JavaScript) shows pages 1..N.
  const pages = shownPages(query);
  if (!filters || pages === null) return { data: null, status: INVALID_QUERY };
  const { date: _date, ...withoutDate } = filters;
  const key = new URLSearchParams(filters).toString().replace(/%2C/g, ',');
  try {
    // Each shared per content version and filter combination: the first page of a list
    // changes by a write or at midnight (its "from today"), both of which end the entry.
    const [events, teasers, calendar, options] = await Promise.all([
      shared(`events:${lang}:${key}:${pages}`, async () =>
        asShownPages(await eventListAnswer(db, lang, { ...filters, page: 1, page_size: pages * PROGRAMME_PAGE_SIZE }), pages, PROGRAMME_PAGE_SIZE),
      ),
      shared(`teasers:${lang}:${key}`, () => teasersAnswer(db, lang, filters)),
      shared(`calendar:${new URLSearchParams(withoutDate)}`, () => calendarAnswer(db, withoutDate)),
      shared(`event-filter-options:${lang}`, () => eventFilterOptions(db, lang)),
    ]);
    const data: EventsRouteData = {
      query: key,
      events,
      teasers,
      calendar: calendar.dates,
      options,
    };
    return { data };
  } catch (error) {
    // A date of the right form that is no day (31-02-2026): the API's 400 too.
    if (error instanceof HttpError && error.statusCode === INVALID_QUERY) return { data: null, status: INVALID_QUERY };
    throw error;
  }
};
