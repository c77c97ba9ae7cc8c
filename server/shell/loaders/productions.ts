/**
 * The productions list (issue #3 point 6) below its CMS page: the filter options and the first page
 * for the filters in the address, so the list paints without an API call.
 */
import type { ProductionsPageData } from '../../../common/api/programme';
import { productionTags } from '../../db/schema';
import { exhibitionTypeOptions, options, seasonOptions } from '../../features/programme/options-routes';
import { loadProductionsPage } from '../../features/programme/production-service';
import type { RouteLoader } from './types';

/** SPEC §3 "Production filter" keys the address may carry. */
export const PRODUCTION_FILTER_KEYS = ['season', 'exhibition_type', 'tag'] as const;
const ID_LIST = /^[0-9]{1,9}(,[0-9]{1,9})*$/;

export const productionsLoader: RouteLoader<'productions'> = async ({ db, lang, query }) => {
  const filters: Record<string, string> = {};
  // A malformed filter in a shared link shows the unfiltered list rather than an error page.
  for (const key of PRODUCTION_FILTER_KEYS) {
    const value = query.get(key);
    if (value && ID_LIST.test(value)) filters[key] = value;
  }
  const [seasons, types, tags, productions] = await Promise.all([
    seasonOptions(db, lang),
    exhibitionTypeOptions(db, lang),
    options(db, productionTags, lang),
    loadProductionsPage(db, filters, lang),
  ]);
  const data: ProductionsPageData = { seasons, types, tags, productions };
  return { data };
};
