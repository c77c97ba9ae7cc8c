/**
 * The JSON schemas of the public API's queries (SPEC §5, §7): the server validates with them and the
 * contract (common/api/endpoints/) reads their types, so the two cannot differ. Only the server
 * imports these as values; the apps import them as types and their bundles never carry them.
 *
 * A query schema lists its parameters and allows no others (`additionalProperties: false`): the
 * server drops an unknown parameter (Fastify removes additional properties) instead of refusing
 * it, so a tracking parameter in a shared link still works, while a call with a misspelt one fails
 * the type check.
 */
import { LANGS } from '../routes';
import { BLOG_ITEMS } from '../modules/blog-teaser-list/schema';
import { PROGRAMME_MAX_PAGE_SIZE } from './programme';
import { SEARCH_QUERY_MAX } from './search';
import { LINK_KINDS } from './editor';

/** One id, or several separated by commas (any of them matches). */
export const ID_LIST_PATTERN = '^[0-9]{1,9}(,[0-9]{1,9})*$';
/** The shape of a query date; the server also rejects days that do not exist (31-02-2026). */
export const QUERY_DATE_PATTERN = '^[0-9]{2}-[0-9]{2}-[0-9]{4}$';

export const ID_LIST = { type: 'string', pattern: ID_LIST_PATTERN } as const;
export const QUERY_DATE = { type: 'string', pattern: QUERY_DATE_PATTERN } as const;
export const PAGE = { type: 'integer', minimum: 1, maximum: 100000 } as const;
export const PAGE_SIZE = { type: 'integer', minimum: 1, maximum: PROGRAMME_MAX_PAGE_SIZE } as const;
export const LANG = { type: 'string', enum: LANGS } as const;

/** `?lang=de|en` of the language-neutral paths; German when absent. */
export const LANG_QUERY = { type: 'object', additionalProperties: false, properties: { lang: LANG } } as const;

/** The filters and date of the event list, the calendar and the teasers (SPEC §7). */
export const FILTER_PROPERTIES = { room: ID_LIST, type: ID_LIST, tag: ID_LIST, series: ID_LIST, genre: ID_LIST, access: ID_LIST, date: QUERY_DATE } as const;
export const EVENT_FILTER_QUERY = { type: 'object', additionalProperties: false, properties: FILTER_PROPERTIES } as const;
export const EVENT_LIST_QUERY = { type: 'object', additionalProperties: false, properties: { ...FILTER_PROPERTIES, page: PAGE, page_size: PAGE_SIZE } } as const;
export const PRODUCTION_LIST_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { season: ID_LIST, exhibition_type: ID_LIST, tag: ID_LIST, date: QUERY_DATE, page: PAGE, page_size: PAGE_SIZE },
} as const;
export const ENSEMBLE_QUERY = { type: 'object', additionalProperties: false, properties: { category: ID_LIST } } as const;

/** One numeric id. */
export const ID = { type: 'string', pattern: '^[0-9]{1,9}$' } as const;

export const ARTICLES_QUERY = { type: 'object', additionalProperties: false, properties: { category: ID, tag: ID, page: PAGE } } as const;
export const ARTICLE_TEASERS_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { category: ID, items: { type: 'integer', minimum: BLOG_ITEMS.min, maximum: BLOG_ITEMS.max } },
} as const;

/** The search calls; the length is checked after trimming (server/features/search/query-text.ts). */
export const SEARCH_QUERY = {
  type: 'object',
  additionalProperties: false,
  required: ['query'],
  properties: {
    // Room for surrounding whitespace; anything longer is over-long whatever it holds.
    query: { type: 'string', maxLength: SEARCH_QUERY_MAX * 4 },
    page: PAGE,
    lang: LANG,
  },
} as const;

/** The page call: an editor may ask for a version (its number) or for the published page ('Ansicht als Besucher'). */
export const PAGE_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { version_id: { type: 'string', pattern: '^[0-9]{1,12}$' }, view: { type: 'string', enum: ['published'] } },
} as const;

/** A page version's number (the editor's version list and diff). */
const VERSION_NUMBER = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** Two versions of a page to compare, and the language of the field names. */
export const VERSION_DIFF_QUERY = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { lang: LANG, from: VERSION_NUMBER, to: VERSION_NUMBER },
} as const;

/** The parent picker's search among pages. */
export const PAGE_OPTIONS_QUERY = { type: 'object', additionalProperties: false, properties: { q: { type: 'string', maxLength: 200 } } } as const;
/** The new-page dialog's check of an address. */
export const ADDRESS_CHECK_QUERY = { type: 'object', additionalProperties: false, required: ['path'], properties: { path: { type: 'string', maxLength: 500 } } } as const;

/** The media library's search (common/api/editor.ts "Media"). */
export const MEDIA_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { q: { type: 'string', maxLength: 200 }, kind: { type: 'string', enum: ['image', 'file'] }, page: { type: 'integer', minimum: 1, maximum: 10000 } },
} as const;
/** The link picker's search as you type, over one kind or all (common/api/editor.ts "Links"). */
export const LINK_SEARCH_QUERY = { type: 'object', additionalProperties: false, properties: { q: { type: 'string', maxLength: 200 }, kind: { type: 'string', enum: LINK_KINDS } } } as const;
/** A stored reference to preview: `page:3`. */
export const LINK_RESOLVE_QUERY = {
  type: 'object',
  additionalProperties: false,
  required: ['ref'],
  properties: { ref: { type: 'string', pattern: `^(${LINK_KINDS.join('|')}):[0-9]{1,10}$` } },
} as const;

// The CMS hub (common/api/admin.ts). Their handlers check the values themselves, with their own messages,
// so the schemas ask for strings only.
/** A collection's list: `q`, `sort`, `dir`, `page`, `page_size`, `lang` and a filter per field, all as text. */
export const ADMIN_LIST_QUERY = { type: 'object', additionalProperties: { type: 'string' } } as const;
/** `?lang=` of an item call, and `confirm` of a delete (`1` or `true`: delete though it is still used). */
export const ADMIN_ITEM_QUERY = { type: 'object', additionalProperties: false, properties: { lang: { type: 'string' }, confirm: { type: 'string' } } } as const;
/** The audit log's filters (common/api/audit.ts): person, kind, Berlin days, page. */
export const AUDIT_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { user: { type: 'string' }, kind: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, page: { type: 'string' }, lang: { type: 'string' } },
} as const;
