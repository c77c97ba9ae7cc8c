import type { PageTreeNode } from '../../common/api/page-tree';

/** Where a move puts a page: under `parent` (null: the top level), at `position` among its children. */
export type Place = { parent: number | null; position: number };
/** The row a dragged page is over, and where on it: upper edge (before it), middle (inside it), lower edge (after it). */
export type Drop = { target: number; zone: 'before' | 'inside' | 'after' };

/** The tree's pages by id and by parent, and the places that dragging and the buttons ↑ ↓ → ← move a page to. */
export function treeMoves(nodes: PageTreeNode[]) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const childrenOf = (parent: number | null) => nodes.filter((n) => (parent === null ? n.parent === null || !byId.has(n.parent) : n.parent === parent));
  /** A page whose parent is not in the tree stands at the top level. */
  const parentIn = (node: PageTreeNode) => (node.parent !== null && byId.has(node.parent) ? node.parent : null);

  /** Where a drop puts the dragged page, counted among the target's siblings without the dragged one. */
  const placeOf = ({ target, zone }: Drop, moving: number): Place | null => {
    const node = byId.get(target);
    if (!node || target === moving) return null;
    for (let up: PageTreeNode | undefined = node; up; up = up.parent === null ? undefined : byId.get(up.parent)) if (up.id === moving) return null;
    if (zone === 'inside') return { parent: node.id, position: childrenOf(node.id).filter((n) => n.id !== moving).length };
    const siblings = childrenOf(node.parent).filter((n) => n.id !== moving);
    const index = siblings.findIndex((n) => n.id === target);
    return { parent: parentIn(node), position: zone === 'before' ? index : index + 1 };
  };

  /** Where each button puts the page: above its previous sibling, below its next, into the previous one's end, after its parent; null where it cannot go. */
  const buttonsOf = (node: PageTreeNode): Record<'up' | 'down' | 'in' | 'out', Place | null> => {
    const siblings = childrenOf(parentIn(node));
    const index = siblings.findIndex((n) => n.id === node.id);
    const above = siblings[index - 1];
    const parent = node.parent === null ? undefined : byId.get(node.parent);
    return {
      up: index > 0 ? { parent: node.parent, position: index - 1 } : null,
      down: index < siblings.length - 1 ? { parent: node.parent, position: index + 1 } : null,
      in: above ? { parent: above.id, position: childrenOf(above.id).length } : null,
      out: parent ? { parent: parentIn(parent), position: parent.position + 1 } : null,
    };
  };

  return { byId, childrenOf, placeOf, buttonsOf };
}

export type TreeMoves = ReturnType<typeof treeMoves>;
