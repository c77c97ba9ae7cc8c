/**
 * The quick ticket booking popup (SPEC §2 "Booking widget", §4), the lazy chunk a
 * visitor loads by opening it. A native <dialog> opened with showModal(): the page behind is inert,
 * so focus stays inside, Escape closes it, and focus returns to the opener. Steps main, discounts and
 * timeslots; "add to cart" calls the shop once per seat group and shows the summary.
 */
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { EventDetail, SeatGroup } from '../../../common/api/programme';
import { addToShopCart, getBookableEvent } from '../../../common/api/ticketshop-calls';
import { NO_RESERVATION_CODE } from '../../../common/api/ticketshop';
import { DEFAULT_CURRENCY } from '../../../common/format';
import { ticketHref } from '../../../common/modules/shared/ticket-link';
import { webshopPath } from './webshop-pages';
import { button } from '../../../common/modules/shared/styles';
import type { Lang } from '../../../common/routes';
import { report } from '../../monitoring/report';
import { bookingStep, cartSummary, chosenTimeslots, closeBooking, openBookingId, selectedTickets, ticketLimit, totalAmount } from '../../stores/booking';
import { commonData } from '../../stores/site-data';
import { addAllToCart } from './add-to-cart';
import { clearCart, storeCart, storedCartAmount } from './cart-cookies';
import { CartSummary } from './cart-summary';
import { MainStep, SoldOutCards } from './main-step';
import { BackButton, DiscountsStep, TimeslotsStep } from './step-views';
import { tBooking } from './strings';
import { bookableGroups, cartPayloads, groupsWithoutTimeslot, soldOutGroups } from './tickets';
import { head, muted, panel, roundButton, title } from './styles';
import { useBookingDialog, useStepFocus } from './use-booking-dialog';

/** What the widget needs of an event; the event page has it, the overlay's list fetches it. */
export type BookableEvent = Pick<EventDetail, 'id' | 'id_jet' | 'title' | 'ticket_url' | 'seat_groups'> & Partial<Pick<EventDetail, 'sale' | 'ticket_limit'>>;

export interface BookingWidgetProps {
  /** The widget's id in the store (only one open at a time). */
  id: string;
  lang: Lang;
  eventId: number;
  event?: BookableEvent | null;
  /** The ticket link it opened from: an event without bookable tickets goes on there. */
  shopHref?: string;
}

