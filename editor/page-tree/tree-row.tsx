import { css } from 'goober';
import type { PageTreeNode } from '../../common/api/page-tree';
import type { Lang } from '../../common/routes';
import { EDITOR_COLORS } from '../styles';
import { RowTools } from './row-tools';
import { tPageTree } from './strings';
import { list } from './styles';
import type { TreeMoves } from './tree-moves';
import { titleOf } from './tree-text';
import type { TreeDrag } from './use-tree-drag';
import type { PageTree } from './use-page-tree';

/** What every row reads: the tree with its calls, moves and drag, and the page the editor stands on. */
export type TreeView = PageTree &
  TreeMoves & {
    lang: Lang;
    current: number | null;
    onOpen?: (node: PageTreeNode) => void;
    drag: TreeDrag;
    /** The current page's row, scrolled into view once. */
    showCurrent(row: HTMLDivElement | null): void;
  };

/** A page's row: its title (a link, or `onOpen`), address and state, its tools, and its children's rows. */
export function TreeRow({ node, view }: { node: PageTreeNode; view: TreeView }) {
  const { lang, current, onOpen } = view;
  const s = tPageTree(lang);
  const title = titleOf(node, lang);
  const { here, ...drag } = view.drag(node);
  const children = view.childrenOf(node.id);
  return (
    <li data-page-tree-node={node.id}>
      <div ref={node.id === current ? view.showCurrent : undefined} className={`${rowStyle} ${here ? `drop-${here}` : ''} ${node.id === current ? currentRow : ''}`} draggable {...drag}>
        <span className={handle} aria-hidden="true">
          ⠿
        </span>
        <span className={name}>
          {onOpen ? (
            <a href={node.urls[lang]} onClick={(e) => (e.preventDefault(), onOpen(node))}>
              {title}
            </a>
          ) : (
            <a href={`${node.urls[lang]}?edit`} aria-current={node.id === current ? 'page' : undefined}>
              {title}
            </a>
          )}
          <small className={address}>{node.urls[lang]}</small>
          {!node.is_published && <span className={tag}>{s.draft()}</span>}
          {node.is_published && !node.is_online && <span className={tag}>{s.offline()}</span>}
        </span>
        <RowTools node={node} view={view} />
      </div>
      {children.length > 0 && (
        <ul className={list}>
          {children.map((child) => (
            <TreeRow key={child.id} node={child} view={view} />
          ))}
        </ul>
      )}
    </li>
  );
}

const rowStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.75rem;
  padding: 0.35rem 0.25rem;
  border-top: 2px solid transparent;
  border-bottom: 2px solid transparent;
  &.drop-before {
    border-top-color: ${EDITOR_COLORS.accent};
  }
  &.drop-after {
    border-bottom-color: ${EDITOR_COLORS.accent};
  }
  &.drop-inside {
    background: #e8f0fe;
    outline: 2px dashed ${EDITOR_COLORS.accent};
  }
`;
const currentRow = css`
  background: #f1f4fb;
`;
const handle = css`
  cursor: grab;
  color: #777;
`;
const name = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  align-items: baseline;
  flex: 1 1 14rem;
  min-width: 0;
`;
const address = css`
  color: ${EDITOR_COLORS.muted};
  overflow-wrap: anywhere;
`;
const tag = css`
  padding: 0 0.4rem;
  border-radius: 3px;
  background: #ffd54f;
  color: #111;
  font-size: 0.85em;
  font-weight: 700;
`;
