/**
 * The one validation of a form submission: the page runs it before sending, the server
 * runs it again and is authoritative. It answers a code per field; common/forms/messages.ts turns
 * codes into SPEC §5's texts in the visitor's language.
 */
import type { FieldValue, FieldValues, FormField } from '../api/forms';
import { EMAIL_CONFIRM_TYPE, FIELD_TYPES, hasChoices, isListType } from './field-types';
import { initialValue } from './values';

export type FieldErrorCode =
  | 'required'
  | 'email'
  | 'emailMismatch'
  | 'choice'
  | 'number'
  | 'date'
  | 'dateTime'
  | 'dateOfBirth'
  | 'url'
  | 'tooLong'
  | 'type'
  | 'file';

export interface EntryValidation {
  /** What is stored: trimmed text, de-duplicated lists, hidden and invisible fields at their default. */
  values: FieldValues;
  errors: Record<string, FieldErrorCode>;
  /** Submitted slugs the form does not have. */
  unknown: string[];
}

/** Longest single-line answer and longest textarea answer, in characters. */
export const MAX_TEXT_LENGTH = 1000;
export const MAX_TEXTAREA_LENGTH = 10_000;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** Temp-file ids are UUIDs (POST /api/temp-files/). */
export const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Kind = 'text' | 'boolean' | 'number' | 'list' | 'file';

function kindOf(field: FormField): Kind {
  if (isListType(field.field_type)) return 'list';
  if (field.field_type === FIELD_TYPES.CHECKBOX) return 'boolean';
  if (field.field_type === FIELD_TYPES.NUMBER) return 'number';
  if (field.field_type === FIELD_TYPES.FILE) return 'file';
  return 'text';
}

function hasKind(kind: Kind, value: unknown): boolean {
  if (value === null) return kind === 'number' || kind === 'file';
  switch (kind) {
    case 'text':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'file':
      return typeof value === 'string';
  }
}

function normalize(value: FieldValue): FieldValue {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return [...new Set(value.map((item) => item.trim()).filter(Boolean))];
  return value;
}

const isEmpty = (value: FieldValue): boolean =>
  value === null || value === false || value === '' || (Array.isArray(value) && value.length === 0);

function isCalendarDate(year: string, month: string, day: string): boolean {
  const d = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return d.getUTCFullYear() === Number(year) && d.getUTCMonth() === Number(month) - 1 && d.getUTCDate() === Number(day);
}

function validDate(text: string): boolean {
  const m = DATE.exec(text);
  return Boolean(m && isCalendarDate(m[1]!, m[2]!, m[3]!));
}

function validUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The format rule of a filled, well-typed value; null when it passes. */
function formatError(field: FormField, value: FieldValue, today: string): FieldErrorCode | null {
  const type = field.field_type;
  if (typeof value === 'string' && kindOf(field) === 'text') {
    const max = type === FIELD_TYPES.TEXTAREA ? MAX_TEXTAREA_LENGTH : MAX_TEXT_LENGTH;
    if (value.length > max) return 'tooLong';
  }
  if (hasChoices(type)) {
    const allowed = new Set(field.choices.map((c) => c.value));
    const picked = Array.isArray(value) ? value : [String(value)];
    return picked.every((item) => allowed.has(item)) ? null : 'choice';
  }
  const text = String(value);
  switch (type) {
    case FIELD_TYPES.EMAIL:
    case EMAIL_CONFIRM_TYPE:
      return EMAIL.test(text) ? null : 'email';
    case FIELD_TYPES.DATE:
      return validDate(text) ? null : 'date';
    case FIELD_TYPES.DATE_OF_BIRTH:
      return validDate(text) && text >= '1900-01-01' && text <= today ? null : 'dateOfBirth';
    case FIELD_TYPES.DATE_TIME: {
      const m = DATE_TIME.exec(text);
      return m && isCalendarDate(m[1]!, m[2]!, m[3]!) ? null : 'dateTime';
    }
    case FIELD_TYPES.URL:
      return validUrl(text) ? null : 'url';
    case FIELD_TYPES.FILE:
      return FILE_ID.test(text) ? null : 'file';
    default:
      return null;
  }
}

/** "Today" as YYYY-MM-DD in the venue's time zone (SPEC §9), for the date-of-birth bound. */
export function berlinToday(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(now);
}

/**
 * Checks `submitted` (slug → value) against `fields` (as the API serves them, email2 included).
 * A missing slug counts as empty. Hidden (type 12) and invisible fields keep their default whatever
 * was sent: the visitor never saw them, so nothing they send may change them.
 */
export function validateEntry(fields: readonly FormField[], submitted: Readonly<Record<string, unknown>>, today = berlinToday()): EntryValidation {
  const bySlug = new Map(fields.map((f) => [f.slug, f]));
  const unknown = Object.keys(submitted).filter((slug) => !bySlug.has(slug));
  const values: FieldValues = {};
  const errors: Record<string, FieldErrorCode> = {};

  for (const field of fields) {
    const kind = kindOf(field);
    const raw = Object.prototype.hasOwnProperty.call(submitted, field.slug) ? submitted[field.slug] : undefined;
    if (raw !== undefined && !hasKind(kind, raw)) {
      errors[field.slug] = 'type';
      continue;
    }
    if (!field.visible || field.field_type === FIELD_TYPES.HIDDEN) {
      values[field.slug] = initialValue(field);
      continue;
    }
    const value = normalize(raw === undefined ? emptyOf(kind) : (raw as FieldValue));
    values[field.slug] = value;
    if (isEmpty(value)) {
      if (field.required) errors[field.slug] = 'required';
      continue;
    }
    const error = formatError(field, value, today);
    if (error) errors[field.slug] = error;
  }

  const confirm = fields.find((f) => f.field_type === EMAIL_CONFIRM_TYPE);
  const email = fields.find((f) => f.field_type === FIELD_TYPES.EMAIL && f.visible);
  if (confirm && email && !errors[confirm.slug] && !errors[email.slug]) {
    const a = String(values[email.slug] ?? '').toLowerCase();
    const b = String(values[confirm.slug] ?? '').toLowerCase();
    if (a !== b) errors[confirm.slug] = b === '' ? 'required' : 'emailMismatch';
  }
  return { values, errors, unknown };
}

function emptyOf(kind: Kind): FieldValue {
  switch (kind) {
    case 'boolean':
      return false;
    case 'list':
      return [];
    case 'number':
    case 'file':
      return null;
    default:
      return '';
  }
}
