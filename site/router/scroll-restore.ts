/**
 * Back and Forward return to where the visitor was: each history entry keeps its
 * scroll position in its state (`y`), written as the visitor scrolls and at the click that leaves;
 * a move through the history scrolls there again once the page is tall enough for it, which a list
 * loaded page by page is at once (its pages stay in the list's store). The entry's scroll hook
 * (router/scroll.ts) leaves such an entry alone instead of going to the top. In the navigation
 * chunk: the first load does not carry it, and it starts at the first idle moment.
 */
import { loadedPath, navigating } from '../stores/site-data';
import { pathKey } from '../../common/routes';

type Entry = { y?: number } | null;

const save = () => {
  const state = history.state as Entry;
  if (state?.y !== Math.round(scrollY)) history.replaceState({ ...state, y: Math.round(scrollY) }, '');
};

let timer: ReturnType<typeof setTimeout> | undefined;
addEventListener(
  'scroll',
  () => {
    clearTimeout(timer);
    timer = setTimeout(save, 150);
  },
  { passive: true },
);
// A link's click comes before the app pushes the next entry: the leaving one gets its last position.
addEventListener('click', save, true);

// A new page starts at the top (SPEC §2), here as its entry is pushed (wouter's event for it), not in
// router/scroll.ts's effect a frame later: by then a save still waiting for the scrolling to stop, or
// the new, shorter page pulling the position up, could have put a position into the new entry, and
// the effect kept it as if it were a Back. An entry pushed with a position of its own (the booking
// popup's) stays where it is.
addEventListener('pushState', () => {
  if (typeof (history.state as Entry)?.y === 'number') return;
  clearTimeout(timer);
  scrollTo(0, 0);
});

/** The frames a restore waits at most for the page to grow tall enough (about five seconds). */
const MAX_FRAMES = 300;

addEventListener('popstate', () => {
  const y = (history.state as Entry)?.y;
  if (typeof y !== 'number') return;
  let frames = 0;
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - innerHeight >= y;
    // The page of this entry, not the one being left, must be on screen.
    if (!navigating.peek() && loadedPath.peek() === pathKey(location.pathname) && reachable) {
      scrollTo(0, y);
      if (Math.abs(scrollY - y) < 2) return;
    }
    if (++frames < MAX_FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
});
