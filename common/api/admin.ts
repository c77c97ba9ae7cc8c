/**
 * The content admin's API: one generic resource per collection declared in
 * common/collections, the form entries, the dashboard sections. Every call is for editors (401/403
 * as in common/api/editor.ts); users and site settings for administrators only. Unsafe methods send
 * the CSRF header. A rejected write is 400 {@link ValidationErrorBody}, exactly as the module editor's.
 *
 * - GET    /cms-api/collections/{slug}/?q=&sort=&dir=asc|desc&page=&page_size=&{filter field}=  → {@link AdminList}
 * - POST   /cms-api/collections/{slug}/            → 201 {@link AdminItem}
 * - GET    /cms-api/collections/{slug}/{id}/       → {@link AdminItem}
 * - PATCH  /cms-api/collections/{slug}/{id}/       → {@link AdminItem} (the fields sent)
 * - DELETE /cms-api/collections/{slug}/{id}/       → 204, or 409 {@link InUseBody} while it is used;
 *          `?confirm=1` deletes all the same (references are cleared or go with it, as the schema says)
 * - GET    /cms-api/openapi.json                   → the OpenAPI 3.1 description generated from the declarations
 */
import type { FieldError } from '../modules/define';
import type { ApiError, LangUrls, Paginated } from './types';

export type { ValidationErrorBody } from './editor';

export const ADMIN_API = '/cms-api';
export const OPENAPI_PATH = `${ADMIN_API}/openapi.json`;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 25;

/** Sign-in locks an administrator sees and lifts (GET the list, DELETE `{keys}`). */
export const SIGN_IN_LOCKS_URL = `${ADMIN_API}/sign-in-locks/`;

/** One address waiting: for one name (`account`), or for every name (`account` null). */
export interface SignInLock {
  key: string;
  account: string | null;
  address: string;
  failures: number;
  /** ISO time the wait ends on its own. */
  until: string;
}

export const collectionUrl = (slug: string, id?: number | string) => `${ADMIN_API}/collections/${encodeURIComponent(slug)}/${id === undefined ? '' : `${encodeURIComponent(String(id))}/`}`;

export interface AdminListItem {
  id: number;
  title: string;
  /** The list columns: relations as the linked item's title, everything else as stored. */
  values: Record<string, unknown>;
}

export interface AdminList extends Paginated<AdminListItem> {
  page: number;
  page_size: number;
}

/** Seat groups, prices and timeslots as the ticket shop gave them: read-only. */
export interface TicketingView {
  id_jet: number | null;
  /** ISO time of the last sync of this event in this process; null when none since the start. */
  synced_at: string | null;
  seat_groups: { seat_group: string; status: number; prices: { name: string; price: string }[]; timeslots: string[] }[];
}

export interface AdminItem {
  id: number;
  title: string;
  /** Every declared field but secrets; translatable ones as `{de, en?}`, list relations as id arrays. */
  values: Record<string, unknown>;
  /** The item's visitor page per language, when it has one. */
  visitor_urls?: LangUrls;
  ticketing?: TicketingView;
}

export interface UsageEntry {
  /** The collection that refers to the item, when the reference is one of ours; else the table name. */
  collection: string | null;
  table: string;
  count: number;
  /** A few of the referring items, to name them in the question. */
  items: { id: number; title: string }[];
  /** The use in a sentence of the request's language ('Verwendet auf 2 Seiten: Das Haus, …'): what the delete question shows. */
  words: string;
}

export interface InUseBody extends ApiError {
  statusCode: 409;
  used_by: UsageEntry[];
}

export type { FieldError };
