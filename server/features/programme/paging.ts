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

/** A page past the end is an empty page, not an error: infinite scroll stops at `next: null` anyway. */
export function paginated<T>(results: T[], count: number, { page, size }: PageRequest): Paginated<T> {
  return { count, next: page * size < count ? page + 1 : null, previous: page > 1 ? page - 1 : null, results };
}
