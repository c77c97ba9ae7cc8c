/** GET /{locale}/api/productions/ and /{locale}/api/productions/{id}/ (SPEC §7). */
import type { FastifyPluginAsync } from 'fastify';
import type { ProductionDetail, ProductionListItem } from '../../../common/api/programme';
import type { Paginated } from '../../../common/api/types';
import { LANGS } from '../../../common/routes';
import { notFound } from '../../errors';
import { loadProductionDetail, loadProductionsPage, type ProductionQuery } from './production-service';
import { ID_LIST, ID_PARAMS, PAGE, PAGE_SIZE, QUERY_DATE, programmeQueryError } from './query-schema';

const LIST_QUERY = {
  type: 'object',
  properties: { season: ID_LIST, exhibition_type: ID_LIST, tag: ID_LIST, date: QUERY_DATE, page: PAGE, page_size: PAGE_SIZE },
} as const;

const productionRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: programmeQueryError, config: { publicCache: true } };
  for (const lang of LANGS) {
    app.get<{ Querystring: ProductionQuery }>(`/${lang}/api/productions/`, { ...common, schema: { querystring: LIST_QUERY } }, (request): Promise<Paginated<ProductionListItem>> =>
      loadProductionsPage(app.db, request.query, lang),
    );

    app.get<{ Params: { id: string } }>(`/${lang}/api/productions/:id/`, { ...common, schema: { params: ID_PARAMS } }, async (request): Promise<ProductionDetail> => {
      const detail = await loadProductionDetail(app.db, Number(request.params.id), lang);
      if (!detail) throw notFound();
      return detail;
    });
  }
};

export default productionRoutes;
