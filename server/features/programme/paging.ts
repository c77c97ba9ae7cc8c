/** Page arithmetic of the paginated lists (SPEC §3 "Paginated list": next and previous are page numbers). */
import { PROGRAMME_PAGE_SIZE } from '../../../common/api/programme';
import type { Paginated } from '../../../common/api/types';

export interface PageRequest {
  page: number;
  size: number;
}

export const pageRequest = (query: { page?: number; page_size?: number }): PageRequest => ({
  page: query.page ?? 1,
  size: query.page_size ?? PROGRAMME_PAGE_SIZE,
});

export const offsetOf = ({ page, size }: PageRequest) => (page - 1) * size;

/**
 * A page past the end is an empty page, not an error: infinite scroll stops at `next: null` anyway.
 * Its `previous` is the last page that has results (null when none has), never the page before a
 * made-up one (`?page=9999` of a 10-result list answered `previous: 9998`).
 */
export function paginated<T>(results: T[], count: number, { page, size }: PageRequest): Paginated<T> {
  const lastPage = Math.ceil(count / size);
  return { count, next: page < lastPage ? page + 1 : null, previous: page > 1 && lastPage > 0 ? Math.min(page - 1, lastPage) : null, results };
}
