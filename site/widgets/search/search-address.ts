/**
 * Addresses of the search page (SPEC §2 /{lang}/search/{category?}/{page?}?q=, §5 search rules): what
 * a submitted text, a category tab or a page link leads to (common/api/search-calls.ts reads them).
 */
import type { SearchCategory } from '../../../common/api/search';
import { isSearchCategory, searchText } from '../../../common/api/search-calls';
import { buildPath, matchRoute, type Lang } from '../../../common/routes';

/** The search page for a text, a category (or all) and a page; page 1 is left out of the address. */
export function searchPath(lang: Lang, text: string, category: SearchCategory | null = null, page = 1): string {
  const path = buildPath('search', lang, { category: category ?? undefined, page: category && page > 1 ? String(page) : undefined });
  return `${path}?${new URLSearchParams({ q: searchText(text) }).toString()}`;
}

/**
 * Where submitting a text leads (SPEC §2 "Search"): the search route with q; a category the current
 * route has is kept, and the page starts again at 1.
 */
export function submitPath(lang: Lang, text: string, currentPath: string): string {
  const here = matchRoute(currentPath);
  const category = here?.route.name === 'search' && isSearchCategory(here.params.category) ? here.params.category : null;
  return searchPath(lang, text, category);
}
