/**
 * The JSON schemas of the bodies the visitor app sends (SPEC §7): the server validates with them and
 * the contract (common/api/endpoints/) reads their types, as with the queries
 * (common/api/query-schemas.ts). Only the server imports these as values.
 */
import { LANG } from './query-schemas';
import { SECTION_LAYOUTS } from './types';
import { APPROVAL_TEXT_MAX, PREVIEW_DAYS_MAX } from './drafts';
import { PAGE_MENUS, PAGE_TEMPLATES } from './page-tree';
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

/** Signing in (common/api/editor.ts LOGIN_PATH): a name or e-mail and the password; `next` and `lang` as the login page has them. */
export const LOGIN_BODY = {
  type: 'object',
  required: ['login', 'password'],
  additionalProperties: false,
  properties: {
    login: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    next: { type: 'string', maxLength: 2000 },
    lang: LANG,
  },
} as const;

/** The second step of a sign-in (common/api/two-factor.ts): the ticket the password earned and a code. */
export const LOGIN_CODE_BODY = {
  type: 'object',
  required: ['ticket', 'code'],
  additionalProperties: false,
  properties: { ticket: { type: 'string', minLength: 1, maxLength: 200 }, code: CODE, next: { type: 'string', maxLength: 2000 }, lang: LANG },
} as const;

