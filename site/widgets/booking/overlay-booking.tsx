/**
 * The booking popup from the event overlay (issue #4 point 3): the overlay's event cards link the
 * ticket shop; with quick-buy on, that link opens the popup instead, which fetches the event's seat
 * groups. Listening on the overlay keeps the shared event card (common/modules) unaware of the widget.
 */
import { Suspense, useEffect, useState, type RefObject } from 'react';
import type { Lang } from '../../../common/routes';
import { openBooking, openBookingId } from '../../stores/booking';
import { commonData } from '../../stores/site-data';
import { BookingWidget } from './booking-entry';

/** An event card's ticket link: the card carries the event id, the link leaves for the shop. */
const TICKET_LINK = '[data-event-id] a[target="_blank"]';

const widgetId = (eventId: number) => `booking-overlay-${eventId}`;

export function OverlayBooking({ lang, root }: { lang: Lang; root: RefObject<HTMLElement | null> }) {
  const [eventId, setEventId] = useState<number | null>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (!commonData.value?.settings.design.quickBuyActive) return;
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.(TICKET_LINK);
      const id = Number(link?.closest('[data-event-id]')?.getAttribute('data-event-id'));
      if (!link || !Number.isInteger(id) || id <= 0) return;
      event.preventDefault();
      setEventId(id);
      openBooking(widgetId(id));
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [root]);
  if (eventId === null || openBookingId.value !== widgetId(eventId)) return null;
  return (
    <Suspense fallback={null}>
      <BookingWidget id={widgetId(eventId)} lang={lang} eventId={eventId} />
    </Suspense>
  );
}
