/**
 * POST /api/shop-cart/ (?lang=) and /{locale}/api/shop-cart/ (SPEC §7): puts tickets of one seat
 * group live into the visitor's cart at the shop. The shop's cart id travels in an HttpOnly cookie,
 * so the calls for further seat groups (one call each, SPEC §7) fill the same cart; without it, the
 * cart named by the cartUrl cookie (one started in the embedded shop). CSRF is checked
 * globally (server/plugins/csrf.ts). Failures answer with the shop's response_code (SPEC §8).
 * Fair limits: calls per client and minute (keyed by the cart, or the address before
 * there is one), and the seats one cart, address and network, and all carts together, may hold per
 * event during the shop's reservation time (server/limits/seat-holds.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { ShopCartError, ShopCartPayload, ShopCartResponse } from '../../../common/api/ticketshop';
import { CART_URL_COOKIE } from '../../../common/api/cookies';
import type { SaleState } from '../../../common/api/programme';
import { saleState } from '../programme/sale-state';
import { EVENT_CLOSED_CODE, SALE_OVER_CODE, SEAT_CAP_CODE, SHOP_UNREACHABLE_CODE, shopCartId } from '../../../common/api/ticketshop';
import { now } from '../../clock';
import type { Lang } from '../../../common/routes';
import { events, seatGroups } from '../../db/schema';
import { badRequest } from '../../errors';
import { SHOP_CART_BODY } from '../../../common/api/body-schemas';
import * as endpoints from '../../../common/api/endpoints';
import { LANG_QUERY } from '../../../common/api/query-schemas';
import { langOf, type LangQuery } from '../http/lang';
import { serve } from '../http/serve';
import { TicketshopError } from './client';
import { SHOP_CODES } from './protocol';
import { countAgainstNewCart, holdSeats } from '../../limits/seat-holds';

/** The visitor's cart id at the shop; lives as long as the reservation (SPEC §9). */
export const SHOP_CART_COOKIE = 'shop_cart';
export { SEAT_CAP_CODE };

const FAILURE_SCHEMA = {
  type: 'object',
  properties: { message: { type: 'string' }, statusCode: { type: 'integer' }, response_code: { type: 'integer' } },
} as const;
const RESPONSE_SCHEMA = {
  200: { type: 'object', properties: { tickets_quantity: { type: 'integer' }, cart_url: { type: 'string' } } },
  409: FAILURE_SCHEMA,
  422: FAILURE_SCHEMA,
  429: FAILURE_SCHEMA,
  502: FAILURE_SCHEMA,
  503: FAILURE_SCHEMA,
} as const;

/** Messages of the shop's codes (SPEC §8 wording); the widget shows its own translated text by code. */
const CODE_MESSAGES: Record<number, string> = {
  [SHOP_CODES.notEnoughSeats]: 'Not enough (connected) seats found.',
  [SHOP_CODES.noCurrentReservation]: 'No current reservation.',
};
const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

function failure(reply: FastifyReply, statusCode: number, responseCode: number, message: string): FastifyReply {
  return reply.code(statusCode).send({ message, statusCode, response_code: responseCode } satisfies ShopCartError);
}

/** The shop cart id from the cookie, when it has the shape of one. */
const cartIdOf = (request: FastifyRequest): string | undefined => {
  const id = request.cookies[SHOP_CART_COOKIE];
  return id && CART_ID.test(id) ? id : undefined;
};

/**
 * The sale state of the event of this jet id, by the same rule the pages
 * show (started, over, cancelled, postponed, marked sold out); seats are the shop's to judge here, so left out.
 */
async function saleOf(db: Db, jetId: number): Promise<SaleState | null> {
  const [row] = await db.select({ startsAt: events.startsAt, endsAt: events.endsAt, status: events.status, soldOut: events.soldOut }).from(events).where(eq(events.idJet, jetId));
  return row ? saleState(row, undefined, now()) : null;
}

async function seatGroupName(db: Db, jetId: number, seatGroupId: number): Promise<string> {
  const [row] = await db
    .select({ name: seatGroups.seatGroup })
    .from(seatGroups)
    .innerJoin(events, eq(events.id, seatGroups.eventId))
    .where(and(eq(seatGroups.id, seatGroupId), eq(events.idJet, jetId)));
  if (!row) throw badRequest(`body/seat_group ${seatGroupId} is not a seat group of the event with event_jet_id ${jetId}`);
  return row.name;
}

const STARTED = [SALE_OVER_CODE, 'This event has started: its tickets are no longer on sale.'] as const;
/** Events whose tickets are off sale, refused before the shop is asked (409 with the code the widget translates). */
const SALE_REFUSALS: Partial<Record<SaleState, readonly [number, string]>> = {
  running: STARTED,
  ended: STARTED,
  cancelled: [EVENT_CLOSED_CODE, 'This event is cancelled: its tickets are no longer on sale.'],
  postponed: [EVENT_CLOSED_CODE, 'This event is postponed: tickets are on sale again once it has a new date.'],
  // An editor's 'ausverkauft' (a shop's own sell-out is the shop's to answer).
  sold_out: [EVENT_CLOSED_CODE, 'This event is sold out: no tickets are on sale.'],
};

