/**
 * A relation field's widget ("relation pickers instead of raw id inputs"): an ARIA
 * combobox that searches the linked collection's list as the editor types (its declared search
 * fields) and stores the chosen item's id; a list relation keeps the chosen items as removable chips.
 * The field's label (form generator) points at the combobox's input. Each suggestion shows a short
 * preview under its name (the target's other list columns in words: a date, a venue, a state), so two
 * items of the same name can be told apart. The hub and the page editor's module
 * forms both use it (editor/forms/widgets/field-kinds.tsx).
 */
import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import type { AdminListItem } from '../../common/api/admin';
import { collectionOf } from '../../common/collections/registry';
import { optionLabel } from '../../common/modules/define';
import type { Lang } from '../../common/routes';
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

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A suggestion's preview: its other list columns as an editor reads them (names, Berlin dates), ids and flags left out. */
export function previewOf(target: string, item: AdminListItem, lang: Lang): string {
  const collection = collectionOf(target);
  if (!collection) return '';
  return collection.listColumns
    .filter((name) => name !== collection.titleField)
    .flatMap((name) => {
      const field = collection.fields[name];
      const value = item.values[name];
      if (field?.kind === 'choice') return [optionLabel(field, value, lang)].filter(Boolean);
      if (typeof value !== 'string' || !value.trim()) return [];
      if (ISO_TIME.test(value)) return [new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(value))];
      return [value.length > 60 ? `${value.slice(0, 59)}…` : value];
    })
    .slice(0, 3)
    .join(' · ');
}

/** Titles of the chosen ids, loaded once per id; `remember` keeps one already known from the suggestions. */
function useTitles(target: string, ids: number[], lang: Lang): [Map<number, string>, (item: AdminListItem) => void] {
  const [titles, setTitles] = useState(() => new Map<number, string>());
  useEffect(() => {
    for (const id of ids.filter((i) => !titles.has(i))) {
      loadItem(target, id, lang).then(
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
  const [titles, remember] = useTitles(p.target, chosen, p.lang);
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
                <span>{option.title}</span>
                {previewOf(p.target, option, p.lang) && <small>{previewOf(p.target, option, p.lang)}</small>}
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
    display: grid;
    padding: 0.4rem 0.6rem;
    cursor: pointer;
  }
  small {
    opacity: 0.85;
  }
  li[aria-selected='true'] {
    background: #0b4f9c;
    color: #fff;
  }
`;