/** Most fields a form entry may name; the largest form is far smaller. */
const MAX_FORM_FIELDS = 200;
const IDEMPOTENCY_KEY = { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;

/**
 * A form entry (SPEC §7). The values are left untyped on purpose: schema coercion would turn a wrong
 * type into a string; the server's validateEntry (common/forms/validate.ts) judges them.
 */
export const FORM_ENTRY_BODY = {
  type: 'object',
  required: ['form', 'field_values'],
  properties: {
    form: ROW_ID,
    field_values: { type: 'object', maxProperties: MAX_FORM_FIELDS },
    website: { type: 'string', maxLength: 1000 },
    fill_ms: { type: 'integer', minimum: 0 },
    idempotency_key: IDEMPOTENCY_KEY,
  },
} as const;

/** A retried post names its first try with this header (or the body's `idempotency_key`), so it stores once. */
export const IDEMPOTENCY_HEADERS = { type: 'object', properties: { 'idempotency-key': IDEMPOTENCY_KEY } } as const;

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

// ---------------------------------------------------------------------------------------------
// The page editor's bodies (SPEC §7 module and container calls; common/api/editor.ts). They allow
// properties they do not name, as the routes always have: the editor sends what it read back.

/** Slugs are lowercase words with dashes or underscores; anything else never reaches the database. */
export const SECTION_SLUG_PATTERN = '^[a-z0-9-_]{1,100}$';
const SECTION_SLUG = { type: 'string', pattern: SECTION_SLUG_PATTERN } as const;
/** An instant as the forms send it (ISO), or null for none. */
export const NULLABLE_DATE = { anyOf: [{ type: 'string', maxLength: 40 }, { type: 'null' }] } as const;
const SECTION_LAYOUT = { type: 'string', enum: SECTION_LAYOUTS } as const;
const EXTRA_CLASS = { type: 'string', maxLength: 50, pattern: '^[a-z0-9 _-]*$' } as const;

/** Where a module goes: a section's column, or a parent list module; the place among its siblings. */
const MODULE_PLACEMENT = {
  section: SECTION_SLUG,
  column: { type: 'integer', minimum: 0, maximum: 11 },
  parent: { anyOf: [ROW_ID, { type: 'null' }] },
  position: { type: 'integer', minimum: 0, maximum: 10000 },
} as const;

export const MODULE_CREATE_BODY = {
  type: 'object',
  required: ['type', 'data'],
  properties: {
    type: { type: 'string', maxLength: 50 },
    ...MODULE_PLACEMENT,
    online_from: NULLABLE_DATE,
    online_to: NULLABLE_DATE,
    data: { type: 'object' },
    client_key: { type: 'string', minLength: 8, maxLength: 64 },
  },
} as const;
export const MODULE_UPDATE_BODY = { type: 'object', properties: { online_from: NULLABLE_DATE, online_to: NULLABLE_DATE, data: { type: 'object' } } } as const;
export const MODULE_MOVE_BODY = { type: 'object', properties: MODULE_PLACEMENT } as const;

export const SECTION_CREATE_BODY = {
  type: 'object',
  required: ['page', 'layout'],
  properties: { page: ROW_ID, layout: SECTION_LAYOUT, position: { type: 'integer', minimum: 0, maximum: 1000 }, extra_class: EXTRA_CLASS },
} as const;
export const SECTION_UPDATE_BODY = { type: 'object', properties: { layout: SECTION_LAYOUT, extra_class: EXTRA_CLASS } } as const;
export const SECTION_MOVE_BODY = { type: 'object', required: ['position'], properties: { position: { type: 'integer', minimum: 0, maximum: 1000 } } } as const;
export const CONTAINER_CREATE_BODY = {
  type: 'object',
  required: ['slug', 'content_type'],
  properties: {
    slug: SECTION_SLUG,
    parent: { anyOf: [ROW_ID, { type: 'null' }] },
    content_type: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[a-z0-9_.-]+$' },
    object_id: { anyOf: [ROW_ID, { type: 'null' }] },
    layout: SECTION_LAYOUT,
  },
} as const;

// Drafts and publishing (common/api/drafts.ts)
export const SCHEDULE_BODY = { type: 'object', required: ['at'], additionalProperties: false, properties: { at: NULLABLE_DATE } } as const;
const APPROVAL_TEXT = { type: 'string', maxLength: APPROVAL_TEXT_MAX } as const;
export const APPROVAL_REQUEST_BODY = { type: 'object', required: ['message'], additionalProperties: false, properties: { message: APPROVAL_TEXT } } as const;
export const SEND_BACK_BODY = { type: 'object', required: ['comment'], additionalProperties: false, properties: { comment: APPROVAL_TEXT } } as const;
/** A new preview link; `days` defaults to PREVIEW_DAYS_DEFAULT. */
export const PREVIEW_BODY = { type: 'object', additionalProperties: false, properties: { days: { type: 'integer', minimum: 1, maximum: PREVIEW_DAYS_MAX } } } as const;

// Page settings (common/api/editor.ts "Page settings")
const LOCALIZED_TEXT = { type: 'object', properties: { de: { type: 'string' }, en: { type: 'string' } } } as const;
const FLAG = { type: 'boolean' } as const;
export const PAGE_SETTINGS_BODY = {
  type: 'object',
  properties: {
    urls: LOCALIZED_TEXT,
    title: LOCALIZED_TEXT,
    headline: LOCALIZED_TEXT,
    meta_title: LOCALIZED_TEXT,
    meta_description: LOCALIZED_TEXT,
    og_title: LOCALIZED_TEXT,
    og_description: LOCALIZED_TEXT,
    og_image: { anyOf: [{ type: 'object', required: ['$media'], properties: { $media: { type: 'integer', minimum: 1 } } }, { type: 'null' }] },
    og_type: { type: 'string', enum: ['website', 'article'] },
    is_online: FLAG,
    is_clickable: FLAG,
    in_menu: FLAG,
    in_footer: FLAG,
    is_landing_page: FLAG,
    parent: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
    // null first: the schema's type coercion turned a null (no theme) into '' under the string branch,
    // and every page without a theme failed its settings save with 'theme notOption'.
    theme: { anyOf: [{ type: 'null' }, { type: 'string' }] },
    variant: { type: 'string' },
    online_from: NULLABLE_DATE,
    online_to: NULLABLE_DATE,
  },
} as const;
/** A new page: its settings and the template of its first content. */
export const PAGE_CREATE_BODY = { ...PAGE_SETTINGS_BODY, properties: { ...PAGE_SETTINGS_BODY.properties, template: { type: 'string', enum: PAGE_TEMPLATES } } } as const;

// The page tree (common/api/page-tree.ts)
const MENU_LABEL = { type: 'object', properties: { de: { type: 'string', maxLength: 300 }, en: { type: 'string', maxLength: 300 } } } as const;
export const PAGE_MOVE_BODY = {
  type: 'object',
  required: ['parent', 'position'],
  properties: { parent: { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 1 }] }, position: { type: 'integer', minimum: 0, maximum: 10000 } },
} as const;
export const PAGE_MENU_BODY = { type: 'object', required: ['menu', 'on'], properties: { menu: { type: 'string', enum: PAGE_MENUS }, on: FLAG, label: MENU_LABEL } } as const;

/** A media item's alt text, credit or focal point (common/api/editor.ts "Media"). */
export const MEDIA_PATCH_BODY = {
  type: 'object',
  properties: {
    alt: { type: 'object', properties: { de: { type: 'string' }, en: { type: 'string' } } },
    credit: { type: 'string' },
    focal: { type: 'object', required: ['x', 'y'], properties: { x: { type: 'number' }, y: { type: 'number' } } },
  },
} as const;

// The CMS hub (common/api/admin.ts)
/** An item of a collection: its fields depend on the collection's declaration, which the server checks. */
export const ADMIN_ITEM_BODY = { type: 'object' } as const;
/** The sign-in locks to lift. */
export const SIGN_IN_LOCKS_CLEAR_BODY = {
  type: 'object',
  required: ['keys'],
  additionalProperties: false,
  properties: { keys: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', minLength: 1, maxLength: 600 } } },
} as const;
