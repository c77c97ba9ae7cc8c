/**
 * A collection's list: search, filters, sortable columns, paging; rows open the
 * form. A collection with an order field (navigation) is reordered here while sorted by it: rows are
 * dragged, or moved by their up/down buttons from the keyboard, and the new order is written at once.
 */
import { formatStoredDate } from '../../common/format/berlin-display';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE_DEFAULT, type AdminList } from '../../common/api/admin';
import type { CollectionDeclaration, CollectionField } from '../../common/collections/define';
import { optionLabel } from '../../common/modules/define';
import { VISUALLY_HIDDEN_CLASS } from '../../common/styles/class-names';
import type { Lang } from '../../common/routes';
import { loadList, updateItem } from './api';
import { ListFilters } from './list-filters';
import { moved, positionWrites } from './reorder';
import { HUB_ROOT, navigate } from './address';
import { tHub } from './strings';

/** Only administrators on the accounts list see it: loaded there. */
const SignInLocks = lazy(async () => ({ default: (await import('./sign-in-locks')).SignInLocks }));

/** A code of a choice field reads as its option's name (editors never read codes), a time as Berlin's, a text in the hub's language. */
const shownIn = (field: CollectionField | undefined, lang: Lang, value: unknown): string =>
  field?.kind === 'choice' ? optionLabel(field, value, lang) : field?.kind === 'date' ? formatStoredDate(value, lang) : shown(value, lang);

const shown = (value: unknown, lang: Lang): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '✓' : '–';
  if (typeof value !== 'object') return String(value);
  const texts = value as Partial<Record<Lang, unknown>>;
  return String(texts[lang] || texts.de || '');
};

export function ListView({ collection, lang }: { collection: CollectionDeclaration; lang: Lang }) {
  const s = tHub(lang);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field: string; dir: 'asc' | 'desc' }>(collection.defaultSort);
  const [list, setList] = useState<AdminList | null>(null);
  const [error, setError] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [announce, setAnnounce] = useState('');
  const [reloads, setReloads] = useState(0);
  const dragged = useRef<number | null>(null);
  const base = `${HUB_ROOT}/${collection.path}/`;

  useEffect(() => {
    if (collection.singleton) return navigate(`${base}1/`);
    const params: Record<string, string> = { page: String(page), page_size: String(PAGE_SIZE_DEFAULT), sort: sort.field, dir: sort.dir, lang };
    if (q.trim()) params.q = q.trim();
    for (const [name, value] of Object.entries(filters)) if (value) params[name] = value;
    loadList(collection.slug, params).then(setList, (e: Error) => setError(s.failed({ message: e.message })));
  }, [collection.slug, q, page, sort.field, sort.dir, JSON.stringify(filters), reloads]);

  const orderField = collection.orderField;
  const reorderable = Boolean(orderField && list && sort.field === orderField && sort.dir === 'asc' && !q.trim());
  const move = async (from: number, to: number, focusDir?: 'up' | 'down') => {
    if (!list || !orderField || to < 0 || to >= list.results.length || from === to) return;
    const rows = moved(list.results, from, to);
    const row = list.results[from]!;
    setList({ ...list, results: rows });
    try {
      for (const [id, position] of positionWrites(rows, orderField, (list.page - 1) * list.page_size)) await updateItem(collection.slug, id, { [orderField]: position });
      setAnnounce(s.moved({ title: row.title, position: to + 1 }));
    } catch (e) {
      setError(s.failed({ message: (e as Error).message }));
    }
    setReloads((n) => n + 1);
    // The keyboard stays on the moved row; at an end its other button (the pressed one is disabled there).
    if (focusDir) requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-row="${row.id}"] [data-move="${focusDir}"]:not(:disabled), [data-row="${row.id}"] [data-move]:not(:disabled)`)?.focus());
  };

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
      <ListFilters collection={collection} lang={lang} values={filters} onChange={(name, value) => (setFilters((f) => ({ ...f, [name]: value })), setPage(1))} />
      {reorderable && <p>{s.reorderHint()}</p>}
      <p role="status" className={VISUALLY_HIDDEN_CLASS}>
        {announce}
      </p>
      {error && <p role="alert">{error}</p>}
      {list && list.results.length === 0 && <p>{s.empty()}</p>}
      {list && list.results.length > 0 && (
        <table>
          <thead>
            <tr>
              {reorderable && <td />}
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
            {list.results.map((row, index) => (
              <tr
                key={row.id}
                data-row={row.id}
                draggable={reorderable}
                onDragStart={(e) => ((dragged.current = index), e.dataTransfer.setData('text/plain', String(row.id)))}
                onDragOver={(e) => reorderable && e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged.current !== null) void move(dragged.current, index);
                  dragged.current = null;
                }}
              >
                {reorderable && (
                  <td>
                    <span aria-hidden="true" title={s.dragHandle({ title: row.title })}>
                      ⠿
                    </span>{' '}
                    <button type="button" data-move="up" disabled={index === 0} aria-label={s.moveUp({ title: row.title })} onClick={() => void move(index, index - 1, 'up')}>
                      ↑
                    </button>
                    <button type="button" data-move="down" disabled={index === list.results.length - 1} aria-label={s.moveDown({ title: row.title })} onClick={() => void move(index, index + 1, 'down')}>
                      ↓
                    </button>
                  </td>
                )}
                {collection.listColumns.map((name, i) => (
                  <td key={name}>
                    {i === 0 ? (
                      <a href={`${base}${row.id}/`} onClick={open(`${base}${row.id}/`)}>
                        {/* A menu entry may take its words from its page (no label of its own): the link still needs a name. */}
                        {shownIn(collection.fields[name], lang, row.values[name]) || row.title || `#${row.id}`}
                      </a>
                    ) : (
                      shownIn(collection.fields[name], lang, row.values[name])
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
      {collection.slug === 'user' && (
        <Suspense fallback={null}>
          <SignInLocks lang={lang} />
        </Suspense>
      )}
    </section>
  );
}
