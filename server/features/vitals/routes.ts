/**
 * POST /api/vitals: a page view's web vitals, sent by navigator.sendBeacon, and
 * GET /api/vitals/summary?day=DD-MM-YYYY: the p75 per route and metric, for editors' dashboard.
 *
 * sendBeacon can send neither custom headers nor JSON's content type cross-browser, so the body
 * comes as text/plain (JSON inside) and the CSRF token is replaced by an Origin check: the route
 * takes no credentials and changes nothing a visitor owns (docs/DECISIONS.md "Service worker, error reporting, web vitals").
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { VITAL_METRICS, VITALS_BEACON_MAX_SAMPLES, VITALS_PATH, type VitalsBeacon, type VitalsSummary } from '../../../common/api/types';
import { canEdit } from '../../../common/roles';
import { ROUTES } from '../../../common/routes';
import { badRequest, unauthorized } from '../../errors';
import { PRIVATE_CACHE_CONTROL } from '../http/public-cache';
import { berlinDayOf, isoDate, isoToQueryDate, parseQueryDate } from '../programme/berlin-day';
import { QUERY_DATE_PATTERN } from '../../../common/api/query-schemas';
import { pruneVitals, recordVitals, vitalsSummary } from './vitals-service';
import { now as clockNow } from '../../clock';

/** Beacons per IP and minute: a visitor sends one or two per page view. */
export const VITALS_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** Timings above a minute are broken measurements (a tab left in the background), not a slow page. */
export const MAX_TIMING_MS = 60_000;
/** Layout-shift scores above this are measurement noise; a bad page scores about 0.25. */
export const MAX_CLS = 10;

const BEACON_SCHEMA = {
  type: 'object',
  required: ['route', 'samples'],
  additionalProperties: false,
  properties: {
    route: { type: 'string', enum: ROUTES.map((r) => r.name) },
    samples: {
      type: 'array',
      minItems: 1,
      maxItems: VITALS_BEACON_MAX_SAMPLES,
      items: {
        type: 'object',
        required: ['name', 'value'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', enum: [...VITAL_METRICS] },
          value: { type: 'number', minimum: 0, maximum: MAX_TIMING_MS },
        },
        if: { properties: { name: { const: 'CLS' } } },
        // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then, not a promise
        then: { properties: { value: { type: 'number', maximum: MAX_CLS } } },
      },
    },
  },
} as const;

const SUMMARY_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { day: { type: 'string', pattern: QUERY_DATE_PATTERN } },
} as const;

const vitalsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, { global: false });
  // sendBeacon with a string body sends text/plain; in this scope only, that text is JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('body must be JSON'), undefined);
    }
  });

  app.post<{ Body: VitalsBeacon }>(
    VITALS_PATH,
    { schema: { body: BEACON_SCHEMA }, config: { csrf: 'origin', rateLimit: VITALS_RATE_LIMIT } },
    async (request, reply) => {
      const day = isoDate(berlinDayOf(clockNow()));
      await recordVitals(app.db, day, request.body);
      await pruneVitals(app.db, day);
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: { day?: string } }>(
    `${VITALS_PATH}/summary`,
    { schema: { querystring: SUMMARY_QUERY } },
    async (request, reply): Promise<VitalsSummary> => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      const user = await request.currentUser();
      if (!canEdit(user?.role)) throw unauthorized();
      const day = request.query.day ? parseQueryDate(request.query.day) : berlinDayOf(clockNow());
      if (!day) throw badRequest('querystring/day must be a valid date in the form DD-MM-YYYY');
      const iso = isoDate(day);
      return { day: isoToQueryDate(iso), rows: await vitalsSummary(app.db, iso) };
    },
  );
};

export default vitalsRoutes;
