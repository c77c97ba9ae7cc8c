import { useState, type DragEvent } from 'react';
import type { PageTreeNode } from '../../common/api/page-tree';
import type { Drop, Place, TreeMoves } from './tree-moves';

/**
 * Dragging a page onto another row: the row shows where it would land (`here`) and the drop moves
 * it there. Returns each row's zone and drag handlers.
 */
export function useTreeDrag({ byId, placeOf }: TreeMoves, move: (node: PageTreeNode, place: Place) => Promise<void>) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [drop, setDrop] = useState<Drop | null>(null);

  const dragOf = (node: PageTreeNode) => {
    const here = drop?.target === node.id ? drop.zone : null;
    return {
      here,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.setData('text/plain', String(node.id));
        event.dataTransfer.effectAllowed = 'move';
        setDragged(node.id);
      },
      onDragEnd: () => {
        setDragged(null);
        setDrop(null);
      },
      onDragOver: (event: DragEvent) => {
        if (dragged === null || dragged === node.id) return;
        event.preventDefault();
        const box = event.currentTarget.getBoundingClientRect();
        const y = (event.clientY - box.top) / box.height;
        const zone = y < 0.3 ? 'before' : y > 0.7 ? 'after' : 'inside';
        if (here !== zone) setDrop({ target: node.id, zone });
      },
      onDragLeave: () => here && setDrop(null),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        const moving = dragged ?? Number(event.dataTransfer.getData('text/plain'));
        const place = drop && placeOf(drop, moving);
        setDrop(null);
        setDragged(null);
        const page = byId.get(moving);
        if (place && page) void move(page, place);
      },
    };
  };
  return dragOf;
}

export type TreeDrag = ReturnType<typeof useTreeDrag>;
