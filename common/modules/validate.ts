/**
 * One validation for every module type, read from its declaration (SPEC §5 "Editor required fields").
 * The server runs it on write (with German, the language every required text must have, merged
 * over the language-neutral fields), the editor before sending. The messages: common/modules/error-message.ts
 * (the server's, both languages) and editor/i18n/field-errors.ts (the editor's, in its language).
 */
import { isSafeUrl } from '../safe-url';
import type { Lang } from '../routes';
import { declarationOf } from './declarations';
import { valueAt, type ErrorCode, type Field, type FieldError } from './define';

function isBlank(value: unknown, field: Field): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  // Rich text from the editor is never quite empty ("<p></p>"): count what a visitor would read.
  const visible = field.kind === 'richtext' ? value.replace(/<[^>]*>|&nbsp;/g, '') : value;
  return visible.trim() === '';
}

function isMedia(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const ref = value as { $media?: unknown; id?: unknown };
  return typeof ref.$media === 'number' || typeof ref.id === 'number';
}

/** A stored reference `{"$venue": id}` (define.ts ReferenceField). */
function isReference(value: unknown, kind: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const id = (value as Record<string, unknown>)[`$${kind}`];
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

const isId = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Own pages are paths ("/de/haus"), in-page anchors "#…"; anything else must be a full address. */
function isLink(value: string): boolean {
  if (!isSafeUrl(value)) return false;
  return /^\/(?!\/)/.test(value) || /^#[\w-]+$/.test(value) || /^(mailto|tel):\S+$/.test(value) || isHttpUrl(value);
}

/** A stored reference to our own content in a link field (common/api/editor.ts LinkRef): `{"$page": 3}`. */
export function isLinkRef(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && LINK_MARKERS.includes(keys[0]!) && isReference(value, keys[0]!.slice(1));
}

const LINK_MARKERS = ['$page', '$event', '$production', '$article'];

function kindError(field: Field, value: unknown): FieldError['code'] | null {
  switch (field.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'notNumber';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'notBoolean';
    case 'choice': {
      const isOption = (v: unknown) => (field.numeric ? typeof v === 'number' : typeof v === 'string') && Object.hasOwn(field.options, String(v));
      return (field.many ? Array.isArray(value) && value.every(isOption) : isOption(value)) ? null : 'notOption';
    }
    case 'relation':
      return (field.many ? Array.isArray(value) && value.every(isId) : isId(value)) ? null : 'notOption';
    case 'settings':
      return typeof value === 'object' && !Array.isArray(value) ? null : 'notOption';
    case 'image':
    case 'file':
      return isMedia(value) ? null : 'notMedia';
    case 'venue':
      return isReference(value, field.kind) ? null : 'notOption';
    case 'prices':
      // Checked in full by the collection validator (common/collections/price-list.ts), which alone uses this kind.
      return Array.isArray(value) ? null : 'notOption';
    case 'link':
      if (isLinkRef(value)) return null;
      if (typeof value !== 'string') return 'notLink';
      break;
    default:
      break;
  }
  if (typeof value !== 'string') return 'notText';
  if (field.kind === 'url' && (!isHttpUrl(value) || !isSafeUrl(value))) return 'notUrl';
  if (field.kind === 'link' && !isLink(value)) return 'notLink';
  if (field.kind === 'date' && Number.isNaN(Date.parse(value))) return 'notDate';
  return null;
}

export function fieldErrors(name: string, field: Field, value: unknown): FieldError | null {
  // An empty list of chosen items is as blank as no choice.
  if (isBlank(value, field) || (Array.isArray(value) && value.length === 0)) return field.required ? { field: name, code: 'required' } : null;
  const code: ErrorCode | null = kindError(field, value);
  if (code) return { field: name, code };
  if (field.kind === 'password' && (value as string).length < field.minLength) return { field: name, code: 'tooShort', params: { min: field.minLength } };
  if (field.kind === 'settings') {
    // A sub-field's message lands at it: `design.header.logo`.
    for (const [path, sub] of Object.entries(field.fields)) {
      const error = fieldErrors(`${name}.${path}`, sub, valueAt(value, path));
      if (error) return error;
    }
  }
  if (field.kind === 'number') {
    const n = value as number;
    if (field.min !== undefined && n < field.min) return { field: name, code: 'tooSmall', params: { min: field.min } };
    if (field.max !== undefined && n > field.max) return { field: name, code: 'tooLarge', params: { max: field.max } };
  }
  if ('maxLength' in field && field.maxLength !== undefined && (value as string).length > field.maxLength) {
    return { field: name, code: 'tooLong', params: { max: field.maxLength } };
  }
  for (const validator of field.validators ?? []) {
    const failed = validator(value);
    if (failed) return { field: name, code: failed };
  }
  return null;
}

/** Field errors of a module's data (`{...fields, ...i18n[lang]}`); empty when it may be saved. Unknown fields are ignored. */
export function validateModule(type: string, data: Readonly<Record<string, unknown>>): FieldError[] {
  const declaration = declarationOf(type);
  if (!declaration) return [{ field: 'type', code: 'unknownType', params: { type } }];
  const errors: FieldError[] = [];
  for (const [name, field] of Object.entries(declaration.fields)) {
    const error = fieldErrors(name, field, data[name]);
    if (error) errors.push(error);
  }
  for (const rule of declaration.rules ?? []) {
    const error = rule(data);
    if (error && !errors.some((e) => e.field === error.field)) errors.push(error);
  }
  return errors;
}

/** A field's label in the editor's form, from its declaration; the field name itself for undeclared ones. */
export function fieldLabel(type: string, field: string, lang: Lang): string {
  return declarationOf(type)?.fields[field]?.label[lang] ?? field;
}
