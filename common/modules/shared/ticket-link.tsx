/**
 * The one ticket link of cards and date lists: to the ticket shop's page of the event,
 * embedded in our webshop layout (common/webshop-paths.ts). With quick-buy on, a click opens the
 * booking popup instead (site/widgets/booking/ticket-link-popups.tsx), found by the attribute.
 * Events without a shop id keep the address an editor gave; events without one have no link.
 */
import type { ReactNode } from 'react';
import { onSale, type EventListItem } from '../../api/programme';
import type { Lang } from '../../routes';
import { SaleNote } from './sale-note';

/**
 * A page of our webshop layout in the visitor's language: its routes carry no language prefix, so
 * English adds `?lang=en` (common/webshop-paths.ts reads it). Here, not there, so that the ticket
 * links of every list carry only these few bytes (ARCHITECTURE "Budgets"); 'de' is DEFAULT_LANG,
 * written out because an import from the entry costs this shared chunk bytes of its own.
 */
export const webshopHref = (path: string, lang: Lang) => (lang === 'de' ? path : `${path}?lang=${lang}`);

/** The shop's page of one event, embedded (docs/DECISIONS.md "The embedded ticket shop"). */
export const shopEventPath = (idJet: number, lang: Lang) => webshopHref(`/webshop/event/${idJet}`, lang);

type TicketEvent = Pick<EventListItem, 'id' | 'id_jet' | 'ticket_url'> & Partial<Pick<EventListItem, 'sale'>>;

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
  // A sold-out, running or past event says so instead of offering tickets; an editor's
  // 'ausverkauft' says so on an event without a ticket link too.
  const note = <SaleNote sale={event.sale} lang={lang} />;
  if (!onSale(event.sale)) return href || event.sale === 'sold_out' ? note : null;
  if (!href) return null;
  // data-ticket-link: the event's id, on links the booking popup may take over.
  return (
    <>
      {note}
      <a href={href} className={className} aria-label={label} data-ticket-link={event.id_jet ? event.id : undefined}>
        {children}
      </a>
    </>
  );
}
