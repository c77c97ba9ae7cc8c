/**
 * Scroll behaviour on navigation (SPEC §2 "Scroll behaviour"): to the top on a new path; to a hash
 * target smoothly, 130 px above it (room for the sticky header), after a wait for the content,
 * retrying while the target is not rendered yet.
 */
import { useEffect, useRef } from 'react';
import { timings } from '../../common/theme';

/** The jump itself is a small chunk (shared with the anchor list), fetched only for an address with a hash. */
const scrollIntoPlace = (element: Element) => void import('../../common/modules/shared/scroll-to-anchor').then((m) => m.scrollIntoPlace(element));

/** Scrolls to the element named by `hash` once it exists; returns a cancel function. */
export function scrollToHash(hash: string): () => void {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return () => undefined;
  }
  if (!id) return () => undefined;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout>;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) return scrollIntoPlace(element);
    attempts += 1;
    if (attempts < timings.hashRetries) timer = setTimeout(attempt, timings.hashRetry);
  };
  timer = setTimeout(attempt, timings.hashWait);
  return () => clearTimeout(timer);
}

/** Runs the scroll behaviour whenever the path changes, and for a hash on the first load. */
export function useScrollOnNavigation(path: string): void {
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (location.hash) return scrollToHash(location.hash);
    // An entry that kept its position (router/scroll-restore.ts: Back, Forward) is scrolled there instead.
    if (!initial && typeof history.state?.y !== 'number') window.scrollTo(0, 0);
    return undefined;
  }, [path]);
}
