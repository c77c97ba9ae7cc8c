/**
 * The ticket shop's protocol (ARCHITECTURE "Ticket shop"): JSON over HTTP, ours to define because the
 * shop is reached only through this seam. The client (client.ts) speaks it; the simulator
 * (scripts/ticketshop) implements it. Nothing else in server/ may know these shapes.
 *
 *   GET  /api/events/{event_jet_id}  → ShopEvent (404 for an event the shop does not sell)
 *   POST /api/cart  ShopCartRequest  → ShopCartAnswer
 *   GET  /cart/{cart_id}             → the shop's cart page (HTML; JSON ShopCart with Accept: application/json)
 *
 * The shop's own pages, which the site embeds in its webshop layout (docs/DECISIONS.md "The embedded
 * ticket shop"), all take `lang` and `embed` (the embedding page's origin, where they post
 * ShopFrameMessage, common/api/ticketshop.ts):
 *   GET /event/{event_jet_id}?cart=   the event's seat groups and prices; POST adds tickets to the cart
 *   GET /cart, /cart/{cart_id}        the cart with its expiry; /checkout/{cart_id} ends in an order
 *   GET /order/{number}, /account, /favorites
 */
import type { Localized } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';

/** The shop's numeric answers to an add-to-cart call that reserved nothing (SPEC §8). */
export const SHOP_CODES = {
  /** Not enough (connected) seats left. */
  notEnoughSeats: -214,
  /** The cart given no longer holds a reservation (expired or unknown). */
  noCurrentReservation: -204,
  unknownEvent: -101,
  unknownSeatGroup: -102,
  unknownSaleType: -103,
  /** A timeslot is missing, unknown, or given for a group without timeslots. */
  unknownTimeslot: -104,
  /** The seat group or timeslot is not on sale (status 0). */
  notOnSale: -105,
} as const;

export interface ShopPrice {
  sale_type_id: number;
  /** Euros with two decimals, as a string ('28.00'). */
  price: string;
  name: Localized;
  text: Localized;
  has_discounts: boolean;
}

export interface ShopTimeslot {
  block_id: number;
  /** "HH:MM:SS", Europe/Berlin. */
  time_start: string;
  /** 1 on sale, 0 not (sold out or closed). */
  status: number;
  capacity_left: number;
}

export interface ShopSeatGroup {
  /** The shop's key and name of the group, e.g. "Parkett". */
  seat_group: string;
  /** 1 on sale, 0 not (sold out or closed). */
  status: number;
  text: Localized;
  /** Seats left in the group; for a group with timeslots, the sum over its timeslots. */
  capacity_left: number;
  /** In the shop's order: the first is the full price (SPEC §9). */
  prices: ShopPrice[];
  timeslots: ShopTimeslot[];
}

export interface ShopEvent {
  event_jet_id: number;
  seat_groups: ShopSeatGroup[];
}

export interface ShopCartItem {
  sale_type_id: number;
  quantity: number;
}

export interface ShopCartRequest {
  /** The visitor's cart from an earlier call; absent for a new cart. */
  cart_id?: string;
  event_jet_id: number;
  /** Absent: the event's first group on sale. */
  seat_group?: string;
  block_id?: number;
  items: ShopCartItem[];
  /** Language of the cart page. */
  lang?: Lang;
}

export interface ShopCartSuccess {
  cart_id: string;
  cart_url: string;
  /** Tickets in the whole cart after this call. */
  tickets_quantity: number;
  /** ISO instant when the reservation lapses (SPEC §9: 15 minutes after the last addition). */
  expires_at: string;
}

export interface ShopCartFailure {
  response_code: number;
}

export type ShopCartAnswer = ShopCartSuccess | ShopCartFailure;

export interface ShopCartLine {
  event_jet_id: number;
  seat_group: string;
  block_id: number | null;
  time_start: string | null;
  sale_type_id: number;
  name: Localized;
  price: string;
  quantity: number;
}

export interface ShopCart {
  cart_id: string;
  lines: ShopCartLine[];
  tickets_quantity: number;
  expires_at: string | null;
}

/** The simulator's catalogue: what the shop sells, before any reservation (DATA_DIR/ticketshop-catalog.json). */
export interface CatalogSeatGroup extends Omit<ShopSeatGroup, 'capacity_left' | 'timeslots'> {
  /** Seats in the group; the simulator's default when absent. Ignored for a group with timeslots. */
  capacity?: number;
  timeslots: (Omit<ShopTimeslot, 'capacity_left'> & { capacity?: number })[];
}

export interface ShopCatalog {
  /** Title and start are what the shop's own pages show; a catalogue without them still sells. */
  events: { event_jet_id: number; title?: Localized; starts_at?: string; seat_groups: CatalogSeatGroup[] }[];
}

/** An order the shop's checkout ended in (the simulator's fake order). */
export interface ShopOrder {
  number: string;
  lines: ShopCartLine[];
  tickets_quantity: number;
  name: string;
  email: string;
  created_at: string;
}

/** File name of the catalogue in DATA_DIR, written after seeding and read by the simulator. */
export const CATALOG_FILE = 'ticketshop-catalog.json';
