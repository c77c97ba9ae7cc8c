/**
 * The page tree, in the hub and from the toolbar: every page by its title, with
 * its state; drag a page onto another (upper edge: before it, lower edge: after it, middle: inside
 * it) or use the buttons ↑ ↓ → ← (the keyboard way, same moves); the switches put it into or take
 * it out of the main, top and footer menus. Every refusal of the server is shown in the status line.
 */
import { css } from 'goober';
import { useRef } from 'react';
import type { PageTreeNode } from '../../common/api/page-tree';
import type { Lang } from '../../common/routes';
import { EDITOR_COLORS } from '../styles';
import { tPageTree } from './strings';
import { list } from './styles';
import { treeMoves } from './tree-moves';
import { TreeRow } from './tree-row';
import { usePageTree } from './use-page-tree';
import { useTreeDrag } from './use-tree-drag';

/** `current`: the page the editor stands on; the tree opens scrolled to it (on a phone it can be dozens of rows down). */
export function PageTreeView({ lang, onOpen, current = null }: { lang: Lang; onOpen?: (node: PageTreeNode) => void; current?: number | null }) {
  const s = tPageTree(lang);
  const tree = usePageTree(lang);
  const moves = treeMoves(tree.nodes ?? []);
  const drag = useTreeDrag(moves, tree.move);
  /** Scrolled once: later redraws (a move, a switch) leave the editor where they are. */
  const shownCurrent = useRef(false);
  const { nodes, status } = tree;

  if (!nodes) return <p aria-busy="true">{status?.text ?? s.loading()}</p>;
  const showCurrent = (row: HTMLDivElement | null) => {
    if (!row || shownCurrent.current) return;
    shownCurrent.current = true;
    row.scrollIntoView({ block: 'center' });
  };
  const view = { ...tree, ...moves, lang, current, onOpen, drag, showCurrent };

  return (
    <div data-page-tree="">
      <p className={hint}>{s.treeHint()}</p>
      <p role={status?.error ? 'alert' : 'status'} className={status?.error ? errorLine : statusLine} data-page-tree-status="">
        {status?.text ?? ''}
      </p>
      <ul className={list}>
        {moves.childrenOf(null).map((node) => (
          <TreeRow key={node.id} node={node} view={view} />
        ))}
      </ul>
    </div>
  );
}

const hint = css`
  margin: 0 0 0.5rem;
  color: ${EDITOR_COLORS.muted};
`;
const statusLine = css`
  min-height: 1.4em;
  margin: 0 0 0.5rem;
  font-weight: 600;
`;
const errorLine = css`
  min-height: 1.4em;
  margin: 0 0 0.5rem;
  font-weight: 600;
  color: ${EDITOR_COLORS.danger};
`;
