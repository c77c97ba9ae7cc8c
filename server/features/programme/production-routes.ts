/** GET /{locale}/api/productions/ and /{locale}/api/productions/{id}/ (SPEC §7). */
import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../common/api/endpoints';
import { PRODUCTION_LIST_QUERY } from '../../../common/api/query-schemas';
import { notFound } from '../../errors';
import { serve } from '../http/serve';
import { loadProductionDetail, loadProductionsPage } from './production-service';
import { ID_PARAMS, programmeQueryError } from './query-schema';

const productionRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: programmeQueryError, config: { publicCache: true } };
  serve(app, endpoints.productions, { ...common, schema: { querystring: PRODUCTION_LIST_QUERY } }, (request, _reply, lang) => loadProductionsPage(app.db, request.query, lang));
  serve(app, endpoints.production, { ...common, schema: { params: ID_PARAMS } }, async (request, _reply, lang) => {
    const detail = await loadProductionDetail(app.db, Number(request.params.id), lang);
    if (!detail) throw notFound();
    return detail;
  });
};

export default productionRoutes;
