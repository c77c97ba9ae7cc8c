/**
 * The booking entry point of an event: with the quick-buy switch of the design
 * settings on (SPEC §3) a link to the shop's event page that the app turns into the booking popup,
 * whose chunk loads only then (without JavaScript the link leads to the shop); with it
 * off, or for events the shop does not sell, the link to the event in the ticket shop. Tiny on
 * purpose: it rides in the event page and overlay chunks, never in the first load.
 */
import { lazy, Suspense } from 'react';
import { onSale } from '../../../common/api/programme';
import { SaleNote, tSale } from '../../../common/modules/shared/sale-note';
import { shopEventPath, ticketHref } from '../../../common/modules/shared/ticket-link';
import type { Lang } from '../../../common/routes';
import { openBooking, openBookingId } from '../../stores/booking';
import { commonData } from '../../stores/site-data';
import type { BookableEvent } from './booking-widget';
import { bookableGroups } from './tickets';

/** The popup's chunk, loaded when a visitor first opens a widget. */
export const BookingWidget = lazy(() => import('./booking-widget'));

export interface BookingEntryProps {
  lang: Lang;
  event: Pick<BookableEvent, 'id' | 'id_jet' | 'title' | 'ticket_url'> & Partial<Pick<BookableEvent, 'seat_groups' | 'sale'>>;
  /** Where the entry sits, so two entries of one event on a page are two widgets. */
  place: string;
  className?: string;
  /** The link's text when quick-buy is off. */
  linkText: string;
  linkLabel?: string;
}

export function BookingEntry({ lang, event, place, className, linkText, linkLabel }: BookingEntryProps) {
  const id = `booking-${place}-${event.id}`;
  // Sold out, running or over — the state instead of a way to tickets; few seats — beside it.
  const note = <SaleNote sale={event.sale} lang={lang} />;
  if (!onSale(event.sale)) return note;
  const quickBuy = commonData.value?.settings.design.quickBuyActive ?? false;
  if (!quickBuy || !event.id_jet || (event.seat_groups && bookableGroups(event.seat_groups).length === 0)) {
    const href = ticketHref(event, lang);
    return href ? (
      <>
        {note}
        <a className={className} href={href} aria-label={linkLabel}>
          {linkText}
        </a>
      </>
    ) : null;
  }
  const text = tSale(lang);
  return (
    <>
      {note}
      <a
        href={shopEventPath(event.id_jet, lang)}
        className={className}
        onClick={(click) => {
          click.preventDefault();
          openBooking(id, click.currentTarget);
        }}
        aria-haspopup="dialog"
        aria-label={text.bookFor({ title: event.title })}
        data-booking-open={event.id}
      >
        {text.book()}
      </a>
      {openBookingId.value === id ? (
        <Suspense fallback={null}>
          <BookingWidget id={id} lang={lang} eventId={event.id} event={event.seat_groups ? (event as BookableEvent) : null} />
        </Suspense>
      ) : null}
    </>
  );
}
