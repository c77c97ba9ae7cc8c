/**
 * POST /api/shop-cart/ and /{locale}/api/shop-cart/ (SPEC §7): one call per seat group; the tickets
 * go live into the external shop's cart. On failure the answer carries the shop's response_code (SPEC §8).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { SHOP_CART_BODY } from './body-schemas';
import type { ApiError } from './types';

/** What the booking widget sends to put tickets in the cart (common/api/body-schemas.ts SHOP_CART_BODY). */
export type ShopCartPayload = FromSchema<typeof SHOP_CART_BODY>;

export interface ShopCartResponse {
  /** Tickets in the visitor's whole cart after this call (the widget stores it as cartAmount, SPEC §3). */
  tickets_quantity: number;
  cart_url: string;
}

/** A failed call: -214 not enough seats, -204 no current reservation, -1 shop not reachable, -5xx shop error, others as the shop says. */
export interface ShopCartError extends ApiError {
  response_code: number;
}

/** response_code when the shop did not answer in time or refused the connection. */
export const SHOP_UNREACHABLE_CODE = -1;
/** SPEC §8: the shop found not enough (connected) seats. */
export const NOT_ENOUGH_SEATS_CODE = -214;
/** SPEC §8: the shop's cart holds no current reservation (expired or unknown). */
export const NO_RESERVATION_CODE = -204;

/** The event has started (or its sale ended): nothing is sold any more. */
export const SALE_OVER_CODE = -410;
/** The event is cancelled or postponed: its booking is closed. */
export const EVENT_CLOSED_CODE = -411;
/** The visitor holds the most tickets one cart or address may hold for the event. */
export const SEAT_CAP_CODE = -429;

/** Not from the server: the visitor's device has no connection, so the call never reached us. */
export const NO_CONNECTION_CODE = 0;

/** Most tickets of one kind a visitor can pick in the widget: the cart call takes at most 20 per sale type. */
export const MAX_TICKETS_PER_SALE_TYPE = 20;

/** Route data of the webshop routes: where the ticket shop's own pages are (TICKETSHOP_URL), null when none is configured. */
export interface WebshopRouteData {
  shop_url: string | null;
  /** The event of an embedded event page, to name the frame and lead back to it. */
  event: { title: string; url: string } | null;
}

/**
 * What the embedded shop tells the page around it (window.postMessage, checked against the shop's
 * origin): its height, so the frame needs no scrollbar of its own, and its cart after each change, so
 * the header's cart entry follows (the same cookies as the booking widget writes, SPEC §3).
 */
export type ShopFrameMessage =
  | { type: 'shop:height'; height: number }
  | { type: 'shop:cart'; tickets_quantity: number; cart_url: string | null };

/** The shop's cart id in a cart address the shop gave out (`{shop}/cart/{id}`), or null for any other address. */
export function shopCartId(cartUrl: string | null | undefined, shopUrl: string | null): string | null {
  if (!cartUrl || !shopUrl) return null;
  try {
    const url = new URL(cartUrl);
    if (url.origin !== new URL(shopUrl).origin) return null;
    return /^\/cart\/([A-Za-z0-9_-]{1,64})$/.exec(url.pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}
