import { useEffect, useRef, useState } from 'react';
import type { EditorSeatGroup } from '../../common/api/event-prices';

/**
 * The edits of the seat groups and their prices (editor/hub/price-list-widget.tsx), each handing the
 * whole list on. `root` is the widget's element: focus moves within it once the list has re-rendered.
 */
export function usePriceListEdits(groups: EditorSeatGroup[], onChange: (next: EditorSeatGroup[]) => void) {
  const root = useRef<HTMLDivElement>(null);
  // A selector of the control to focus once the list has re-rendered (after add or remove).
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    root.current?.querySelector<HTMLElement>(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const setGroup = (g: number, group: EditorSeatGroup) => onChange(groups.map((old, i) => (i === g ? group : old)));
  const addGroup = () => {
    onChange([...groups, { name: { de: '', en: '' }, prices: [{ category: 'full', amount: '' }] }]);
    setFocusNext(`[data-group="${groups.length}"] input`);
  };
  const removeGroup = (g: number) => {
    onChange(groups.filter((_, i) => i !== g));
    setFocusNext(groups.length > 1 ? `[data-group="${Math.max(0, g - 1)}"] input` : '[data-add-group]');
  };
  const addPrice = (g: number) => {
    const group = groups[g]!;
    // The first price is the full one (SPEC §9); a further one starts as the reduced price.
    setGroup(g, { ...group, prices: [...group.prices, { category: group.prices.length ? 'reduced' : 'full', amount: '' }] });
    setFocusNext(`[data-group="${g}"] [data-price="${group.prices.length}"] select`);
  };
  const removePrice = (g: number, i: number) => {
    const group = groups[g]!;
    setGroup(g, { ...group, prices: group.prices.filter((_, j) => j !== i) });
    setFocusNext(`[data-group="${g}"] [data-price="${Math.max(0, i - 1)}"] select`);
  };

  return { root, setGroup, addGroup, removeGroup, addPrice, removePrice };
}

export type PriceListEdits = ReturnType<typeof usePriceListEdits>;
