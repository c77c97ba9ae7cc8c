/**
 * The one ticket link of cards and date lists (issue #9): to the ticket shop's page of the event,
 * embedded in our webshop layout (common/webshop-paths.ts). With quick-buy on, a click opens the
 * booking popup instead (site/widgets/booking/ticket-link-popups.tsx), found by the attribute.
 * Events without a shop id keep the address an editor gave; events without one have no link.
 */
import type { ReactNode } from 'react';
import type { EventListItem } from '../../api/programme';
import type { Lang } from '../../routes';
import { shopEventPath } from '../../webshop-paths';

/** Carries the event's id on links the booking popup may take over. */
export const TICKET_LINK_ATTRIBUTE = 'data-ticket-link';

type TicketEvent = Pick<EventListItem, 'id' | 'id_jet' | 'ticket_url'>;

/** Where an event's tickets are sold, or null for an event without tickets (free entry). */
export function ticketHref(event: TicketEvent, lang: Lang): string | null {
  if (!event.ticket_url) return null;
  return event.id_jet ? shopEventPath(event.id_jet, lang) : event.ticket_url;
}

interface TicketLinkProps {
  event: TicketEvent;
  lang: Lang;
  className?: string;
  /** The accessible name, where the visible text needs the event's title and date beside it. */
  label?: string;
  children: ReactNode;
}

export function TicketLink({ event, lang, className, label, children }: TicketLinkProps) {
  const href = ticketHref(event, lang);
  if (!href) return null;
  const attributes = event.id_jet ? { [TICKET_LINK_ATTRIBUTE]: String(event.id) } : {};
  return (
    <a href={href} className={className} aria-label={label} {...attributes}>
      {children}
    </a>
  );
}
