/**
 * A native <dialog> shown as a modal while its component is mounted (STYLE 13: one dialog primitive).
 * showModal() puts it in the top layer, so no transformed or clipped ancestor can misplace it (issue
 * #9 point 2), makes the page behind inert and gives Escape; unmounting closes it and hands focus back
 * to the element that opened it.
 */
import { useEffect, type RefObject } from 'react';
import { lockScroll } from '../../layout/no-scroll';

export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, options: { lockScroll?: boolean } = {}): void {
  const lock = options.lockScroll ?? false;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    const release = lock ? lockScroll() : null;
    element.showModal();
    return () => {
      if (element.open) element.close();
      release?.();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, lock]);
}
