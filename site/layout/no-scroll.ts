/**
 * The no-scroll state of the document (SPEC §4): an open menu or event overlay stops the page from
 * scrolling, and the right padding equal to the scrollbar width keeps the content from jumping.
 * Locks are counted, so a menu closing under an open overlay does not unlock the page.
 */
import { useEffect } from 'react';

/** Class on <html> while something holds the page still. */
export const NO_SCROLL_CLASS = 'no-scroll';

let locks = 0;

function scrollbarWidth(): number {
  return Math.max(0, window.innerWidth - document.documentElement.clientWidth);
}

/** Holds the page still until the returned release function is called (once). */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    const width = scrollbarWidth();
    root.style.paddingRight = width ? `${width}px` : '';
    root.classList.add(NO_SCROLL_CLASS);
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      root.classList.remove(NO_SCROLL_CLASS);
      root.style.paddingRight = '';
    }
  };
}

export function isScrollLocked(): boolean {
  return locks > 0;
}

/** Locks scrolling while `active` is true, e.g. `useNoScroll(menuOpen)`. */
export function useNoScroll(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
