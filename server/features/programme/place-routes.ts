/**
 * Venues and series with their upcoming dates: GET /{locale}/api/venues/, /{locale}/api/venues/{id}/,
 * /{locale}/api/series-list/, /{locale}/api/series/{id}/ (SPEC §2 "/venues", "/series", "/abonnements").
 */
import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../common/api/endpoints';
import { notFound } from '../../errors';
import { serve } from '../http/serve';
import { listSeries, listVenues, loadSeriesDetail, loadVenueDetail } from './place-service';
import { ID_PARAMS, programmeQueryError } from './query-schema';

const placeRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: programmeQueryError, config: { publicCache: true } };
  const detailRoute = { ...common, schema: { params: ID_PARAMS } };
  const found = <T>(value: T | null): T => {
    if (!value) throw notFound();
    return value;
  };
  serve(app, endpoints.venues, common, (_request, _reply, lang) => listVenues(app.db, lang));
  serve(app, endpoints.venue, detailRoute, async (request, _reply, lang) => found(await loadVenueDetail(app.db, Number(request.params.id), lang)));
  serve(app, endpoints.seriesList, common, (_request, _reply, lang) => listSeries(app.db, lang));
  serve(app, endpoints.series, detailRoute, async (request, _reply, lang) => found(await loadSeriesDetail(app.db, Number(request.params.id), lang)));
};

export default placeRoutes;
