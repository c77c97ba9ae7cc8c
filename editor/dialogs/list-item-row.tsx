/** One item of a list in its dialog (list-items.tsx): its type and summary, then edit, up, down and delete; its form opens below. */
import { css } from 'goober';
import type { EditorModule } from '../../common/api/editor';
import type { Lang } from '../../common/routes';
import { moduleLabel, moduleSummary } from '../overlay/module-kinds';
import { tEditor } from '../state/content';
import { button } from '../styles';
import { row } from './list-items-styles';

interface ListItemRowProps {
  lang: Lang;
  item: EditorModule;
  /** The item's name on its buttons: its type and place in the list. */
  name: string;
  first: boolean;
  last: boolean;
  /** Whether its form is open (the children). */
  open: boolean;
  onEdit(): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  children?: React.ReactNode;
}

export function ListItemRow({ lang, item, name, first, last, open, onEdit, onMove, onRemove, children }: ListItemRowProps) {
  const s = tEditor(lang);
  return (
    <li data-item={item.id}>
      <div className={row}>
        <span className={label}>
          <strong>{moduleLabel(item.type, lang)}</strong> {moduleSummary(item.data)}
        </span>
        <button type="button" className={button} data-action="edit" aria-label={s.itemEdit({ item: name })} aria-expanded={open} onClick={onEdit}>
          {s.edit()}
        </button>
        <button type="button" className={button} data-action="up" aria-label={s.itemUp({ item: name })} disabled={first} onClick={() => onMove(-1)}>
          {s.moveUp()}
        </button>
        <button type="button" className={button} data-action="down" aria-label={s.itemDown({ item: name })} disabled={last} onClick={() => onMove(1)}>
          {s.moveDown()}
        </button>
        <button type="button" className={button} data-action="delete" aria-label={s.itemDelete({ item: name })} onClick={onRemove}>
          {s.delete()}
        </button>
      </div>
      {children}
    </li>
  );
}

const label = css`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;
