/**
 * A collection's list: search, filters, sortable columns, paging; rows open the
 * form. A collection with an order field (navigation) is reordered here while sorted by it: rows are
 * dragged, or moved by their up/down buttons from the keyboard, and the new order is written at once.
 */
import { Suspense, lazy } from 'react';
import type { CollectionDeclaration } from '../../common/collections/define';
import { VISUALLY_HIDDEN_CLASS } from '../../common/styles/class-names';
import type { Lang } from '../../common/routes';
import { navigate } from './address';
import { ListFilters } from './list-filters';
import { ListTable } from './list-table';
import { tHub } from './strings';
import { useListData } from './use-list-data';

/** Only administrators on the accounts list see it: loaded there. */
const SignInLocks = lazy(async () => ({ default: (await import('./sign-in-locks')).SignInLocks }));

export function ListView({ collection, lang }: { collection: CollectionDeclaration; lang: Lang }) {
  const s = tHub(lang);
  const { base, q, setQ, page, setPage, sort, sortBy, list, error, filters, setFilters, announce, reorderable, move } = useListData(collection, lang);

  const pageOf = list && s.pageOf({ page, pages: Math.max(1, Math.ceil(list.count / list.page_size)), count: list.count });
  const open = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(href);
  };

  return (
    <section aria-labelledby="hub-list-title">
      <h1 id="hub-list-title">{collection.label.plural[lang]}</h1>
      <p>
        <a href={`${base}new/`} onClick={open(`${base}new/`)}>
          {s.newItem()}
        </a>
      </p>
      {collection.searchFields.length > 0 && (
        <p role="search">
          <label htmlFor="hub-list-search">{s.searchLabel({ name: collection.label.plural[lang] })}</label>{' '}
          <input id="hub-list-search" type="search" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} />
        </p>
      )}
      <ListFilters collection={collection} lang={lang} values={filters} onChange={(name, value) => (setFilters((f) => ({ ...f, [name]: value })), setPage(1))} />
      {reorderable && <p>{s.reorderHint()}</p>}
      <p role="status" className={VISUALLY_HIDDEN_CLASS}>
        {announce}
      </p>
      {error && <p role="alert">{error}</p>}
      {list && list.results.length === 0 && <p>{s.empty()}</p>}
      {list && list.results.length > 0 && (
        <ListTable collection={collection} lang={lang} list={list} sort={sort} sortBy={sortBy} reorderable={reorderable} move={move} base={base} open={open} />
      )}
      {list && (
        <nav aria-label={pageOf!}>
          <button type="button" disabled={!list.previous} onClick={() => setPage((p) => p - 1)}>
            {s.previous()}
          </button>{' '}
          <span>{pageOf}</span>{' '}
          <button type="button" disabled={!list.next} onClick={() => setPage((p) => p + 1)}>
            {s.next()}
          </button>
        </nav>
      )}
      {collection.slug === 'user' && (
        <Suspense fallback={null}>
          <SignInLocks lang={lang} />
        </Suspense>
      )}
    </section>
  );
}
