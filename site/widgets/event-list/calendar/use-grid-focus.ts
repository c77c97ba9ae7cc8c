/**
 * The calendar's focused day and its keys (the APG date picker grid): arrow keys by day and week,
 * Home/End to the week's ends, Page Up/Down by month. The keyboard follows the focused day only
 * after the user moved it, never on the first render.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, utc, weekday } from './calendar-dates';

export function useGridFocus(start: Date) {
  const [focused, setFocused] = useState<Date>(start);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const move = (to: Date) => {
    moved.current = true;
    setFocused(to);
  };
  /** The same day of another month, or its last day when that month is shorter. */
  const shiftMonth = (n: number, keepFocus = false) => {
    const year = focused.getUTCFullYear();
    const month = focused.getUTCMonth();
    const target = utc(year, month + n, 1);
    const last = utc(year, month + n + 1, 0).getUTCDate();
    const next = utc(target.getUTCFullYear(), target.getUTCMonth(), Math.min(focused.getUTCDate(), last));
    if (keepFocus) move(next);
    else setFocused(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, () => void> = {
      ArrowLeft: () => move(addDays(focused, -1)),
      ArrowRight: () => move(addDays(focused, 1)),
      ArrowUp: () => move(addDays(focused, -7)),
      ArrowDown: () => move(addDays(focused, 7)),
      Home: () => move(addDays(focused, -weekday(focused))),
      End: () => move(addDays(focused, 6 - weekday(focused))),
      PageUp: () => shiftMonth(-1, true),
      PageDown: () => shiftMonth(1, true),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    step();
  };

  return { focused, grid, move, shiftMonth, onKeyDown };
}
