import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onToggle` for every <details> inside `root` (itself included) that the browser opens or
 * closes, and once at mount for `root` when it is a <details>: a tap before the code arrived has
 * already opened it. A listener, not an `onToggle` prop: 'toggle' does not
 * bubble, and the capture phase sees the nested disclosures of a list too.
 */
export function useToggleEvents(root: RefObject<HTMLElement | null>, onToggle: (details: HTMLDetailsElement) => void): void {
  const latest = useRef(onToggle);
  latest.current = onToggle;
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const listener = (event: Event) => {
      if (event.target instanceof HTMLDetailsElement) latest.current(event.target);
    };
    element.addEventListener('toggle', listener, true);
    if (element instanceof HTMLDetailsElement) latest.current(element);
    return () => element.removeEventListener('toggle', listener, true);
  }, [root]);
}
