/**
 * The no-scroll state of the document (SPEC §4): an open menu or event overlay stops the page from
 * scrolling, and the right padding equal to the scrollbar width keeps the content from jumping.
 * Reference-counted: the document scrolls again only when every part that locked it has unlocked.
 */
import { useEffect } from 'react';

import { NO_SCROLL_CLASS } from '../../common/styles/class-names';

export { NO_SCROLL_CLASS };

let locks = 0;

/** Locks scrolling; undo with `unlockScroll()` or the returned release function (which acts once). */
export function lockScroll(): () => void {
  locks += 1;
  if (locks === 1) {
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    root.classList.add(NO_SCROLL_CLASS);
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    unlockScroll();
  };
}

export function unlockScroll(): void {
  if (locks === 0) return;
  locks -= 1;
  if (locks > 0) return;
  const root = document.documentElement;
  root.classList.remove(NO_SCROLL_CLASS);
  root.style.paddingRight = '';
}

export function isScrollLocked(): boolean {
  return locks > 0;
}

/** Locks scrolling while `active` is true, e.g. `useNoScroll(menuOpen)`. */
export function useNoScroll(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
