/**
 * The simulated shop's state: what is on sale, what is left, and the carts holding reservations.
 * Every method is synchronous on purpose: Node runs one at a time, so the check of what is left and
 * its decrement in `reserve` can never interleave with another call (test/unit/ticketshop-store.test.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  SHOP_CODES,
  type CatalogSeatGroup,
  type ShopCart,
  type ShopCartAnswer,
  type ShopCartLine,
  type ShopCartRequest,
  type ShopCatalog,
  type ShopEvent,
  type ShopOrder,
} from '../../server/features/ticketshop/protocol';
import type { Localized } from '../../common/i18n/localized';

/** Seats of a seat group without its own capacity in the catalogue. */
export const DEFAULT_GROUP_CAPACITY = 120;
/** Places per timeslot (guided tours) without their own capacity in the catalogue. */
export const DEFAULT_TIMESLOT_CAPACITY = 25;

interface Cart {
  id: string;
  lines: ShopCartLine[];
  expiresAt: number;
}

const poolKey = (jetId: number, group: string, blockId: number | null) => `${jetId}|${group}|${blockId ?? ''}`;

export class ShopStore {
  private events = new Map<number, CatalogSeatGroup[]>();
  /** Seats left per seat group, or per timeslot for groups with timeslots. */
  private left = new Map<string, number>();
  private carts = new Map<string, Cart>();
  /** Title and start of each event, for the shop's own pages. */
  private info = new Map<number, { title: Localized; starts_at: string | null }>();
  private orders = new Map<string, ShopOrder>();
  /** Carts that ended in an order: adding to one starts a new cart, as a shop session does after checkout. */
  private finished = new Set<string>();
  private orderCount = 0;

  constructor(
    private readonly options: { reservationMs: number; cartUrl: (cartId: string, lang: string) => string },
  ) {}

  /** Adds the catalogue's events the shop does not sell yet; known events keep their state. */
  addCatalog(catalog: ShopCatalog): number {
    let added = 0;
    for (const event of catalog.events) {
      if (this.events.has(event.event_jet_id)) continue;
      this.events.set(event.event_jet_id, event.seat_groups);
      this.info.set(event.event_jet_id, { title: event.title ?? { de: `Veranstaltung ${event.event_jet_id}` }, starts_at: event.starts_at ?? null });
      for (const group of event.seat_groups) {
        if (group.timeslots.length === 0) this.left.set(poolKey(event.event_jet_id, group.seat_group, null), group.capacity ?? DEFAULT_GROUP_CAPACITY);
        for (const slot of group.timeslots) this.left.set(poolKey(event.event_jet_id, group.seat_group, slot.block_id), slot.capacity ?? DEFAULT_TIMESLOT_CAPACITY);
      }
      added++;
    }
    return added;
  }

  /** Forgets everything: events, reservations, carts. */
  clear(): void {
    this.events.clear();
    this.left.clear();
    this.carts.clear();
    this.info.clear();
    this.orders.clear();
    this.finished.clear();
  }

  /** Returns the seats of every cart whose reservation has lapsed (SPEC §9). */
  sweep(now: number): void {
    for (const cart of this.carts.values()) if (cart.expiresAt <= now) this.release(cart);
  }

  /** Ends reservations now: one cart, or all of them. */
  expire(cartId?: string): void {
    for (const cart of [...this.carts.values()]) if (!cartId || cart.id === cartId) this.release(cart);
  }

  private release(cart: Cart): void {
    for (const line of cart.lines) {
      const key = poolKey(line.event_jet_id, line.seat_group, line.block_id);
      this.left.set(key, (this.left.get(key) ?? 0) + line.quantity);
    }
    this.carts.delete(cart.id);
  }

  /** Overrides what is left of a seat group (or of one of its timeslots), for tests. False if there is no such pool. */
  setLeft(jetId: number, group: string, blockId: number | null, capacityLeft: number): boolean {
    const key = poolKey(jetId, group, blockId);
    if (!this.left.has(key)) return false;
    this.left.set(key, capacityLeft);
    return true;
  }

  event(jetId: number, now: number): ShopEvent | null {
    this.sweep(now);
    const groups = this.events.get(jetId);
    if (!groups) return null;
    return {
      event_jet_id: jetId,
      seat_groups: groups.map((g) => {
        const timeslots = g.timeslots.map((slot) => {
          const left = this.left.get(poolKey(jetId, g.seat_group, slot.block_id)) ?? 0;
          return { block_id: slot.block_id, time_start: slot.time_start, status: slot.status && left > 0 ? 1 : 0, capacity_left: left };
        });
        const left = timeslots.length ? timeslots.reduce((sum, s) => sum + (s.status ? s.capacity_left : 0), 0) : (this.left.get(poolKey(jetId, g.seat_group, null)) ?? 0);
        return { seat_group: g.seat_group, status: g.status && left > 0 ? 1 : 0, text: g.text, capacity_left: left, prices: g.prices, timeslots };
      }),
    };
  }

