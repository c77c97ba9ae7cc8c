import { useEffect, useState } from 'react';
import { PAGE_SIZE_DEFAULT, type AdminList } from '../../common/api/admin';
import type { CollectionDeclaration } from '../../common/collections/define';
import type { Lang } from '../../common/routes';
import { loadList, updateItem } from './api';
import { moved, positionWrites } from './reorder';
import { HUB_ROOT, navigate } from './address';
import { tHub } from './strings';

export type ListSort = { field: string; dir: 'asc' | 'desc' };

/**
 * A collection's list as the hub shows it (editor/hub/list-view.tsx): the page of rows for the search,
 * filters and sort, and reordering by the order field, written at once and announced.
 */
export function useListData(collection: CollectionDeclaration, lang: Lang) {
  const s = tHub(lang);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ListSort>(collection.defaultSort);
  const [list, setList] = useState<AdminList | null>(null);
  const [error, setError] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [announce, setAnnounce] = useState('');
  const [reloads, setReloads] = useState(0);
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
  const sortBy = (field: string) => setSort((cur) => ({ field, dir: cur.field === field && cur.dir === 'asc' ? 'desc' : 'asc' }));

  return { base, q, setQ, page, setPage, sort, sortBy, list, error, filters, setFilters, announce, reorderable, move };
}
