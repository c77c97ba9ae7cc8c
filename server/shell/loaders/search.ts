/**
 * Route data of the search page (ARCHITECTURE "Budgets": no API GET on first
 * paint): the results for the address, from the functions the search API's routes answer with
 * (features/search/routes.ts), so shapes and counting are the API's. An unknown category or page is
 * a 404 (SPEC §8 "page validation failure"). Called directly, no longer through a private
 * Fastify instance and `inject`.
 */
import { otherCategory, requestKey, searchRequestOf, withOtherCategory, type SearchRouteData } from '../../../common/api/search-calls';
import { searchTitle } from '../../../common/i18n/search-strings';
import { countSearch } from '../../features/search/query-stats';
import { searchText } from '../../features/search/query-text';
import { searchCategoryPage, searchOverview } from '../../features/search/routes';
import type { RouteLoader } from './types';
import { nowMs } from '../../clock';
import { NOT_FOUND } from './detail-head';

export const searchLoader: RouteLoader<'search'> = async ({ db, lang, params, query, shared }) => {
  const request = searchRequestOf(params, query);
  if (!request) return NOT_FOUND;
  const data: SearchRouteData = { key: requestKey(request), results: null };
  const title = searchTitle(lang, request.q);
  if (!request.q) return { data, head: { title } };
  const text = searchText(request.q);
  const { category, page } = request;
  // Shared per content version, as the page itself is kept by the response cache: an
  // edit, or an event starting (next-change.ts), ends the entry.
  if (!category) {
    data.results = await shared(`search:${lang}:${text}`, () => searchOverview(db, lang, text, new Date(nowMs())));
    // Counted for the dashboard as the API's overview counts it, without holding the page.
    void countSearch(db, text).catch(() => undefined);
  } else {
    const pageOf = (of: typeof category, number: number) => shared(`search:${lang}:${of}:${number}:${text}`, () => searchCategoryPage(db, lang, text, of, number, new Date(nowMs())));
    const [mine, theirs] = await Promise.all([pageOf(category, page), pageOf(otherCategory(category), 1)]);
    data.results = withOtherCategory(category, mine, theirs);
  }
  return { data, head: { title, robots: 'noindex' } };
};
