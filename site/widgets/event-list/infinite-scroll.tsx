/**
 * Loads the next page as the end of the list comes near (SPEC §4, §9: root margin 170 %), plus a
 * visible control for keyboard users and browsers without IntersectionObserver: a link to the next
 * page's address (`?page=N`, which the server answers without JavaScript), that the app
 * turns into loading in place.
 */
import { css } from 'goober';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { button, buttonSecondary } from '../../../common/modules/shared/styles';

/** SPEC §9 "Infinite scroll margin 170%". */
export const INFINITE_SCROLL_MARGIN = '170%';

interface InfiniteScrollProps {
  /** A further page exists. */
  hasMore: boolean;
  /** A page is on its way. */
  busy: boolean;
  onMore(): void;
  label: string;
  busyLabel: string;
  /** The scrolling element (the overlay's panel); the window when absent. */
  scrollRoot?: RefObject<HTMLElement | null>;
  /** Matches one item of the list just before the sentinel; the first new one gets the focus. */
  itemSelector: string;
  /** The address of the list with the next page (`?page=N`), for a visitor without JavaScript. */
  href: string;
}

/**
 * The link stays while a page loads (aria-disabled, not removed): a keyboard user whose focus is on
 * it when the sentinel starts the load would otherwise be thrown back to the top of the document, or,
 * in the overlay, out of the dialog. Once the page is in, that focus moves on to the first new item.
 */
export function InfiniteScroll({ hasMore, busy, onMore, label, busyLabel, scrollRoot, itemSelector, href }: InfiniteScrollProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLAnchorElement>(null);
  /** Items in the list when the focused button started a load; null when no load left the focus on it. */
  const itemsBefore = useRef<number | null>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  const enabled = hasMore && !busy;

  const items = () => sentinel.current?.previousElementSibling?.querySelectorAll<HTMLElement>(itemSelector) ?? [];

  // A layout effect: the focus moves in the same frame the new events appear, never via the body.
  useLayoutEffect(() => {
    if (busy) {
      itemsBefore.current = document.activeElement === more.current ? items().length : null;
      return;
    }
    const before = itemsBefore.current;
    itemsBefore.current = null;
    // The button goes with the last page; the focus then sits on the body, and moves on all the same.
    const stillThere = document.activeElement === more.current || document.activeElement === document.body;
    if (before === null || !stillThere) return;
    items()[before]?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [busy]);

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { root: scrollRoot?.current ?? null, rootMargin: INFINITE_SCROLL_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, scrollRoot]);

  return (
    <div ref={sentinel} className={root}>
      {hasMore ? (
        <a
          ref={more}
          href={href}
          className={`${button} ${buttonSecondary}`}
          aria-disabled={busy || undefined}
          data-load-more=""
          onClick={(event) => {
            event.preventDefault();
            if (!busy) latest.current();
          }}
        >
          {busy ? busyLabel : label}
        </a>
      ) : null}
    </div>
  );
}

const root = css`
  display: flex;
  justify-content: center;
  min-height: 1px;
  padding: 1.5rem 0;
`;
