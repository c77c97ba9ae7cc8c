/**
 * Focus goes back to what opened a panel, menu or dialog when it closes (WAI-ARIA dialog pattern):
 * React removes the closed part from the page, and the focus inside it would otherwise fall to
 * <body>, sending a keyboard user back to the top of the page.
 */
import { useEffect, type RefObject } from 'react';

/**
 * Remembers the focused element when the caller mounts and focuses it again when the caller
 * unmounts — only if focus was inside the closing part (or already lost with it): a click
 * elsewhere meanwhile wins.
 */
export function useFocusReturn(part: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement;
    const container = part.current;
    return () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || !!container?.contains(active);
      if (lost && opener instanceof HTMLElement && opener.isConnected && !container?.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, []);
}
