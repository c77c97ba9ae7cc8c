/**
 * The search page (SPEC §2 /{lang}/search/{category?}/{page?}?q=): the page variant
 * of the search form, then the results for the address. An unknown category or page is a 404.
 */
import { useEffect } from 'react';
import { ERROR_MESSAGES } from '../../common/api/client';
import { pageError } from '../stores/site-data';
import { requestKey, searchRequestOf } from '../../common/api/search-calls';
import { useSearchAs } from '../render/memo-part';
import { SearchForm } from '../widgets/search/search-form';
import { SearchResults } from '../widgets/search/search-results';
import { SearchSkeleton } from '../widgets/search/search-skeleton';
import { searchTitle, tSearch } from '../widgets/search/strings';
import { useDocumentTitle } from '../router/document-state';
import { useSearchResults } from '../widgets/search/use-search-results';
import { page as pageClass, title } from '../widgets/programme/styles';
import type { PageProps } from './page-props';

export default function SearchPage({ lang, params, data, path }: PageProps<'search'>) {
  // What the page shows depends on the request alone: the server reuses its drawing for another `?utm_source=`.
  const request = useSearchAs((search) => searchRequestOf(params, search), (made) => (made ? requestKey(made) : '404'), params);
  const { results, loading } = useSearchResults(lang, request, data);
  useEffect(() => {
    if (!request) pageError.value = { statusCode: 404, message: ERROR_MESSAGES.pageNotFound };
  }, [request]);
  const text = tSearch(lang);
  useDocumentTitle(path, request ? searchTitle(lang, request.q) : null);
  if (!request) return null;

  return (
    <section className={pageClass} aria-labelledby="search-title">
      <h1 id="search-title" className={title}>
        {searchTitle(lang, request.q)}
      </h1>
      <SearchForm lang={lang} initialText={request.q} />
      {!request.q ? <p>{text.start()}</p> : loading || !results ? <SearchSkeleton lang={lang} /> : <SearchResults lang={lang} request={request} results={results} />}
    </section>
  );
}
