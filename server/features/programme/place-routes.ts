/**
 * Venues and series with their upcoming dates: GET /{locale}/api/venues/, /{locale}/api/venues/{id}/,
 * /{locale}/api/series-list/, /{locale}/api/series/{id}/ (SPEC §2 "/venues", "/series", "/abonnements").
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SeriesDetail, SeriesListItem, VenueDetail, VenueListItem } from '../../../common/api/programme';
import { LANGS } from '../../../common/routes';
import { notFound } from '../../errors';
import { listSeries, listVenues, loadSeriesDetail, loadVenueDetail } from './place-service';
import { ID_PARAMS, programmeQueryError } from './query-schema';

const placeRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: programmeQueryError, config: { publicCache: true } };
  const detailRoute = { ...common, schema: { params: ID_PARAMS } };
  const found = <T>(value: T | null): T => {
    if (!value) throw notFound();
    return value;
  };
  for (const lang of LANGS) {
    app.get(`/${lang}/api/venues/`, common, (): Promise<VenueListItem[]> => listVenues(app.db, lang));

    app.get<{ Params: { id: string } }>(`/${lang}/api/venues/:id/`, detailRoute, async (request): Promise<VenueDetail> =>
      found(await loadVenueDetail(app.db, Number(request.params.id), lang)),
    );

    app.get(`/${lang}/api/series-list/`, common, (): Promise<SeriesListItem[]> => listSeries(app.db, lang));

    app.get<{ Params: { id: string } }>(`/${lang}/api/series/:id/`, detailRoute, async (request): Promise<SeriesDetail> =>
      found(await loadSeriesDetail(app.db, Number(request.params.id), lang)),
    );
  }
};

export default placeRoutes;
