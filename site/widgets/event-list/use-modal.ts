/**
 * Modal dialog behaviour for the event overlay and the small-screen filter dialog (SPEC §4; WCAG
 * 2.1): focus moves in and stays in, Escape closes, focus returns to the opener, and the page behind
 * does not scroll (site/layout/no-scroll.ts). Written here rather than with the focus-trap package,
 * which alone would take half of the events chunk's 15 KB budget (ARCHITECTURE "Budgets").
 */
import { useEffect, useRef, type RefObject } from 'react';
import { lockScroll } from '../../layout/no-scroll';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `root`, in order; hidden panels left out. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && !el.closest('[hidden]'));
}

export function useModal(open: boolean, dialog: RefObject<HTMLElement | null>, onClose: () => void): void {
  const latest = useRef(onClose);
  latest.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement as HTMLElement | null;
    const release = lockScroll();
    (tabbables(element)[0] ?? element).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        // An open dropdown inside takes its own Escape first (site/layout/header/use-dismiss.ts).
        if (element.querySelector('[aria-expanded="true"][aria-controls]')) return;
        event.preventDefault();
        latest.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = tabbables(element);
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !element.contains(event.target)) (tabbables(element)[0] ?? element).focus();
    };
    element.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, dialog]);
}
