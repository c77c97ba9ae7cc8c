import { useEffect, useRef, type RefObject } from 'react';
import { bookingOpener, closeBooking, openBookingId, type BookingStep } from '../../stores/booking';

/** The Back a closed popup sent to take its history entry off, until the browser has done it. */
let backPending: Promise<void> | null = null;

function takeEntryBack(): void {
  backPending = new Promise((resolve) => {
    addEventListener('popstate', () => {
      backPending = null;
      resolve();
    }, { once: true });
  });
  history.back();
}

/**
 * Shows the popup as a modal and gives the focus back to what opened it when it goes (site/widgets/booking/booking-widget.tsx).
 * `unmounted` is true once it has gone: its close event, which comes later, must not close it again.
 */
export function useBookingDialog(id: string, dialog: RefObject<HTMLDialogElement | null>) {
  const unmounted = useRef(false);
  useEffect(() => {
    const element = dialog.current!;
    const opener = bookingOpener() ?? (document.activeElement as HTMLElement | null);
    element.showModal();
    // The browser's Back closes the popup instead of leaving the page. An entry of the
    // same address marks the open popup; closing it otherwise takes that entry back off.
    const onBack = () => openBookingId.value === id && closeBooking();
    let mounted = true;
    const markOpen = () => {
      if (!mounted) return;
      history.pushState({ ...(history.state as object | null), booking: id }, '');
      addEventListener('popstate', onBack);
    };
    // Reopened before the Back of the last close has landed: that Back must not take this entry.
    if (backPending) void backPending.then(markOpen);
    else markOpen();
    return () => {
      // Its close event comes later, when the same widget may be open again: it must not close that.
      unmounted.current = true;
      mounted = false;
      removeEventListener('popstate', onBack);
      if ((history.state as { booking?: string } | null)?.booking === id) takeEntryBack();
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return unmounted;
}

/** A step's heading takes the focus; back on main, the button that opened the step does. */
export function useStepFocus(step: BookingStep, dialog: RefObject<HTMLDialogElement | null>, stepHeading: RefObject<HTMLHeadingElement | null>) {
  const previousStep = useRef(step);
  useEffect(() => {
    const previous = previousStep.current;
    previousStep.current = step;
    if (step.name !== 'main') stepHeading.current?.focus();
    // Back on main, focus returns to the button that opened the step.
    else if (previous.name !== 'main') dialog.current?.querySelector<HTMLElement>(`[data-step="${previous.name}-${previous.seatGroup}"]`)?.focus();
  }, [step]);
}
