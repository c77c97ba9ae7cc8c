/** Initial values of a form's fields (SPEC §3: types 5 and 7 hold lists, type 9 starts null, others start from default). */
import type { FieldValue, FieldValues, FormField } from '../api/forms';
import { FIELD_TYPES, isListType } from './field-types';

/** A list default is written "a, b" in the form builder. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function initialValue(field: FormField): FieldValue {
  if (isListType(field.field_type)) return splitList(field.default);
  switch (field.field_type) {
    case FIELD_TYPES.FILE:
      return null;
    case FIELD_TYPES.CHECKBOX:
      return ['true', '1', 'on', 'yes'].includes(field.default.trim().toLowerCase());
    case FIELD_TYPES.NUMBER: {
      const n = field.default.trim() === '' ? NaN : Number(field.default);
      return Number.isFinite(n) ? n : null;
    }
    default:
      return field.default;
  }
}

export function initialValues(fields: readonly FormField[]): FieldValues {
  return Object.fromEntries(fields.map((field) => [field.slug, initialValue(field)]));
}

/**
 * The values of a form sent by the browser itself (no JavaScript, application/x-www-form-urlencoded),
 * in the shapes the app posts as JSON, so both are judged by the same validateEntry: a checkbox is
 * there or not, lists repeat their name, an empty number is none. Uploads need the app (temp files).
 */
export function valuesFromPost(fields: readonly FormField[], posted: URLSearchParams): FieldValues {
  const entries = fields.map((field): [string, FieldValue] => {
    if (isListType(field.field_type)) return [field.slug, posted.getAll(field.slug)];
    switch (field.field_type) {
      case FIELD_TYPES.CHECKBOX:
        return [field.slug, posted.has(field.slug)];
      case FIELD_TYPES.FILE:
        return [field.slug, null];
      case FIELD_TYPES.NUMBER: {
        const text = posted.get(field.slug)?.trim() ?? '';
        return [field.slug, text === '' ? null : Number(text)];
      }
      default:
        return [field.slug, posted.get(field.slug) ?? ''];
    }
  });
  return Object.fromEntries(entries);
}
