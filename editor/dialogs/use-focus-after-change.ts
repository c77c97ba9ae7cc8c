import { useEffect, useRef } from 'react';

/** A button of the list's dialog (list-items.tsx): an item's by its id and action, or an add button by type. */
export interface FocusTarget {
  id: number | string;
  action: 'edit' | 'up' | 'down' | 'add';
}

/**
 * Where focus goes once a change of the list shows in its rows (list-items.tsx): the rows are drawn
 * again after the list is read, so the wanted button is looked for after every render until found.
 */
export function useFocusAfterChange() {
  const root = useRef<HTMLFieldSetElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    const buttons = root.current?.querySelectorAll<HTMLButtonElement>(next.action === 'add' ? `[data-add-item="${next.id}"]` : `[data-item="${next.id}"] > div > [data-action]`);
    const all = [...(buttons ?? [])];
    const wanted = all.find((b) => b.dataset.action === next.action || next.action === 'add');
    if (!wanted) return;
    focusNext.current = null;
    // A move to the first or last place disables its button: the other direction takes the focus.
    (wanted.disabled ? all.find((b) => (b.dataset.action === 'up' || b.dataset.action === 'down') && !b.disabled) : wanted)?.focus();
  });
  return { root, focusNext };
}
