/** GET /{locale}/api/productions/ and /{locale}/api/productions/{id}/ (SPEC §7; issue #3). */
import type { FastifyPluginAsync } from 'fastify';
import type { ProductionDetail, ProductionListItem } from '../../../common/api/programme';
import type { Paginated } from '../../../common/api/types';
import { pickText } from '../../../common/i18n/localized';
import { LANGS } from '../../../common/routes';
import { notFound } from '../../errors';
import { lowerBound } from './berlin-day';
import { containerSlug } from './event-detail';
import { toEventListItems } from './event-items';
import { allEvents } from './events-query';
import { entityUrls } from './links';
import { mediaSlots, withImages } from './media-slot';
import { pageRequest, paginated } from './paging';
import { personRoles } from './person-roles';
import { findProductions, toProductionItems } from './productions-query';
import { ID_LIST, ID_PARAMS, PAGE, PAGE_SIZE, QUERY_DATE, parseIds, programmeQueryError } from './query-schema';

interface ProductionQuery {
  season?: string;
  exhibition_type?: string;
  tag?: string;
  date?: string;
  page?: number;
  page_size?: number;
}

const LIST_QUERY = {
  type: 'object',
  properties: { season: ID_LIST, exhibition_type: ID_LIST, tag: ID_LIST, date: QUERY_DATE, page: PAGE, page_size: PAGE_SIZE },
} as const;

const productionRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: programmeQueryError, config: { publicCache: true } };
  for (const lang of LANGS) {
    app.get<{ Querystring: ProductionQuery }>(`/${lang}/api/productions/`, { ...common, schema: { querystring: LIST_QUERY } }, async (request): Promise<Paginated<ProductionListItem>> => {
      const q = request.query;
      const page = pageRequest(q);
      const filters = { from: lowerBound(q.date).from, playing: q.date !== undefined, season: parseIds(q.season), exhibitionType: parseIds(q.exhibition_type), tag: parseIds(q.tag) };
      const { rows, count } = await findProductions(app.db, filters, page);
      return paginated(await withImages(app.db, await toProductionItems(app.db, rows, lang), lang), count, page);
    });

    app.get<{ Params: { id: string } }>(`/${lang}/api/productions/:id/`, { ...common, schema: { params: ID_PARAMS } }, async (request): Promise<ProductionDetail> => {
      const id = Number(request.params.id);
      const { from } = lowerBound(undefined);
      const { rows } = await findProductions(app.db, { from, playing: false, ids: [id] }, { page: 1, size: 1 });
      if (!rows[0]) throw notFound();
      const p = rows[0].production;
      const [[item], persons, dates] = await Promise.all([
        toProductionItems(app.db, rows, lang),
        personRoles(app.db, { production: id }, lang),
        allEvents(app.db, { from, production: id }),
      ]);
      const detail: ProductionDetail = {
        ...item!,
        urls: entityUrls('production', p.id, p.slug),
        lead: pickText(p.lead, lang),
        description: pickText(p.description, lang),
        container: containerSlug('production', p.id),
        gallery: mediaSlots(p.gallery),
        video_url: p.videoUrl,
        promoter: pickText(p.promoter, lang),
        persons,
        events: await toEventListItems(app.db, dates, lang),
        design: { theme: p.theme, variant: p.variant },
      };
      return withImages(app.db, detail, lang);
    });
  }
};

export default productionRoutes;