function useBookableEvent(lang: Lang, eventId: number, given: BookableEvent | null | undefined) {
  const [event, setEvent] = useState<BookableEvent | null>(given ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (given) return;
    let current = true;
    getBookableEvent(lang, eventId).then(
      (loaded) => current && setEvent(loaded),
      (error: unknown) => {
        report(error, { feature: 'booking', event: eventId });
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [lang, eventId, given]);
  return { event, failed };
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/** What Tab visits in the popup, in order: a radio group counts once, by its checked (or first) radio. */
function tabStops(root: HTMLElement): HTMLElement[] {
  const groups = new Set<string>();
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    if (el.closest('[hidden]')) return false;
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio') return true;
    const checked = root.querySelector(`input[type="radio"][name="${el.name}"]:checked`);
    if (checked) return el === checked;
    if (groups.has(el.name)) return false;
    groups.add(el.name);
    return true;
  });
}

/**
 * A modal <dialog> lets Tab leave for the browser's own controls after its last element; here Tab
 * wraps to its first (Shift+Tab to its last) element. Its keys are its own: a modal behind it (the
 * event overlay) must not take Escape or Tab too.
 */
function keepFocusInside(event: ReactKeyboardEvent<HTMLDialogElement>) {
  event.stopPropagation();
  if (event.key !== 'Tab') return;
  const stops = tabStops(event.currentTarget);
  const active = document.activeElement;
  const inside = event.currentTarget.contains(active);
  const target = event.shiftKey ? (!inside || active === stops[0] ? stops[stops.length - 1] : null) : !inside || active === stops[stops.length - 1] ? stops[0] : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * What the popup offers for an event: its seat groups, bookable and sold out, the ticket limit, the
 * currency and where the shop takes over; an event it cannot sell at all goes to the shop.
 */
function useOffer(event: BookableEvent | null, lang: Lang, shopHref: string | undefined) {
  const design = commonData.value?.settings.design;
  const shopOnline = commonData.value?.settings.is_shop_online ?? true;
  const currency = design?.currency ?? DEFAULT_CURRENCY;
  // The event's own page in the embedded shop, where the visitor can go on when the popup cannot help.
  const webshopUrl = shopHref ?? (event ? ticketHref(event, lang) : null) ?? design?.header.webshopLink ?? webshopPath('home', lang);
  const groups = event ? bookableGroups(event.seat_groups) : [];
  // Sold-out groups stay in view, disabled with the reason, instead of vanishing.
  const soldOut = event ? soldOutGroups(event.seat_groups) : [];
  const limit = event?.ticket_limit ?? Infinity;
  useEffect(() => {
    ticketLimit.value = limit;
  }, [limit]);
  const nothingToBook = Boolean(event) && groups.length === 0 && soldOut.length === 0;
  useEffect(() => {
    // Opened from a ticket link: an event the popup cannot sell is the shop page's.
    if (nothingToBook && shopHref && shopOnline) location.assign(shopHref);
  }, [nothingToBook, shopHref, shopOnline]);
  return { shopOnline, currency, webshopUrl, groups, soldOut, limit };
}

/** Puts the chosen tickets in the shop's cart and shows the answer, unless the popup was closed meanwhile. */
async function addToCart(id: string, lang: Lang, idJet: number, groups: SeatGroup[]) {
  cartSummary.value = { state: 'loading' };
  const payloads = cartPayloads(idJet, groups, selectedTickets.value, chosenTimeslots.value);
  const result = await addAllToCart(payloads, (payload) => addToShopCart(lang, payload), (answer) => storeCart(answer.tickets_quantity, answer.cart_url), storedCartAmount());
  // SPEC §8 -204: the cart behind the cookies is gone, so is the header's count of it.
  if (result.state === 'error' && result.responseCode === NO_RESERVATION_CODE) {
    clearCart();
    result.inCart = 0;
  }
  if (openBookingId.value === id) cartSummary.value = result;
}

export default function BookingWidget({ id, lang, eventId, event: given, shopHref }: BookingWidgetProps) {
  const text = tBooking(lang);
  const dialog = useRef<HTMLDialogElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const { event, failed } = useBookableEvent(lang, eventId, given);

  const unmounted = useBookingDialog(id, dialog);

  const step = bookingStep.value;
  const summary = cartSummary.value;
  const selected = selectedTickets.value;
  useStepFocus(step, dialog, stepHeading);

  const { shopOnline, currency, webshopUrl, groups, soldOut, limit } = useOffer(event, lang, shopHref);
  const stepGroup = step.name === 'main' ? undefined : groups.find((group) => group.id === step.seatGroup);
  const missing = groupsWithoutTimeslot(groups, selected, chosenTimeslots.value);
  const count = totalAmount(selected);


  const soldOutCards = <SoldOutCards lang={lang} groups={soldOut} />;

  let body;
  if (summary.state !== 'idle') body = null;
  // With the shop offline nothing is reserved, and nothing is offered that would fail.
  else if (!shopOnline) body = <p role="status">{text.shopOffline()}</p>;
  else if (failed) body = <p>{text.loadFailed()}</p>;
  else if (!event) body = <p className={muted}>{text.loadingEvent()}</p>;
  else if (groups.length === 0) {
    body = (
      <>
        {soldOutCards}
        <p>{text.noTickets()}</p>
        <a className={button} href={webshopUrl}>
          {text.toWebshop()}
        </a>
      </>
    );
  }
  else if (stepGroup && step.name !== 'main') {
    body = (
      <>
        <BackButton lang={lang} />
        <h3 ref={stepHeading} tabIndex={-1} className={title}>
          {step.name === 'discounts' ? text.discountsOf({ group: stepGroup.seat_group }) : text.timeslotOf({ group: stepGroup.seat_group })}
        </h3>
        {step.name === 'discounts' ? <DiscountsStep lang={lang} group={stepGroup} currency={currency} /> : <TimeslotsStep lang={lang} group={stepGroup} />}
      </>
    );
  } else {
    body = <MainStep lang={lang} groups={groups} soldOutCards={soldOutCards} currency={currency} count={count} limit={limit} missing={missing} onAdd={() => event?.id_jet && void addToCart(id, lang, event.id_jet, groups)} />;
  }

  const titleId = `${id}-title`;
  return (
    <dialog
      ref={dialog}
      className={panel}
      aria-labelledby={titleId}
      onClose={() => !unmounted.current && openBookingId.value === id && closeBooking()}
      onKeyDown={keepFocusInside}
      data-booking-widget={eventId}
    >
      <div className={head}>
        <div>
          <h2 id={titleId} className={title}>
            {text.title()}
          </h2>
          {event ? <p className={muted}>{event.title}</p> : null}
        </div>
        <button type="button" className={roundButton} onClick={() => dialog.current?.close()} aria-label={text.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {body}
      <CartSummary lang={lang} summary={summary} webshopUrl={webshopUrl} limit={limit} />
    </dialog>
  );
}
