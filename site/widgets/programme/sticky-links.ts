/**
 * What the sticky navigation (SPEC §2 "Sticky navigation", "Default layout") needs from programme
 * pages, in a module of its own so the layout can import it without a page chunk: the in-page anchor
 * of the production's dates, which the sticky overlay button jumps to on production detail, and the
 * page-specific sticky link buttons of the current page.
 */
import { signal } from '@preact/signals-react';
import { useEffect } from 'react';

/** The id of the production detail's dates-and-tickets section (SPEC §2 "Default layout"). */
export const DATES_ANCHOR = 'dates-and-tickets';

export interface StickyLink {
  href: string;
  label: string;
}

/** Link buttons of the current page; a page sets them while it is shown and clears them when it goes. */
export const stickyLinks = signal<readonly StickyLink[]>([]);

export function useStickyLinks(links: readonly StickyLink[] | null): void {
  const key = links ? links.map((l) => `${l.href} ${l.label}`).join('|') : '';
  useEffect(() => {
    if (!links) return;
    stickyLinks.value = links;
    return () => {
      stickyLinks.value = [];
    };
    // The links are compared by content: a new array with the same links is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
