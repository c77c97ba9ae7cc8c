/**
 * A relation field's widget (issue #12 point 2, "relation pickers instead of raw id inputs"): an ARIA
 * combobox that searches the linked collection's list as the editor types (its declared search
 * fields) and stores the chosen item's id; a list relation keeps the chosen items as removable chips.
 * The field's label (form generator) points at the combobox's input.
 */
import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import type { AdminListItem } from '../../common/api/admin';
import type { CollectionDeclaration } from '../../common/collections/define';
import { VISUALLY_HIDDEN_CLASS } from '../../common/styles/class-names';
import type { WidgetProps } from '../forms/types';
import { control } from '../forms/widgets/styles';
import { loadItem, loadList } from './api';
import { tHub } from './strings';

/** Enough to choose from while typing; more is what the search is for. */
const SUGGESTIONS = 8;
/** Waits this long after the last key before asking, so typing a word costs one request, not one per letter. */
const TYPING_PAUSE_MS = 200;

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : typeof value === 'number' ? [value] : []);

/** Titles of the chosen ids, loaded once per id; `remember` keeps one already known from the suggestions. */
function useTitles(target: string, ids: number[]): [Map<number, string>, (item: AdminListItem) => void] {
  const [titles, setTitles] = useState(() => new Map<number, string>());
  useEffect(() => {
    for (const id of ids.filter((i) => !titles.has(i))) {
      loadItem(target, id).then(
        (item) => setTitles((current) => new Map(current).set(id, item.title)),
        () => setTitles((current) => new Map(current).set(id, `#${id}`)),
      );
    }
  }, [target, ids.join(',')]);
  return [titles, (item) => setTitles((current) => new Map(current).set(item.id, item.title))];
}

export function RelationPicker(p: WidgetProps & { target: string; many: boolean }) {
  const s = tHub(p.lang);
  const chosen = idsOf(p.value);
  const [titles, remember] = useTitles(p.target, chosen);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<AdminListItem[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const listId = `${p.id}-options`;

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      const params: Record<string, string> = { page_size: String(SUGGESTIONS), lang: p.lang };
      if (query.trim()) params.q = query.trim();
      loadList(p.target, params).then(
        (list) => {
          const found = list.results.filter((r) => !chosen.includes(r.id));
          setOptions(found);
          setActive(found.length ? 0 : -1);
          setStatus(found.length ? s.suggestions({ count: found.length }) : s.noMatch());
        },
        (error: Error) => setStatus(s.failed({ message: error.message })),
      );
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [open, query, p.target]);

  const choose = (item: AdminListItem) => {
    remember(item);
    p.onChange(p.many ? [...chosen, item.id] : item.id);
    setQuery('');
    setOpen(false);
    input.current?.focus();
  };
  const remove = (id: number) => p.onChange(p.many ? chosen.filter((c) => c !== id) : null);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : -1));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={root} data-relation={p.target}>
      {chosen.length > 0 && (
        <ul className={chips} aria-label={s.chosen()}>
          {chosen.map((id) => (
            <li key={id} data-chosen={id}>
              <span>{titles.get(id) ?? `#${id}`}</span>
              <button type="button" onClick={() => remove(id)} aria-label={s.removeChoice({ title: titles.get(id) ?? `#${id}` })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {(p.many || chosen.length === 0) && (
        <div className={box}>
          <input
            ref={input}
            id={p.id}
            name={p.name}
            className={control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={p.invalid || undefined}
            aria-describedby={p.describedBy}
            aria-required={p.field.required || undefined}
            placeholder={s.typeToSearch()}
            value={query}
            onChange={(e) => (setQuery(e.target.value), setOpen(true))}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" className={list} hidden={!open || options.length === 0} aria-label={s.suggestionsLabel()}>
            {options.map((option, i) => (
              <li key={option.id} id={`${listId}-${i}`} role="option" aria-selected={i === active} data-option={option.id} onMouseDown={(e) => (e.preventDefault(), choose(option))}>
                {option.title}
              </li>
            ))}
          </ul>
          <span className={VISUALLY_HIDDEN_CLASS} role="status">
            {open ? status : ''}
          </span>
        </div>
      )}
    </div>
  );
}

const root = css`
  display: grid;
  gap: 0.4rem;
`;
const box = css`
  position: relative;
`;
const chips = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    border: 1px solid #8a8a8a;
    border-radius: 1rem;
    padding: 0.1rem 0.2rem 0.1rem 0.7rem;
  }
  button {
    border: 0;
    background: none;
    font-size: 1.1rem;
    cursor: pointer;
    min-width: 1.8rem;
    min-height: 1.8rem;
  }
`;
const list = css`
  position: absolute;
  z-index: 2;
  left: 0;
  right: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  background: #fff;
  border: 1px solid #8a8a8a;
  max-height: 16rem;
  overflow: auto;
  li {
    padding: 0.4rem 0.6rem;
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: #0b4f9c;
    color: #fff;
  }
`;

type WidgetMapByName = Record<string, (props: WidgetProps) => React.ReactNode>;
const widgetsByCollection = new WeakMap<CollectionDeclaration, WidgetMapByName>();

/**
 * The pickers of a collection's relation fields, by field name, for the form generator's `widgets`.
 * Made once per collection: a new component each render would remount the picker and lose its typing.
 */
export function relationWidgets(collection: CollectionDeclaration): WidgetMapByName {
  let widgets = widgetsByCollection.get(collection);
  if (!widgets) {
    widgets = {};
    for (const [name, field] of Object.entries(collection.fields)) {
      if (field.kind !== 'relation') continue;
      const { to, many = false } = field;
      widgets[name] = (props) => <RelationPicker {...props} target={to} many={many} />;
    }
    widgetsByCollection.set(collection, widgets);
  }
  return widgets;
}
