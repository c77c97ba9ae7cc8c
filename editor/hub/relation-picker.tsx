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
import { useEffect, useState } from 'react';
import type { AdminListItem } from '../../common/api/admin';
import { collectionOf } from '../../common/collections/registry';
import { optionLabel } from '../../common/modules/define';
import type { Lang } from '../../common/routes';
import { VISUALLY_HIDDEN_CLASS } from '../../common/styles/class-names';
import type { WidgetProps } from '../forms/types';
import { control } from '../forms/widgets/styles';
import { loadItem } from './api';
import { RelationChips } from './relation-chips';
import { tHub } from './strings';
import { useRelationSearch } from './use-relation-search';

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
  const onChoose = (item: AdminListItem) => (remember(item), p.onChange(p.many ? [...chosen, item.id] : item.id));
  const { input, query, setQuery, open, setOpen, options, active, status, choose, onKeyDown } = useRelationSearch({ target: p.target, lang: p.lang, chosen, onChoose });
  const remove = (id: number) => p.onChange(p.many ? chosen.filter((c) => c !== id) : null);
  const listId = `${p.id}-options`;

  return (
    <div className={root} data-relation={p.target}>
      {chosen.length > 0 && <RelationChips lang={p.lang} chosen={chosen} titles={titles} onRemove={remove} />}
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
