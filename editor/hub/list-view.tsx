/** A collection's list (issue #12 point 2): search, sortable columns, paging; rows open the form. */
import { useEffect, useState } from 'react';
import { PAGE_SIZE_DEFAULT, type AdminList } from '../../common/api/admin';
import type { CollectionDeclaration } from '../../common/collections/define';
import type { Lang } from '../../common/routes';
import { loadList } from './api';
import { HUB_ROOT, navigate } from './address';
import { tHub } from './strings';

const shown = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? '✓' : '–') : typeof value === 'object' ? String((value as { de?: unknown }).de ?? '') : String(value));

export function ListView({ collection, lang }: { collection: CollectionDeclaration; lang: Lang }) {
  const s = tHub(lang);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field: string; dir: 'asc' | 'desc' }>(collection.defaultSort);
  const [list, setList] = useState<AdminList | null>(null);
  const [error, setError] = useState('');
  const base = `${HUB_ROOT}/${collection.path}/`;

  useEffect(() => {
    if (collection.singleton) return navigate(`${base}1/`);
    const params: Record<string, string> = { page: String(page), page_size: String(PAGE_SIZE_DEFAULT), sort: sort.field, dir: sort.dir, lang };
    if (q.trim()) params.q = q.trim();
    loadList(collection.slug, params).then(setList, (e: Error) => setError(s.failed({ message: e.message })));
  }, [collection.slug, q, page, sort.field, sort.dir]);

  const pages = list ? Math.max(1, Math.ceil(list.count / list.page_size)) : 1;
  const open = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(href);
  };
  const sortBy = (field: string) => setSort((cur) => ({ field, dir: cur.field === field && cur.dir === 'asc' ? 'desc' : 'asc' }));

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
      {error && <p role="alert">{error}</p>}
      {list && list.results.length === 0 && <p>{s.empty()}</p>}
      {list && list.results.length > 0 && (
        <table>
          <thead>
            <tr>
              {collection.listColumns.map((name) => {
                const label = collection.fields[name]?.label[lang] ?? name;
                const sortable = collection.sortFields.includes(name);
                const current = sort.field === name ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <th key={name} scope="col" aria-sort={current}>
                    {sortable ? (
                      <button type="button" onClick={() => sortBy(name)}>
                        {label}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {list.results.map((row) => (
              <tr key={row.id}>
                {collection.listColumns.map((name, i) => (
                  <td key={name}>
                    {i === 0 ? (
                      <a href={`${base}${row.id}/`} onClick={open(`${base}${row.id}/`)}>
                        {shown(row.values[name]) || row.title}
                      </a>
                    ) : (
                      shown(row.values[name])
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list && (
        <nav aria-label={s.pageOf({ page, pages, count: list.count })}>
          <button type="button" disabled={!list.previous} onClick={() => setPage((p) => p - 1)}>
            {s.previous()}
          </button>{' '}
          <span>{s.pageOf({ page, pages, count: list.count })}</span>{' '}
          <button type="button" disabled={!list.next} onClick={() => setPage((p) => p + 1)}>
            {s.next()}
          </button>
        </nav>
      )}
    </section>
  );
}
