/** The ensemble: GET /{locale}/api/persons/?category and /{locale}/api/persons/{id}/ (SPEC §2 "/ensemble"). */
import type { FastifyPluginAsync } from 'fastify';
import type { PersonDetail, PersonListItem } from '../../../common/api/programme';
import { LANGS } from '../../../common/routes';
import { notFound } from '../../errors';
import { listEnsemble, loadPersonDetail } from './person-service';
import { ID_LIST, ID_PARAMS, parseIds, programmeQueryError } from './query-schema';

const personRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: programmeQueryError, config: { publicCache: true } };
  for (const lang of LANGS) {
    app.get<{ Querystring: { category?: string } }>(
      `/${lang}/api/persons/`,
      { ...common, schema: { querystring: { type: 'object', properties: { category: ID_LIST } } } },
      (request): Promise<PersonListItem[]> => listEnsemble(app.db, lang, parseIds(request.query.category)),
    );

    app.get<{ Params: { id: string } }>(`/${lang}/api/persons/:id/`, { ...common, schema: { params: ID_PARAMS } }, async (request): Promise<PersonDetail> => {
      const detail = await loadPersonDetail(app.db, Number(request.params.id), lang);
      if (!detail) throw notFound();
      return detail;
    });
  }
};

export default personRoutes;
