/**
 * The items of a list module (gallery, FAQ, teaser list) inside the list's own dialog: a row per item with edit, up, down and delete, and the item's generated form opened
 * under its row, one at a time. The list's form around it keeps its input: only its children are
 * read again. HTML has no nested forms, so an item's form is a group whose Enter saves the item and
 * whose Escape closes only it. Its own chunk: fetched when a list's form opens (scripts/budget.mjs).
 */
import { css } from 'goober';
import type { EditorModule } from '../../common/api/editor';
import { moduleLabel } from '../overlay/module-kinds';
import { tEditor } from '../state/content';
import { useLang } from '../state/store';
import { button } from '../styles';
import { ListItemForm } from './list-item-form';
import { ListItemRow } from './list-item-row';
import { row } from './list-items-styles';
import { useListItems } from './use-list-items';

export interface ListItemsProps {
  /** The list as saved; null while a new list is not yet. */
  module: EditorModule | null;
  allowed: readonly string[];
  /** An item type whose empty form opens at once. */
  addChild?: string;
  /** Saves a new list, which then comes back as `module`. */
  saveFirst(childType: string): Promise<void>;
  /** Registers work the list's own save does first, as its fields' widgets do. */
  beforeSave(name: string, task: () => Promise<void>): void;
  onChildren(children: EditorModule[]): void;
}

export default function ListItems(props: ListItemsProps) {
  const { module, allowed } = props;
  const lang = useLang();
  const s = tEditor(lang);
  const { root, items, nameOf, open, setOpen, applyOpen, move, remove, add, closed } = useListItems(props, lang);

  return (
    <fieldset ref={root} className={fieldset} data-list-items="">
      <legend>{s.children()}</legend>
      <ol className={list}>
        {items.map((child, index) => {
          const name = nameOf(child, index);
          return (
            <ListItemRow key={child.id} lang={lang} item={child} name={name} first={index === 0} last={index === items.length - 1} open={open === child.id} onEdit={() => setOpen(open === child.id ? null : child.id)} onMove={(by) => move(child, index, by)} onRemove={() => remove(child, index)}>
              {open === child.id && module && <ListItemForm key={child.id} type={child.type} item={child} parent={module} label={name} onClose={closed} register={applyOpen} />}
            </ListItemRow>
          );
        })}
      </ol>
      {typeof open === 'string' && module && <ListItemForm key={open} type={open} item={null} parent={module} label={s.itemNew({ name: moduleLabel(open, lang) })} onClose={closed} register={applyOpen} />}
      <div className={row}>
        {allowed.map((type) => (
          <button key={type} type="button" className={button} data-add-item={type} onClick={() => void add(type)}>
            {s.addChild({ name: moduleLabel(type, lang) })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

const fieldset = css`
  margin-top: 1rem;
  border: 1px solid #ccc;
  border-radius: 6px;
  min-width: 0;
`;
const list = css`
  margin: 0 0 0.75rem;
  padding-left: 1.5rem;
  li + li {
    margin-top: 0.5rem;
  }
`;
