/**
 * The document's no-scroll state while a menu or the event overlay is open (SPEC §4: right padding
 * equal to the scrollbar width, so the page does not jump). Reference-counted: the document scrolls
 * again only when every part that locked it has unlocked.
 */

/** Class on <html> while scrolling is locked. */
export const NO_SCROLL_CLASS = 'no-scroll';

let locks = 0;

export function lockScroll(): void {
  locks += 1;
  if (locks > 1) return;
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  root.classList.add(NO_SCROLL_CLASS);
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
}

export function unlockScroll(): void {
  if (locks === 0) return;
  locks -= 1;
  if (locks > 0) return;
  const root = document.documentElement;
  root.classList.remove(NO_SCROLL_CLASS);
  root.style.paddingRight = '';
}
