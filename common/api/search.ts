/**
 * API shapes of the site search (SPEC §7 search calls). Every text that may
 * carry HTML (`query`, `snippet`) is escaped by the server, with only `<mark>` added around hits,
 * so clients may render it as HTML; `title` is plain text.
 */
import type { AccessFeatureItem, EventStatus } from './access';
import type { ImageObj } from './media';
import type { Paginated } from './types';

/** Hits per page of the search results (events and others each). */
export const SEARCH_PAGE_SIZE = 10;
/** Suggestions the autocomplete gives at most. */
export const AUTOCOMPLETE_LIMIT = 8;
/** A query is 1 to this many characters after trimming (over-long queries are refused). */
export const SEARCH_QUERY_MAX = 100;

/** The two result categories of the search page (/{lang}/search/{category}). */
export const SEARCH_CATEGORIES = ['events', 'others'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export type SearchHitKind = 'event' | 'production' | 'person' | 'article' | 'page';

export interface SearchHit {
  kind: SearchHitKind;
  id: number;
  title: string;
  /** Escaped HTML: a passage of the text with the matched words in `<mark>`. */
  snippet: string;
  url: string;
  image: ImageObj | null;
  /** Events only: the start instant. */
  starts_at: string | null;
  /** Events only: their access features and state. */
  access?: AccessFeatureItem[];
  status?: EventStatus;
}

/** One page of one category's hits. */
export interface SearchHits extends Paginated<SearchHit> {
  /**
   * 'Meinten Sie …?': plain text, the query with its typos corrected from the
   * index's own words, when the typed words found nothing and the corrected ones found these hits.
   */
  suggestion: string | null;
}

/** GET /api/search/events/ and /api/search/others/: one page of one category. */
export interface SearchPage extends SearchHits {
  /** The query as understood, HTML-escaped. */
  query: string;
}

/** GET /api/search/: the first page of both categories; `suggestion` is the first of theirs. */
export interface SearchOverview {
  query: string;
  suggestion: string | null;
  events: SearchHits;
  others: SearchHits;
}

/** GET /api/search/autocomplete/: SPEC §7 "response data is the suggestion list" (plain-text titles). */
export interface AutocompleteResponse {
  data: string[];
}