  reserve(request: ShopCartRequest, now: number): ShopCartAnswer {
    this.sweep(now);
    const cart = request.cart_id === undefined || this.finished.has(request.cart_id) ? null : this.carts.get(request.cart_id);
    if (cart === undefined) return { response_code: SHOP_CODES.noCurrentReservation };
    const groups = this.events.get(request.event_jet_id);
    if (!groups) return { response_code: SHOP_CODES.unknownEvent };
    const group = request.seat_group === undefined ? groups.find((g) => g.status === 1) : groups.find((g) => g.seat_group === request.seat_group);
    if (!group) return { response_code: request.seat_group === undefined ? SHOP_CODES.notOnSale : SHOP_CODES.unknownSeatGroup };
    if (group.status !== 1) return { response_code: SHOP_CODES.notOnSale };

    const blockId = request.block_id ?? null;
    const slot = blockId === null ? null : group.timeslots.find((s) => s.block_id === blockId);
    if (group.timeslots.length > 0 ? !slot : blockId !== null) return { response_code: SHOP_CODES.unknownTimeslot };
    if (slot && slot.status !== 1) return { response_code: SHOP_CODES.notOnSale };

    const lines: ShopCartLine[] = [];
    for (const item of request.items) {
      const price = group.prices.find((p) => p.sale_type_id === item.sale_type_id);
      if (!price) return { response_code: SHOP_CODES.unknownSaleType };
      lines.push({
        event_jet_id: request.event_jet_id,
        seat_group: group.seat_group,
        block_id: blockId,
        time_start: slot?.time_start ?? null,
        sale_type_id: item.sale_type_id,
        name: price.name,
        price: price.price,
        quantity: item.quantity,
      });
    }
    const wanted = lines.reduce((sum, line) => sum + line.quantity, 0);
    const key = poolKey(request.event_jet_id, group.seat_group, blockId);
    const left = this.left.get(key) ?? 0;
    if (wanted > left) return { response_code: SHOP_CODES.notEnoughSeats };
    this.left.set(key, left - wanted);

    const target = cart ?? { id: randomBytes(12).toString('base64url'), lines: [], expiresAt: 0 };
    target.lines.push(...lines);
    target.expiresAt = now + this.options.reservationMs;
    this.carts.set(target.id, target);
    const view = this.viewOf(target);
    return { cart_id: target.id, cart_url: this.options.cartUrl(target.id, request.lang ?? 'de'), tickets_quantity: view.tickets_quantity, expires_at: view.expires_at! };
  }

  /** A cart as its page shows it; a lapsed or unknown cart is empty. */
  cart(cartId: string, now: number): ShopCart {
    this.sweep(now);
    const cart = this.carts.get(cartId);
    return cart ? this.viewOf(cart) : { cart_id: cartId, lines: [], tickets_quantity: 0, expires_at: null };
  }

  private viewOf(cart: Cart): ShopCart {
    return {
      cart_id: cart.id,
      lines: cart.lines,
      tickets_quantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
      expires_at: new Date(cart.expiresAt).toISOString(),
    };
  }

  /** Title and start of an event the shop sells. */
  eventInfo(jetId: number): { title: Localized; starts_at: string | null } | null {
    return this.info.get(jetId) ?? null;
  }

  /** Every event on sale with its title, in the order of their start. */
  eventList(): { event_jet_id: number; title: Localized; starts_at: string | null }[] {
    return [...this.info.entries()].map(([event_jet_id, info]) => ({ event_jet_id, ...info })).sort((a, b) => (a.starts_at ?? '').localeCompare(b.starts_at ?? ''));
  }

  /**
   * Ends a cart in an order: its tickets are sold (they do not return to what is left) and the cart
   * is gone. Null when the cart holds no current reservation.
   */
  checkout(cartId: string, buyer: { name: string; email: string }, now: number): ShopOrder | null {
    this.sweep(now);
    const cart = this.carts.get(cartId);
    if (!cart || cart.lines.length === 0) return null;
    this.orderCount += 1;
    const number = `SIM-${new Date(now).getUTCFullYear()}-${String(this.orderCount).padStart(5, '0')}-${randomBytes(2).toString('hex').toUpperCase()}`;
    const order: ShopOrder = { number, lines: cart.lines, tickets_quantity: this.viewOf(cart).tickets_quantity, ...buyer, created_at: new Date(now).toISOString() };
    this.orders.set(number, order);
    this.carts.delete(cartId);
    this.finished.add(cartId);
    return order;
  }

  order(number: string): ShopOrder | null {
    return this.orders.get(number) ?? null;
  }

  /** What tests compare against: carts holding reservations and the tickets in them. */
  stats(now: number): { carts: number; reserved_tickets: number } {
    this.sweep(now);
    let reserved = 0;
    for (const cart of this.carts.values()) for (const line of cart.lines) reserved += line.quantity;
    return { carts: this.carts.size, reserved_tickets: reserved };
  }
}
