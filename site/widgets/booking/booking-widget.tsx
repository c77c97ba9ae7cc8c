/**
 * The quick ticket booking popup (SPEC §2 "Booking widget", §4), the lazy chunk a
 * visitor loads by opening it. A native <dialog> opened with showModal(): the page behind is inert,
 * so focus stays inside, Escape closes it, and focus returns to the opener. Steps main, discounts and
 * timeslots; "add to cart" calls the shop once per seat group and shows the summary.
 */
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { EventDetail } from '../../../common/api/programme';
import { addToShopCart, getBookableEvent } from '../../../common/api/ticketshop-calls';
import { NO_RESERVATION_CODE } from '../../../common/api/ticketshop';
import { DEFAULT_CURRENCY } from '../../../common/format';
import { ticketHref } from '../../../common/modules/shared/ticket-link';
import { webshopPath } from './webshop-pages';
import { button } from '../../../common/modules/shared/styles';
import type { Lang } from '../../../common/routes';
import { report } from '../../monitoring/report';
import { bookingOpener, bookingStep, cartSummary, chosenTimeslots, closeBooking, openBookingId, selectedTickets, ticketLimit, totalAmount } from '../../stores/booking';
import { commonData } from '../../stores/site-data';
import { addAllToCart } from './add-to-cart';
import { clearCart, storeCart, storedCartAmount } from './cart-cookies';
import { CartSummary } from './cart-summary';
import { SeatGroupCard } from './seat-group-card';
import { BackButton, DiscountsStep, TimeslotsStep } from './step-views';
import { tBooking } from './strings';
import { bookableGroups, cartPayloads, groupsWithoutTimeslot, soldOutGroups } from './tickets';
import { footer, group as groupBox, head, muted, panel, roundButton, title } from './styles';

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

export default function BookingWidget({ id, lang, eventId, event: given, shopHref }: BookingWidgetProps) {
  const text = tBooking(lang);
  const dialog = useRef<HTMLDialogElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const { event, failed } = useBookableEvent(lang, eventId, given);

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

  const step = bookingStep.value;
  const summary = cartSummary.value;
  const selected = selectedTickets.value;
  const previousStep = useRef(step);
  useEffect(() => {
    const previous = previousStep.current;
    previousStep.current = step;
    if (step.name !== 'main') stepHeading.current?.focus();
    // Back on main, focus returns to the button that opened the step.
    else if (previous.name !== 'main') dialog.current?.querySelector<HTMLElement>(`[data-step="${previous.name}-${previous.seatGroup}"]`)?.focus();
  }, [step]);

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
  const stepGroup = step.name === 'main' ? undefined : groups.find((group) => group.id === step.seatGroup);
  const missing = groupsWithoutTimeslot(groups, selected, chosenTimeslots.value);
  const count = totalAmount(selected);

  const addToCart = async () => {
    if (!event?.id_jet) return;
    cartSummary.value = { state: 'loading' };
    const payloads = cartPayloads(event.id_jet, groups, selected, chosenTimeslots.value);
    const result = await addAllToCart(payloads, (payload) => addToShopCart(lang, payload), (answer) => storeCart(answer.tickets_quantity, answer.cart_url), storedCartAmount());
    // SPEC §8 -204: the cart behind the cookies is gone, so is the header's count of it.
    if (result.state === 'error' && result.responseCode === NO_RESERVATION_CODE) {
      clearCart();
      result.inCart = 0;
    }
    if (openBookingId.value === id) cartSummary.value = result;
  };

  const soldOutCards = soldOut.map((group) => (
    <section key={group.id} className={groupBox} aria-labelledby={`booking-group-${group.id}`} aria-disabled="true" data-seat-group={group.seat_group} data-sold-out="">
      <h3 id={`booking-group-${group.id}`}>{group.seat_group}</h3>
      <p>
        <strong>{text.groupSoldOut()}</strong>
      </p>
    </section>
  ));

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
    body = (
      <>
        {groups.map((group) => (
          <SeatGroupCard key={group.id} lang={lang} group={group} currency={currency} />
        ))}
        {soldOutCards}
        <div className={footer}>
          <p className={muted}>
            {count ? text.selected({ count }) : text.nothingSelected()}
            {Number.isFinite(limit) ? (
              <>
                <br />
                <span data-ticket-limit={limit}>{text.limit({ max: limit })}</span>
              </>
            ) : null}
            {missing.map((group) => (
              <span key={group.id}>
                <br />
                {text.timeslotNeeded({ group: group.seat_group })}
              </span>
            ))}
          </p>
          <button type="button" className={button} disabled={count === 0 || missing.length > 0} onClick={addToCart}>
            {text.addToCart()}
          </button>
        </div>
      </>
    );
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
