/**
 * The productions list (SPEC §2 /de/produktionen): the CMS page's sections, then the
 * season, type and tag filters and the productions, paging forward (SPEC §4: results appended).
 * The filters live in the address, so a shared link shows the same selection.
 */
import { css } from 'goober';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getProductions, getProductionsPage } from '../../common/api/programme-client';
import type { ProductionListItem } from '../../common/api/programme';
import { button } from '../../common/modules/shared/styles';
import { inPlace } from '../router/in-place';
import { createPagedList, pageHref } from '../widgets/event-list/paged-list';
import { CardsSkeleton } from '../widgets/programme/detail-skeleton';
import { ProductionCards } from '../widgets/programme/production-cards';
import { ProductionFilters, filtersFromSearch, searchOf, type ProductionFilterValues } from '../widgets/programme/production-filters';
import { tProgramme } from '../widgets/programme/strings';
import { page as pageClass } from '../widgets/programme/styles';
import { useRouteData } from '../widgets/programme/use-route-data';
import CmsPage from './cms-page';
import type { PageProps } from './page-props';

const empty = css`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  padding: 2rem 0;
`;

export default function ProductionsPage(props: PageProps<'productions'>) {
  const { lang, data } = props;
  const text = tProgramme(lang);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const values = useMemo(() => filtersFromSearch(search), [search]);
  const query = searchOf(values);
  const options = useRouteData(data, () => getProductionsPage(lang, values));
  const [list] = useState(() => {
    const created = createPagedList<ProductionListItem>((forQuery, number) => getProductions(lang, Object.fromEntries(new URLSearchParams(forQuery)), number));
    // The inlined first page paints at once, without a frame of skeleton.
    if (options) created.seed(query, options.productions);
    return created;
  });
  const [fetchedFor] = useState(query);

  useEffect(() => {
    if (!options) return;
    // A page fetched after client navigation belongs to the filters of its address at that time.
    if (list.query.peek() === null && query === fetchedFor) list.seed(query, options.productions);
    else if (list.query.peek() !== query) void list.load(query, 1, { reset: true });
  }, [options, query, list, fetchedFor]);

  const choose = (next: ProductionFilterValues) => {
    const nextSearch = searchOf(next);
    navigate(nextSearch ? `${location}?${nextSearch}` : location, { replace: true });
  };

  return (
    <>
      <CmsPage {...props} />
      <section className={pageClass} aria-label={text.productions()}>
        {options ? (
          <ProductionFilters options={{ season: options.seasons, exhibition_type: options.types, tag: options.tags }} values={values} onChange={choose} lang={lang} action={location} />
        ) : null}
        {!options || (list.loading.value && list.items.value.length === 0) ? (
          <CardsSkeleton lang={lang} />
        ) : list.items.value.length === 0 ? (
          <div className={empty} role="status">
            <strong>{text.emptyTitle()}</strong>
            <p style={{ margin: 0 }}>{text.emptyText()}</p>
            {/* A link, so it works without the code too: the list unfiltered. */}
            <a href={location} className={button} onClick={inPlace(() => choose({}))}>
              {text.resetFilters()}
            </a>
          </div>
        ) : (
          <ProductionCards productions={list.items.value} lang={lang} />
        )}
        {list.hasNext.value ? (
          <a
            href={pageHref(location, list.page.value + 1, query)}
            className={button}
            onClick={inPlace(() => void list.loadNext())}
            aria-disabled={list.loading.value || undefined}
            data-load-more=""
            style={{ justifySelf: 'center' }}
          >
            {text.more()}
          </a>
        ) : null}
      </section>
    </>
  );
}
