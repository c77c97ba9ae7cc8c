/**
 * The JSON schemas of the bodies the visitor app sends (SPEC §7): the server validates with them and
 * the contract (common/api/endpoints/) reads their types, as with the queries
 * (common/api/query-schemas.ts). Only the server imports these as values.
 */
import { LANG } from './query-schemas';
import { MAX_TICKETS_PER_SALE_TYPE } from './ticketshop';

/** A row id as a body sends it: a positive 32-bit integer. */
const ROW_ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const SHOP_CART_BODY = {
  type: 'object',
  required: ['quantities', 'event_jet_id', 'sale_type_ids'],
  properties: {
    /** Tickets per sale type, in the order of sale_type_ids. */
    quantities: { type: 'array', minItems: 1, maxItems: 20, items: { type: 'integer', minimum: 1, maximum: MAX_TICKETS_PER_SALE_TYPE } },
    event_jet_id: ROW_ID,
    sale_type_ids: { type: 'array', minItems: 1, maxItems: 20, items: ROW_ID },
    /** The seat group's id as the event detail gives it (SeatGroup.id, PriceItem.seat_group); absent: the first on sale. */
    seat_group: ROW_ID,
    /** The chosen timeslot's block_id, for groups with timeslots. */
    block_id: ROW_ID,
  },
} as const;

/** Six digits, or a recovery code (ten letters and digits, with a dash or spaces as printed). */
const CODE = { type: 'string', minLength: 1, maxLength: 40 } as const;

/** A change to the signed-in user's 2FA that takes a current code; `lang` is the language of its messages. */
export const TWO_FACTOR_CODE_BODY = { type: 'object', required: ['code'], additionalProperties: false, properties: { code: CODE, lang: LANG } } as const;
/** Starting a setup: only the language of its messages, and the body may be left out. */
export const TWO_FACTOR_SETUP_BODY = { type: ['object', 'null'], additionalProperties: false, properties: { lang: LANG } } as const;

/** Longest URL we keep; longer ones are rejected, not cut, so two different URLs never merge. */
export const MAX_LOGGED_URL_LENGTH = 2000;

/** SPEC §7: the visitor app reports a 404 it met. */
export const ERROR_LOG_BODY = {
  type: 'object',
  required: ['url'],
  properties: { url: { type: 'string', minLength: 1, maxLength: MAX_LOGGED_URL_LENGTH } },
} as const;

/** An editor's heartbeat on a page (`leave` when the page is closed). */
export const PRESENCE_BODY = {
  type: 'object',
  required: ['page_id'],
  additionalProperties: false,
  properties: { page_id: ROW_ID, leave: { type: 'boolean' } },
} as const;
