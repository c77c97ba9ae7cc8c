/**
 * The audit log, for administrators only (editors and visitors get 403/401):
 *
 * - GET /cms-api/audit/?user=&kind=&from=&to=&page=&lang=  → {@link AuditList}
 *   `user` an account id, `kind` one of {@link AuditList.kinds}, `from`/`to` Berlin days YYYY-MM-DD
 *   (both inclusive), `page` from 1. Entries newest first, in words of `lang`, times in Europe/Berlin.
 *
 * There is no other method: entries cannot be changed or deleted through any route; the retention
 * (AUDIT_RETENTION_DAYS, docs/OPERATIONS.md) removes old ones.
 */
import { ADMIN_API } from './admin';

export const AUDIT_URL = `${ADMIN_API}/audit/`;
export const AUDIT_PAGE_SIZE = 50;

/** What an entry did beside a collection's create/update/delete. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'move',
  'duplicate',
  'publish',
  'discard',
  'schedule',
  'restore',
  'export',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'request',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  /** ISO instant. */
  at: string;
  /** The date and time in Europe/Berlin, as the language writes it. */
  when: string;
  /** The account's name as it was; empty for a failed sign-in with an unknown name. */
  who: string;
  user_id: number | null;
  kind: string;
  action: AuditAction;
  /** One sentence: what happened to what. */
  summary: string;
  /** The client's address (sign-ins only). */
  address: string | null;
}

export interface AuditOption {
  value: string;
  label: string;
}

export interface AuditList {
  items: AuditEntry[];
  page: number;
  pages: number;
  count: number;
  /** Everyone the log names, for the person filter (value: the account id). */
  people: AuditOption[];
  /** The kinds of thing the log names, for the kind filter. */
  kinds: AuditOption[];
}
