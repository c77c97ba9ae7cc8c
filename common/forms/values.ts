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
