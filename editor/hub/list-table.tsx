import { useRef, type MouseEvent } from 'react';
import type { AdminList } from '../../common/api/admin';
import type { CollectionDeclaration, CollectionField } from '../../common/collections/define';
import { formatStoredDate } from '../../common/format/berlin-display';
import { optionLabel } from '../../common/modules/define';
import type { Lang } from '../../common/routes';
import { tHub } from './strings';
import type { ListSort } from './use-list-data';

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

interface ListTableProps {
  collection: CollectionDeclaration;
  lang: Lang;
  list: AdminList;
  sort: ListSort;
  sortBy(field: string): void;
  reorderable: boolean;
  move(from: number, to: number, focusDir?: 'up' | 'down'): Promise<void>;
  base: string;
  open(href: string): (event: MouseEvent) => void;
}

/** The rows of one page: sortable column heads, the first column links to the form, the move buttons while reorderable. */
export function ListTable({ collection, lang, list, sort, sortBy, reorderable, move, base, open }: ListTableProps) {
  const s = tHub(lang);
  const dragged = useRef<number | null>(null);
  return (
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
  );
}
