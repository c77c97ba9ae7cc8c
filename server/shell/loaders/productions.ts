/**
 * The productions list below its CMS page: the filter options and the first page (pages 1..N of
 * `?page=N`, the 'Weitere Produktionen laden' link without JavaScript) for the filters in the
 * address, so the list paints without an API call.
 */
import { PROGRAMME_PAGE_SIZE, type ProductionsPageData } from '../../../common/api/programme';
import { productionTags } from '../../db/schema';
import { exhibitionTypeOptions, options, seasonOptions } from '../../features/programme/options-routes';
import { loadProductionsPage } from '../../features/programme/production-service';
import { ID_LIST } from '../../features/programme/query-schema';
import { asShownPages, shownPages } from './shown-pages';
import type { RouteLoader } from './types';

/** SPEC §3 "Production filter" keys the address may carry. */
export const PRODUCTION_FILTER_KEYS = ['season', 'exhibition_type', 'tag'] as const;
const ID_LIST_RE = new RegExp(ID_LIST.pattern);
/** SPEC §5 answer of the shell for a malformed filter, as on the events page (events.ts). */
const INVALID_QUERY = 400;

export const productionsLoader: RouteLoader<'productions'> = async ({ db, lang, query }) => {
  const filters: Record<string, string> = {};
  const pages = shownPages(query);
  if (pages === null) return { data: null, status: INVALID_QUERY };
  // A malformed filter is the 400 error page, as on the events page (SPEC §5).
  for (const key of PRODUCTION_FILTER_KEYS) {
    const value = query.get(key);
    if (!value) continue;
    if (!ID_LIST_RE.test(value)) return { data: null, status: INVALID_QUERY };
    filters[key] = value;
  }
  const [seasons, types, tags, productions] = await Promise.all([
    seasonOptions(db, lang),
    exhibitionTypeOptions(db, lang),
    options(db, productionTags, lang),
    loadProductionsPage(db, { ...filters, page: 1, page_size: pages * PROGRAMME_PAGE_SIZE }, lang),
  ]);
  const data: ProductionsPageData = { seasons, types, tags, productions: asShownPages(productions, pages, PROGRAMME_PAGE_SIZE) };
  return { data };
};
