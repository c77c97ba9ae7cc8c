/**
 * The booking widget's calls (SPEC §7): the shop cart, one call per seat group, and
 * the event's seat groups when the widget opens from a list that does not carry them (the overlay).
 * Apart from client.ts's page calls so that only the widget's lazy chunk holds them.
 */
import { call } from './client';
import { getEvent } from './programme-client';
import { shopCart } from './endpoints/visitor';
import type { EventDetail } from './programme';
import type { ShopCartPayload, ShopCartResponse } from './ticketshop';
import type { Lang } from '../routes';

/** Puts one seat group's tickets into the visitor's shop cart; a refusal throws an ApiRequestError with `responseCode`. */
export function addToShopCart(lang: Lang, payload: ShopCartPayload): Promise<ShopCartResponse> {
  return call(shopCart, { lang, body: payload });
}

/** The event with its seat groups, prices and timeslots. */
export function getBookableEvent(lang: Lang, id: number): Promise<EventDetail> {
  return getEvent(lang, id);
}
