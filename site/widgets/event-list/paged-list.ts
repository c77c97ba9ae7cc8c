/**
 * A list that pages forward (SPEC §4 "Event list"): a request for a page at or below the current one
 * is ignored unless a reset is asked for; a reset clears the list; results are appended; the loading
 * flag is true until the first page arrived. Answers of an older query are dropped, so a filter change
 * during a fetch never mixes two selections. Written for events; productions page the same way.
 */
import { batch, signal, type Signal } from '@preact/signals-react';
import { toApiError } from '../../../common/api/client';
import type { ApiError, Paginated } from '../../../common/api/types';

/**
 * The address of `page` of a list at `path`, which the server answers with pages 1..page: the link
 * 'Weitere … laden' follows without JavaScript. The page comes first: the app writes the filters
 * (`query`) after every other parameter, so the address it keeps stays as it is.
 */
export const pageHref = (path: string, page: number, query = ''): string => `${path}?page=${page}${query ? `&${query}` : ''}`;

export type PageFetcher<T> = (query: string, page: number) => Promise<Paginated<T>>;

export interface PagedList<T> {
  readonly items: Signal<T[]>;
  /** The last page appended; 0 before the first. */
  readonly page: Signal<number>;
  readonly count: Signal<number>;
  readonly hasNext: Signal<boolean>;
  /** True until the first page of the current query arrived, and while a further page loads. */
  readonly loading: Signal<boolean>;
  readonly error: Signal<ApiError | null>;
  /** The query the items belong to. */
  readonly query: Signal<string | null>;
  /** Loads `page` of `query`; `reset` starts over (a new query always does). Resolves when settled. */
  load(query: string, page: number, options?: { reset?: boolean }): Promise<void>;
  /** The next page of the current query (SPEC §4: next page is page plus one). */
  loadNext(): Promise<void>;
  /**
   * Takes what the server inlined, so it is not fetched again: the first page, or pages 1..N of a
   * `?page=N` address, whose `next` names the page after them.
   */
  seed(query: string, first: Paginated<T>): void;
}

export function createPagedList<T>(fetchPage: PageFetcher<T>): PagedList<T> {
  const items = signal<T[]>([]);
  const page = signal(0);
  const count = signal(0);
  const hasNext = signal(false);
  const loading = signal(true);
  const error = signal<ApiError | null>(null);
  const query = signal<string | null>(null);
  /** The page being fetched, so a second request for it is ignored too. */
  let pending = 0;
  let generation = 0;

  const append = (forQuery: string, result: Paginated<T>, number: number, replace: boolean) => {
    batch(() => {
      query.value = forQuery;
      items.value = replace ? result.results : [...items.peek(), ...result.results];
      page.value = number;
      count.value = result.count;
      hasNext.value = result.next !== null;
      loading.value = false;
      error.value = null;
    });
  };

  const list: PagedList<T> = {
    items,
    page,
    count,
    hasNext,
    loading,
    error,
    query,
    async load(forQuery, number, { reset = false } = {}) {
      const fresh = reset || forQuery !== query.peek();
      if (!fresh && (number <= page.peek() || number <= pending)) return;
      const current = fresh ? ++generation : generation;
      if (fresh) {
        batch(() => {
          query.value = forQuery;
          items.value = [];
          page.value = 0;
          count.value = 0;
          hasNext.value = false;
          error.value = null;
        });
      }
      pending = number;
      loading.value = true;
      try {
        const result = await fetchPage(forQuery, number);
        if (current === generation) append(forQuery, result, number, fresh);
      } catch (cause) {
        if (current === generation) {
          batch(() => {
            error.value = toApiError(cause);
            loading.value = false;
          });
        }
      } finally {
        if (current === generation) pending = 0;
      }
    },
    loadNext() {
      const forQuery = query.peek();
      if (forQuery === null || !hasNext.peek() || loading.peek()) return Promise.resolve();
      return list.load(forQuery, page.peek() + 1);
    },
    seed(forQuery, first) {
      generation += 1;
      pending = 0;
      append(forQuery, first, first.next !== null ? first.next - 1 : 1, true);
    },
  };
  return list;
}
