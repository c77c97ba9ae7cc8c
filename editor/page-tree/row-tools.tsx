import { css } from 'goober';
import type { PageTreeNode } from '../../common/api/page-tree';
import { button } from '../styles';
import { tPageTree } from './strings';
import type { TreeView } from './tree-row';
import { titleOf } from './tree-text';

/** The buttons in their order, with their arrow and the string naming the move. */
const BUTTONS = [
  ['up', '↑', 'moveUp'],
  ['down', '↓', 'moveDown'],
  ['in', '→', 'moveIn'],
  ['out', '←', 'moveOut'],
] as const;

/** A row's buttons ↑ ↓ → ← (the keyboard's way to make the moves dragging makes) and its menu switches. */
export function RowTools({ node, view }: { node: PageTreeNode; view: TreeView }) {
  const { lang, busy, move, toggle, menuNames } = view;
  const s = tPageTree(lang);
  const title = titleOf(node, lang);
  const places = view.buttonsOf(node);
  return (
    <span className={tools}>
      {BUTTONS.map(([way, arrow, name]) => {
        const place = places[way];
        const label = s[name]({ title });
        return (
          <button key={way} type="button" className={button} disabled={busy || !place} aria-label={label} title={label} onClick={() => place && void move(node, place)}>
            {arrow}
          </button>
        );
      })}
      {(['main', 'top', 'footer'] as const).map((menu) => (
        <label key={menu} className={check}>
          <input type="checkbox" disabled={busy} checked={node.menus[menu] !== null} onChange={(e) => void toggle(node, menu, e.target.checked)} aria-label={`${menuNames[menu]}: ${title}`} />
          <span aria-hidden="true">{menuNames[menu]}</span>
        </label>
      ))}
    </span>
  );
}

const tools = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  align-items: center;
  button {
    min-width: 2.5rem;
    min-height: 2.5rem;
  }
`;
const check = css`
  display: inline-flex;
  gap: 0.25rem;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 0.3rem;
`;
