/**
 * The visitor app's search calls (SPEC §7 search calls, §5 search rules), through the one client's
 * `get`. Autocomplete asks with lowercased text and never fails loudly (SPEC §8).
 */
import type { Lang, RouteParams } from '../routes';
import { call } from './client';
import * as endpoints from './endpoints/search';
import { SEARCH_CATEGORIES, SEARCH_QUERY_MAX, type SearchCategory, type SearchOverview, type SearchPage } from './search';

/** The text a search is made with: trimmed and cut to the longest query the API takes; empty is no search (SPEC §5). */
export const searchText = (text: string): string => text.trim().slice(0, SEARCH_QUERY_MAX).trim();

export const isSearchCategory = (value: unknown): value is SearchCategory => SEARCH_CATEGORIES.includes(value as SearchCategory);

/** What a search address asks for (SPEC §2 /{lang}/search/{category?}/{page?}?q=). */
export interface SearchRequest {
  q: string;
  category: SearchCategory | null;
  page: number;
}

/** The request of a search address; null when its category or page does not exist (a 404). */
export function searchRequestOf(params: RouteParams, query: URLSearchParams | string): SearchRequest | null {
  const { category, page } = params;
  if (category !== undefined && !isSearchCategory(category)) return null;
  if (page !== undefined && (!/^[0-9]{1,6}$/.test(page) || Number(page) < 1)) return null;
  const q = searchText(new URLSearchParams(query).get('q') ?? '');
  return { q, category: category ?? null, page: category && page ? Number(page) : 1 };
}

/** One key per request, so inlined results are used only for the request they were made for. */
export const requestKey = ({ q, category, page }: SearchRequest): string => `${category ?? ''}/${page}?${q}`;

/** The category a page is not of (its first page gives the other tab's count). */
export const otherCategory = (category: SearchCategory): SearchCategory => (category === 'events' ? 'others' : 'events');

/** One category's page and the other's first page as the search page shows them. */
export const withOtherCategory = (category: SearchCategory, mine: SearchPage, theirs: SearchPage): SearchOverview => ({
  query: mine.query,
  suggestion: mine.suggestion ?? theirs.suggestion,
  events: category === 'events' ? mine : theirs,
  others: category === 'others' ? mine : theirs,
});

/** What the search page shows (also inlined by the shell): both categories' hits, or null without a query. */
export interface SearchRouteData {
  /** The request the results belong to (search-address.ts requestKey). */
  key: string;
  results: SearchOverview | null;
}

/** SPEC §8 "Autocomplete failure: silent, reported": no suggestions instead of an error. */
export async function getSuggestions(lang: Lang, text: string, report: (error: unknown) => void = () => undefined): Promise<string[]> {
  const query = searchText(text).toLowerCase();
  if (!query) return [];
  try {
    return (await call(endpoints.searchAutocomplete, { query: { query, lang } })).data;
  } catch (error) {
    report(error);
    return [];
  }
}

/** The first page of both categories (a submitted search; the server counts it). */
export function getSearchOverview(lang: Lang, text: string): Promise<SearchOverview> {
  return call(endpoints.search, { query: { query: searchText(text), lang } });
}

export function getSearchPage(lang: Lang, category: SearchCategory, text: string, page: number): Promise<SearchPage> {
  return call(category === 'events' ? endpoints.searchEvents : endpoints.searchOthers, { query: { query: searchText(text), page, lang } });
}

/**
 * Both categories for the search page: the overview without a category; with one, its page and the
 * other's first page (for the other tab's count).
 */
export async function getSearchResults(lang: Lang, text: string, category: SearchCategory | null, page: number): Promise<SearchOverview> {
  if (!category) return getSearchOverview(lang, text);
  const [mine, theirs] = await Promise.all([getSearchPage(lang, category, text, page), getSearchPage(lang, otherCategory(category), text, 1)]);
  return withOtherCategory(category, mine, theirs);
}
