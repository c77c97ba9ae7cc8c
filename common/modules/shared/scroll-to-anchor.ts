/** In-page jumps (SPEC §2 "Scroll behaviour", §9): the target lands 130 px below the top, clear of the sticky header. */
import { mq, timings } from '../../theme';

/** Scrolls to the element with this id and moves focus there; false when there is none. */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - timings.scrollOffsetPx;
  const reduced = window.matchMedia?.(mq.reducedMotion.replace('@media ', '')).matches ?? false;
  window.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' });
  history.replaceState(history.state, '', `#${id}`);
  // Keyboard and screen-reader users continue from the target, not from the link they pressed.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
