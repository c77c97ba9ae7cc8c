/**
 * The results of one search: the category tabs with counts, then either both
 * categories' first hits (all) or one category's page with paging; the no-results message when
 * nothing matches, and the no-upcoming-events message when no event hit lies ahead (SPEC §8); above
 * them 'Meinten Sie …?' with a link to the corrected search when the typed words found nothing
 *.
 */
import { css } from 'goober';
import type { SearchCategory, SearchOverview } from '../../../common/api/search';
import type { Lang } from '../../../common/routes';
import { colors, fonts } from '../../../common/theme';
import { textLink } from '../../../common/modules/shared/styles';
import { HitList, hasUpcoming } from './hit-list';
import { Pager } from './pager';
import type { SearchRequest } from '../../../common/api/search-calls';
import { searchPath } from './search-address';
import { SearchTabs } from './search-tabs';
import { tSearch } from './strings';

interface SearchResultsProps {
  lang: Lang;
  request: SearchRequest;
  results: SearchOverview;
}

export function SearchResults({ lang, request, results }: SearchResultsProps) {
  const text = tSearch(lang);
  const { q, category, page } = request;
  if (results.events.count + results.others.count === 0) {
    return (
      <div className={notice} role="status">
        <p className={noticeTitle}>{text.noResultsTitle({ query: q })}</p>
        <p>{text.noResultsText()}</p>
      </div>
    );
  }
  const names: Record<SearchCategory, string> = { events: text.events(), others: text.others() };
  // Server-drawn like the hits: the suggestion is plain text, rendered as text.
  const didYouMean = results.suggestion ? (
    <p className={hint}>
      {text.didYouMean()}{' '}
      <a href={searchPath(lang, results.suggestion, category)} className={textLink}>
        {results.suggestion}
      </a>
      ?
    </p>
  ) : null;
  const noUpcoming = page === 1 && !hasUpcoming(results.events.results) ? <p className={notice}>{text.noUpcomingEvents()}</p> : null;

  if (category) {
    const hits = results[category];
    return (
      <>
        {didYouMean}
        <SearchTabs lang={lang} q={q} current={category} results={results} />
        <section aria-label={names[category]} className={section}>
          {category === 'events' ? noUpcoming : null}
          {hits.results.length ? <HitList hits={hits.results} lang={lang} /> : <p className={notice}>{text.noResultsTitle({ query: q })}</p>}
          <Pager lang={lang} q={q} category={category} page={page} count={hits.count} />
        </section>
      </>
    );
  }

  return (
    <>
      {didYouMean}
      <SearchTabs lang={lang} q={q} current={null} results={results} />
      {(['events', 'others'] as const).map((each) => {
        const hits = results[each];
        if (each === 'others' && hits.count === 0) return null;
        return (
          <section key={each} aria-labelledby={`search-${each}`} className={section}>
            <h2 id={`search-${each}`} className={heading}>
              {text.tabCount({ name: names[each], count: hits.count })}
            </h2>
            {each === 'events' ? noUpcoming : null}
            {hits.results.length ? <HitList hits={hits.results} lang={lang} /> : null}
            {hits.count > hits.results.length ? (
              <a href={searchPath(lang, q, each)} className={textLink}>
                {text.showAll({ count: hits.count, name: names[each] })}
              </a>
            ) : null}
          </section>
        );
      })}
    </>
  );
}

const section = css`
  display: grid;
  gap: 1rem;
  justify-items: start;
  & > ol {
    width: 100%;
  }
`;

const heading = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: clamp(1.5rem, 3vw, 2rem);
`;

const notice = css`
  margin: 0;
  padding: 1rem 1.25rem;
  background: ${colors.surface};
  & > p {
    margin: 0.25rem 0;
  }
`;

const hint = css`
  margin: 0;
  font-size: 1.125rem;
`;

const noticeTitle = css`
  font-weight: 700;
`;
