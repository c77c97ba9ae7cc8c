/** In-page jumps (SPEC §2 "Scroll behaviour", §9): the target lands 130 px below the top, clear of the sticky header. */
import { mq, timings } from '../../theme';

/** How long a jump keeps its target in place while modules above it load and grow. */
const SETTLE_MS = 5_000;
const STOP_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls `target` to 130 px below the top and keeps it there while lazily loaded modules above it
 * grow (issue #9 point 11: the home page's '#fragen' landed under the sticky button), until the page
 * holds still or the visitor scrolls on their own.
 */
export function scrollIntoPlace(target: Element): void {
  const behavior = window.matchMedia?.(mq.reducedMotion.slice(7)).matches ? 'auto' : 'smooth';
  const wanted = () => Math.min(target.getBoundingClientRect().top + window.scrollY - timings.scrollOffsetPx, document.documentElement.scrollHeight - innerHeight);
  let aim = wanted();
  window.scrollTo({ top: aim, behavior });
  const started = Date.now();
  const stop = () => {
    clearInterval(timer);
    for (const type of STOP_EVENTS) removeEventListener(type, stop);
  };
  const timer = setInterval(() => {
    const next = wanted();
    if (Math.abs(next - aim) > 2) window.scrollTo({ top: (aim = next), behavior });
    else if (Math.abs(window.scrollY - aim) <= 2 || Date.now() - started > SETTLE_MS) stop();
  }, timings.hashRetry);
  for (const type of STOP_EVENTS) addEventListener(type, stop, { passive: true });
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
