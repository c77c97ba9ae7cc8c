/**
 * Ticket links open the booking popup: every 'Karten' link of a card or date list is the
 * one TicketLink (common/modules/shared/ticket-link.tsx), which leads to the shop's event page,
 * embedded. With quick-buy on (SPEC §3), a click on it opens the popup instead, which fetches the
 * event's seat groups; an event without bookable tickets goes on to the link's page. Listening on a
 * root keeps cards and lists (shared with the editor) unaware of the widget, and the widget's chunk
 * out of every page until a visitor opens it.
 */
import { isPlainClick } from '../../router/links';
import { Suspense, useEffect, useState, type RefObject } from 'react';
import type { Lang } from '../../../common/routes';
import { openBooking, openBookingId } from '../../stores/booking';
import { commonData } from '../../stores/site-data';
import { BookingWidget } from './booking-entry';

/** What TicketLink writes on a link the popup may take over: the event's id. */
const TICKET_LINK_ATTRIBUTE = 'data-ticket-link';

/** Set on <html> once ticket links open the popup (they lead to the shop's page until then). */
export const TICKET_LINKS_READY = 'data-ticket-links';

interface TicketLinkPopupsProps {
  lang: Lang;
  /** Where to listen: the event overlay's panel (its focus trap keeps the popup inside), else the document. */
  root?: RefObject<HTMLElement | null>;
  /** Links inside this selector are some other listener's. */
  except?: string;
  /** Names the widgets apart from other entries of the same event. */
  place: string;
}

export function TicketLinkPopups({ lang, root, except, place }: TicketLinkPopupsProps) {
  const [target, setTarget] = useState<{ eventId: number; href: string } | null>(null);
  const widgetId = (eventId: number) => `booking-${place}-${eventId}`;
  useEffect(() => {
    const element = root ? root.current : document;
    if (!element) return;
    const onClick = (event: Event) => {
      if (!(event instanceof MouseEvent) || !commonData.value?.settings.design.quickBuyActive) return;
      if (!isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.(`a[${TICKET_LINK_ATTRIBUTE}]`);
      if (!(link instanceof HTMLAnchorElement) || (except && link.closest(except))) return;
      const id = Number(link.getAttribute(TICKET_LINK_ATTRIBUTE));
      if (!Number.isInteger(id) || id <= 0) return;
      event.preventDefault();
      setTarget({ eventId: id, href: link.href });
      openBooking(widgetId(id), link);
    };
    element.addEventListener('click', onClick);
    if (!root) document.documentElement.setAttribute(TICKET_LINKS_READY, '');
    return () => element.removeEventListener('click', onClick);
  }, [root, except]);
  if (target === null || openBookingId.value !== widgetId(target.eventId)) return null;
  return (
    <Suspense fallback={null}>
      <BookingWidget id={widgetId(target.eventId)} lang={lang} eventId={target.eventId} shopHref={target.href} />
    </Suspense>
  );
}
