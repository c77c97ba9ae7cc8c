/**
 * The booking widget's state (SPEC §4 "Booking widget"): which widget is open (only one at a time),
 * the selected tickets, the step, the chosen timeslots and the cart summary. Opening stores the
 * widget's id; closing clears it and the selection, and resets the summary after `timings.summaryReset`.
 */
import { signal } from '@preact/signals-react';
import { MAX_TICKETS_PER_SALE_TYPE } from '../../common/api/ticketshop';
import { timings } from '../../common/theme';

/** SPEC §3 "Selected ticket": the ticket is its seat group (SeatGroup.id) and sale type. */
export interface TicketKey {
  seat_group: number;
  sale_type_id: number;
}

export interface SelectedTicket {
  ticket: TicketKey;
  amount: number;
}

/** SPEC §4: main (empty), discounts and timeslots of one seat group; back returns to main. */
export type BookingStep = { name: 'main' } | { name: 'discounts'; seatGroup: number } | { name: 'timeslots'; seatGroup: number };

/** After "add to cart": loading, then success or error (SPEC §4). `responseCode` is the shop's, or null for a generic failure (SPEC §8). */
export type CartSummary =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'success'; cartUrl: string; amount: number }
  | { state: 'error'; responseCode: number | null; inCart?: number; refused?: number };

const MAIN: BookingStep = { name: 'main' };
const IDLE: CartSummary = { state: 'idle' };

export const openBookingId = signal<string | null>(null);
export const selectedTickets = signal<SelectedTicket[]>([]);
export const bookingStep = signal<BookingStep>(MAIN);
/** The chosen timeslot's block_id per seat group id. */
export const chosenTimeslots = signal<Record<number, number>>({});
export const cartSummary = signal<CartSummary>(IDLE);
/** The most tickets of the open event one visitor may hold (EventDetail.ticket_limit), across its price rows. */
export const ticketLimit = signal(Infinity);

const same = (a: TicketKey, b: TicketKey) => a.seat_group === b.seat_group && a.sale_type_id === b.sale_type_id;

/** SPEC §4: the same seat group and sale type raises the amount by one, anything else is a new entry with amount 1. */
export function withTicketAdded(tickets: readonly SelectedTicket[], ticket: TicketKey): SelectedTicket[] {
  const found = tickets.some((t) => same(t.ticket, ticket));
  return found ? tickets.map((t) => (same(t.ticket, ticket) ? { ...t, amount: t.amount + 1 } : t)) : [...tickets, { ticket: { ...ticket }, amount: 1 }];
}

/** SPEC §4: removing lowers the amount; at 1 the entry goes. */
export function withTicketRemoved(tickets: readonly SelectedTicket[], ticket: TicketKey): SelectedTicket[] {
  return tickets.flatMap((t) => (!same(t.ticket, ticket) ? [t] : t.amount > 1 ? [{ ...t, amount: t.amount - 1 }] : []));
}

export function amountOf(tickets: readonly SelectedTicket[], ticket: TicketKey): number {
  return tickets.find((t) => same(t.ticket, ticket))?.amount ?? 0;
}

export const totalAmount = (tickets: readonly SelectedTicket[]) => tickets.reduce((sum, t) => sum + t.amount, 0);

/** Adds one ticket, up to the cart call's limit per sale type (the widget never offers what the shop refuses). */
export function addTicket(ticket: TicketKey): void {
  if (amountOf(selectedTickets.value, ticket) >= MAX_TICKETS_PER_SALE_TYPE || totalAmount(selectedTickets.value) >= ticketLimit.value) return;
  selectedTickets.value = withTicketAdded(selectedTickets.value, ticket);
}

export function removeTicket(ticket: TicketKey): void {
  selectedTickets.value = withTicketRemoved(selectedTickets.value, ticket);
}

let resetTimer: ReturnType<typeof setTimeout> | null = null;

function clearSelection(): void {
  selectedTickets.value = [];
  bookingStep.value = MAIN;
  chosenTimeslots.value = {};
}

/** Opens widget `id`; one that was open closes, since only one is open at a time. */
/**
 * The link or button that opened the popup: focus goes back to it on close. Named by the caller, not
 * read from document.activeElement: Safari does not focus a link or button on click, so the popup
 * would hand focus back to <body>.
 */
let openedBy: HTMLElement | null = null;
export const bookingOpener = (): HTMLElement | null => openedBy;

export function openBooking(id: string, opener: HTMLElement | null = null): void {
  openedBy = opener;
  if (resetTimer) clearTimeout(resetTimer);
  resetTimer = null;
  clearSelection();
  cartSummary.value = IDLE;
  openBookingId.value = id;
}

export function closeBooking(): void {
  openBookingId.value = null;
  clearSelection();
  if (resetTimer) clearTimeout(resetTimer);
  resetTimer = setTimeout(() => {
    resetTimer = null;
    cartSummary.value = IDLE;
  }, timings.summaryReset);
}
