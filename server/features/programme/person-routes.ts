/** The ensemble: GET /{locale}/api/persons/?category and /{locale}/api/persons/{id}/ (SPEC §2 "/ensemble"). */
import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../common/api/endpoints';
import { ENSEMBLE_QUERY } from '../../../common/api/query-schemas';
import { notFound } from '../../errors';
import { serve } from '../http/serve';
import { listEnsemble, loadPersonDetail } from './person-service';
import { ID_PARAMS, parseIds, programmeQueryError } from './query-schema';

const personRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: programmeQueryError, config: { publicCache: true } };
  serve(app, endpoints.persons, { ...common, schema: { querystring: ENSEMBLE_QUERY } }, (request, _reply, lang) => listEnsemble(app.db, lang, parseIds(request.query.category)));
  serve(app, endpoints.person, { ...common, schema: { params: ID_PARAMS } }, async (request, _reply, lang) => {
    const detail = await loadPersonDetail(app.db, Number(request.params.id), lang);
    if (!detail) throw notFound();
    return detail;
  });
};

export default personRoutes;
