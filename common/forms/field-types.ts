/**
 * Field types of the form builder behind SPEC §3 "Form": numeric codes as the API sends them, plus
 * the e-mail confirmation that is appended to every form.
 */

export const FIELD_TYPES = {
  TEXT: 1,
  TEXTAREA: 2,
  EMAIL: 3,
  CHECKBOX: 4,
  CHECKBOX_MULTIPLE: 5,
  SELECT: 6,
  SELECT_MULTIPLE: 7,
  RADIO: 8,
  FILE: 9,
  DATE: 10,
  DATE_TIME: 11,
  HIDDEN: 12,
  NUMBER: 13,
  URL: 14,
  DATE_OF_BIRTH: 15,
} as const;

export type NumericFieldType = (typeof FIELD_TYPES)[keyof typeof FIELD_TYPES];

/** SPEC §3: the extra field of type emailconfirm with slug email2. */
export const EMAIL_CONFIRM_TYPE = 'emailconfirm';
export const EMAIL_CONFIRM_SLUG = 'email2';

export type FieldType = NumericFieldType | typeof EMAIL_CONFIRM_TYPE;

export const NUMERIC_FIELD_TYPES: readonly NumericFieldType[] = Object.values(FIELD_TYPES);

export function isNumericFieldType(value: unknown): value is NumericFieldType {
  return NUMERIC_FIELD_TYPES.includes(value as NumericFieldType);
}

/** SPEC §3: types 5 and 7 hold lists. */
export const isListType = (type: FieldType): boolean => type === FIELD_TYPES.CHECKBOX_MULTIPLE || type === FIELD_TYPES.SELECT_MULTIPLE;

/** Types whose value must be one (or, for lists, several) of the field's choices. */
export const hasChoices = (type: FieldType): boolean =>
  isListType(type) || type === FIELD_TYPES.SELECT || type === FIELD_TYPES.RADIO;

/** A slug the visitor app never sends inside field_values: the honeypot sits beside them (spam without tracking). */
export const HONEYPOT_NAME = 'website';
