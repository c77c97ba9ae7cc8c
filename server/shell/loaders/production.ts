/** Production detail: the production with its dates and description modules inline, and its Open Graph. */
import type { ProductionPageData } from '../../../common/api/programme';
import { loadProductionDetail } from '../../features/programme/production-service';
import type { RouteLoader } from './types';
import { NOT_FOUND, detailHead, idParam, loadContainer } from './detail-head';
import { datesJsonLd } from './event-json-ld';

export const productionLoader: RouteLoader<'production'> = async (ctx) => {
  const id = idParam(ctx);
  const production = id === null ? null : await loadProductionDetail(ctx.db, id, ctx.lang);
  if (!production) return NOT_FOUND;
  const [container, jsonLd] = await Promise.all([loadContainer(ctx, production.container), datesJsonLd(ctx, production.events)]);
  const data: ProductionPageData = { production, container };
  const { title, lead, description, image, url, urls } = production;
  return { data, head: { ...detailHead({ title, texts: [lead, description], image, url, urls }), jsonLd } };
};
