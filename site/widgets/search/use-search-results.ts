/**
 * The search page's results for the address it shows: what the server inlined when it was made for
 * this very request, else fetched; a newer request replaces an older one's answer. A search without
 * text has no results and makes no call (SPEC §5: the search page is reached only with q).
 */
import { useEffect, useState } from 'react';
import { ERROR_MESSAGES, toApiError } from '../../../common/api/client';
import type { SearchOverview } from '../../../common/api/search';
import { getSearchResults, type SearchRouteData } from '../../../common/api/search-calls';
import type { Lang } from '../../../common/routes';
import { pageError } from '../../stores/site-data';
import { requestKey, type SearchRequest } from '../../../common/api/search-calls';

export interface SearchState {
  results: SearchOverview | null;
  loading: boolean;
}

export function useSearchResults(lang: Lang, request: SearchRequest | null, inlined: unknown): SearchState {
  const key = request ? requestKey(request) : null;
  const seed = inlined as SearchRouteData | null;
  const [state, setState] = useState<{ key: string | null; results: SearchOverview | null }>(() =>
    seed && seed.key === key ? { key, results: seed.results } : { key: null, results: null },
  );

  useEffect(() => {
    if (!request || key === state.key) return;
    if (!request.q) {
      setState({ key, results: null });
      return;
    }
    let current = true;
    getSearchResults(lang, request.q, request.category, request.page).then(
      (results) => {
        if (current) setState({ key, results });
      },
      (cause: unknown) => {
        if (!current) return;
        const error = toApiError(cause);
        pageError.value = error.statusCode === 404 ? { statusCode: 404, message: ERROR_MESSAGES.notFound } : error;
      },
    );
    return () => {
      current = false;
    };
    // The key stands for the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang, key]);

  return { results: state.key === key ? state.results : null, loading: state.key !== key };
}
