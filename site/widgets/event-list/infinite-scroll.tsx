/**
 * Loads the next page as the end of the list comes near (SPEC §4, §9: root margin 170 %), plus a
 * visible button for keyboard users and browsers without IntersectionObserver.
 */
import { css } from 'goober';
import { useEffect, useRef, type RefObject } from 'react';
import { button, buttonSecondary } from '../../../common/modules/shared/styles';

/** SPEC §9 "Infinite scroll margin 170%". */
export const INFINITE_SCROLL_MARGIN = '170%';

interface InfiniteScrollProps {
  /** A further page exists and none is loading. */
  enabled: boolean;
  onMore(): void;
  label: string;
  /** The scrolling element (the overlay's panel); the window when absent. */
  scrollRoot?: RefObject<HTMLElement | null>;
}

export function InfiniteScroll({ enabled, onMore, label, scrollRoot }: InfiniteScrollProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;

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
      {enabled ? (
        <button type="button" className={`${button} ${buttonSecondary}`} onClick={() => latest.current()}>
          {label}
        </button>
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
