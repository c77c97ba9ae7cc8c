/**
 * The search page (SPEC §2 /{lang}/search/{category?}/{page?}?q=; issue #5 point 4): the page variant
 * of the search form, then the results for the address. An unknown category or page is a 404.
 */
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { ERROR_MESSAGES } from '../../common/api/client';
import { pageError } from '../stores/site-data';
import { searchRequestOf } from '../../common/api/search-calls';
import { SearchForm } from '../widgets/search/search-form';
import { SearchResults } from '../widgets/search/search-results';
import { SearchSkeleton } from '../widgets/search/search-skeleton';
import { searchTitle, tSearch } from '../widgets/search/strings';
import { useDocumentTitle } from '../router/document-state';
import { useSearchResults } from '../widgets/search/use-search-results';
import { page as pageClass, title } from '../widgets/programme/styles';
import type { PageProps } from './page-props';

export default function SearchPage({ lang, params, data, path }: PageProps<'search'>) {
  const search = useSearch();
  const request = useMemo(() => searchRequestOf(params, search), [params, search]);
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
