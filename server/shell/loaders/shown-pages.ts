/**
 * `?page=N` of a list page: 'Weitere … laden' is a link the server answers, so a
 * visitor without JavaScript reaches every event and article. The server renders the first N pages
 * as one list, the list the app would show after N-1 loads, and its next link asks for N+1.
 */
import type { Paginated } from '../../../common/api/types';

/** The most pages one answer renders (a made-up ?page=9999 costs no more than this). */
export const MAX_SHOWN_PAGES = 20;

const PAGE = /^[1-9][0-9]{0,8}$/;

/** How many pages the address asks for: 1 without `page`, null for a value that is no page number (SPEC §5: 400). */
export function shownPages(query: URLSearchParams): number | null {
  const value = query.get('page');
  if (value === null || value === '') return 1;
  return PAGE.test(value) ? Math.min(Number(value), MAX_SHOWN_PAGES) : null;
}

/**
 * Pages 1..`pages` of `size` fetched as one page of `pages * size`, answered as page `pages`: its
 * `next` is the page after them, as the app's paged list reads it (paged-list.ts `seed`).
 */
export function asShownPages<T>(answer: Paginated<T>, pages: number, size: number): Paginated<T> {
  return { ...answer, next: pages * size < answer.count ? pages + 1 : null, previous: pages > 1 ? pages - 1 : null };
}
