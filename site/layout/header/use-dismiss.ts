import { useLayoutEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * Closes an open disclosure on Escape or on a click outside the given elements (SPEC §2 "Header":
 * menus close on Escape or outside click). The caller decides where focus goes.
 */
export function useDismiss(open: boolean, onDismiss: (reason: DismissReason) => void, inside: RefObject<HTMLElement | null>[]): void {
  const latest = useRef(onDismiss);
  latest.current = onDismiss;
  const areas = useRef(inside);
  areas.current = inside;

  // A layout effect: listening from the moment the disclosure shows open, not a frame later, when an
  // Escape pressed at once would go unheard.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current('escape');
    };
    const onClick = (event: Event) => {
      const target = event.target as Node | null;
      if (target && !areas.current.some((ref) => ref.current?.contains(target))) latest.current('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
}

/**
 * Enter and Space on a disclosure button toggle it at keydown. Preventing the default stops the
 * browser's synthetic click, so the toggle runs exactly once (and the same way in tests).
 */
export function activateOnKey(action: () => void) {
  return (event: { key: string; preventDefault(): void }) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    action();
  };
}