/** The shop did not answer, or not in its protocol: SPEC §8's 502 and 503 with negative codes of our own. */
function shopUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof TicketshopError)) throw error;
  request.log.warn({ err: error }, 'shop cart: %s', error.message);
  if (error.kind === 'bad-answer') return failure(reply, 502, error.status ? -error.status : -500, 'The ticket shop answered with an error. Please try again or buy your tickets in the web shop.');
  return failure(reply, 503, SHOP_UNREACHABLE_CODE, 'The ticket shop is not reachable right now. Please try again in a few minutes or buy your tickets in the web shop.');
}

/** The shop refused the tickets with one of its response codes. */
function shopRefusal(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, code: number, jetId: number): FastifyReply {
  request.log.info({ responseCode: code, jetId }, 'shop cart refused');
  // The cart behind the cookie is gone: the next try starts a new one.
  if (code === SHOP_CODES.noCurrentReservation) reply.clearCookie(SHOP_CART_COOKIE, { path: '/' });
  // The shop knows the seats are gone before the site's copy does; the next sync tells the pages.
  if (code === SHOP_CODES.notEnoughSeats || code === SHOP_CODES.notOnSale) app.ticketshop.sync.refreshSoon(jetId);
  const conflict = code === SHOP_CODES.notEnoughSeats || code === SHOP_CODES.noCurrentReservation;
  return failure(reply, conflict ? 409 : 422, code, CODE_MESSAGES[code] ?? `The ticket shop refused the tickets (code ${code}).`);
}

async function addToCart(app: FastifyInstance, request: FastifyRequest<{ Body: ShopCartPayload }>, reply: FastifyReply, lang: Lang): Promise<ShopCartResponse | FastifyReply> {
  const { body } = request;
  const limits = app.config.limits;
  if (body.sale_type_ids.length !== body.quantities.length) throw badRequest('body/sale_type_ids must have as many entries as body/quantities');
  const seatGroup = body.seat_group === undefined ? undefined : await seatGroupName(app.db, body.event_jet_id, body.seat_group);
  const sale = await saleOf(app.db, body.event_jet_id);
  const refusal = sale && SALE_REFUSALS[sale];
  if (refusal) return failure(reply, 409, refusal[0], refusal[1]);
  // A cart started in the embedded shop's own pages is known to the site by its address only (the
  // cartUrl cookie the webshop page stores): tickets from the widget join that cart.
  const cartId = cartIdOf(request) ?? shopCartId(request.cookies[CART_URL_COOKIE], app.config.ticketshopUrl) ?? undefined;
  const seats = body.quantities.reduce((sum, n) => sum + n, 0);
  // Counted against the cart, address, network and event caps (server/limits/seat-holds.ts).
  const giveBack = await holdSeats(app.limits.store, limits, { jetId: body.event_jet_id, ip: request.ip, cartId: cartIdOf(request) }, seats);
  if (!giveBack) {
    request.log.info({ jetId: body.event_jet_id, seats }, 'shop cart: seat cap reached');
    return failure(reply, 429, SEAT_CAP_CODE, `You can hold at most ${limits.seatsPerEvent} tickets for this event at once.`);
  }
  let answer;
  try {
    answer = await app.ticketshop.client.addToCart({
      ...(cartId ? { cart_id: cartId } : {}),
      event_jet_id: body.event_jet_id,
      ...(seatGroup === undefined ? {} : { seat_group: seatGroup }),
      ...(body.block_id === undefined ? {} : { block_id: body.block_id }),
      items: body.sale_type_ids.map((sale_type_id, i) => ({ sale_type_id, quantity: body.quantities[i]! })),
      lang,
    });
  } catch (error) {
    await giveBack();
    return shopUnavailable(request, reply, error);
  }
  if ('response_code' in answer) {
    await giveBack();
    return shopRefusal(app, request, reply, answer.response_code, body.event_jet_id);
  }
  if (!cartId) {
    await countAgainstNewCart(app.limits.store, body.event_jet_id, answer.cart_id, seats);
  }
  reply.setCookie(SHOP_CART_COOKIE, answer.cart_id, { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.secureCookies, expires: new Date(answer.expires_at) });
  return { tickets_quantity: answer.tickets_quantity, cart_url: answer.cart_url };
}

const cartRoutes: FastifyPluginAsync = async (app) => {
  const limits = app.config.limits;
  // Per cart once there is one, else per address (as TRUST_PROXY allows: request.ip).
  const rateLimit = { max: limits.cartCallsPerMinute, timeWindow: 60_000, groupId: 'shop-cart', keyGenerator: (request: FastifyRequest) => cartIdOf(request) ?? request.ip };
  app.post<{ Body: ShopCartPayload; Querystring: LangQuery }>(
    '/api/shop-cart/',
    { schema: { body: SHOP_CART_BODY, querystring: LANG_QUERY, response: RESPONSE_SCHEMA }, config: { rateLimit } },
    (request, reply) => addToCart(app, request, reply, langOf(request.query)),
  );
  serve(app, endpoints.shopCart, { schema: { body: SHOP_CART_BODY, response: RESPONSE_SCHEMA }, config: { rateLimit } }, (request, reply, lang) => addToCart(app, request, reply, lang));
};

export default cartRoutes;
