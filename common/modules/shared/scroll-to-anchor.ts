/** In-page jumps (SPEC §2 "Scroll behaviour", §9): the target lands 130 px below the top, clear of the sticky header. */
import { mq, timings } from '../../theme';

/** How many times (every 250 ms) a jump checks that its target is still where it should be. */
const SETTLE_CHECKS = 20;

/**
 * Scrolls `target` to 130 px below the top and keeps it there while lazily loaded modules above it
 * grow (the home page's '#fragen' landed under the sticky button). The target's
 * place in the document moves only when the layout above it does, so a visitor scrolling on their
 * own is left alone.
 */
export function scrollIntoPlace(target: Element): void {
  let aim = NaN;
  let checks = 0;
  const check = () => {
    const top = target.getBoundingClientRect().top + scrollY - timings.scrollOffsetPx;
    if (!(Math.abs(top - aim) <= 2)) scrollTo({ top: (aim = top), behavior: matchMedia(mq.reducedMotion.slice(7)).matches ? 'auto' : 'smooth' });
    if (++checks < SETTLE_CHECKS) setTimeout(check, timings.hashRetry);
  };
  check();
}

/** Scrolls to the element with this id and moves focus there; false when there is none. */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  scrollIntoPlace(target);
  history.replaceState(history.state, '', `#${id}`);
  // Keyboard and screen-reader users continue from the target, not from the link they pressed.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
