/**
 * The page-specific link buttons of the sticky navigation (SPEC §2 "Sticky navigation"): a page, or
 * a link module marked `sticky`, adds its links while it is shown and takes them away when it goes.
 * Module renderers add theirs here because a `position: sticky` link inside its section had no room
 * to stick; site/widgets/sticky-nav shows them.
 */
import { signal } from '@preact/signals-react';
import { useEffect } from 'react';

export interface StickyLink {
  href: string;
  label: string;
}

/** The sticky links of what the page shows, in the order they were added. */
export const stickyLinks = signal<readonly StickyLink[]>([]);

export function useStickyLinks(links: readonly StickyLink[] | null): void {
  const key = links ? links.map((l) => `${l.href} ${l.label}`).join('|') : '';
  useEffect(() => {
    if (!links?.length) return;
    stickyLinks.value = [...stickyLinks.value, ...links];
    return () => {
      stickyLinks.value = stickyLinks.value.filter((link) => !links.includes(link));
    };
    // The links are compared by content: a new array with the same links is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
