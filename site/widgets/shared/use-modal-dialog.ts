/**
 * A native <dialog> shown as a modal while its component is mounted (STYLE 13: one dialog primitive).
 * showModal() puts it in the top layer, so no transformed or clipped ancestor can misplace it
 * (DECISIONS "Visitor layout on every width"), makes the page behind inert and gives Escape; unmounting closes it and hands focus back
 * to the element that opened it.
 *
 * `onClose` runs on the dialog's `close` event while it is mounted (Escape, a `dialog.close()` of its
 * own), never for the close the unmount does: that event is queued and fires after the component is
 * gone, where a handler from its last render would act on a stale state, e.g. the event overlay's
 * close navigated back to the page a followed link had just left.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { lockScroll } from '../../layout/no-scroll';

/** `:modal`, where the browser knows it (test DOMs may not: there no dialog is ever drawn open by a server). */
function isModal(element: HTMLDialogElement): boolean {
  try {
    return element.matches(':modal');
  } catch {
    return true;
  }
}

export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, options: { lockScroll?: boolean; onClose?(): void } = {}): void {
  const lock = options.lockScroll ?? false;
  const onClose = useRef(options.onClose);
  onClose.current = options.onClose;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    const release = lock ? lockScroll() : null;
    // An open dropdown inside takes its own Escape first (site/layout/header/use-dismiss.ts).
    const onCancel = (event: Event) => {
      if (element.querySelector('[aria-expanded="true"][aria-controls]')) event.preventDefault();
    };
    const onCloseEvent = () => onClose.current?.();
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onCloseEvent);
    // A dialog the server drew open (the consent banner) is open but not modal, and
    // showModal() refuses an open dialog: the attribute goes first (no close event), in the same task.
    if (element.open && !isModal(element)) element.removeAttribute('open');
    element.showModal();
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onCloseEvent);
      if (element.open) element.close();
      release?.();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, lock]);
}
