/**
 * One validation for every collection, read from its declaration. Every kind
 * goes through the page modules' own field check (common/modules/validate.ts, one field system for both), so a text, link, choice or relation is judged alike in the module editor and the hub. Translatable values come as `{de, en?}`:
 * German carries `required`, English is optional. The server runs it on write, the form before sending.
 */
import type { Localized } from '../i18n/localized';
import type { Field, FieldError } from '../modules/define';
import { fieldErrors } from '../modules/validate';
import type { CollectionDeclaration, CollectionField } from './define';
import { priceListError } from './price-list';

/** One value: the field system's own check (common/modules/define.ts kinds), `required` as given (German carries it, English not). */
function oneValue(name: string, field: CollectionField, value: unknown, required: boolean): FieldError | null {
  if (field.kind === 'prices') return priceListError(name, value);
  return fieldErrors(name, { ...field, required } as Field, value);
}

/**
 * Field errors of an item; empty when it may be saved. `partial` checks only the fields sent (an
 * update), otherwise every writable field (a create). Read-only and unknown fields are not judged:
 * the server drops them.
 */
export function validateItem(collection: CollectionDeclaration, data: Readonly<Record<string, unknown>>, partial = false): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, field] of Object.entries(collection.fields)) {
    if (field.readOnly || (partial && !(name in data))) continue;
    const value = data[name];
    if (!field.translatable) {
      const error = oneValue(name, field, value, Boolean(field.required));
      if (error) errors.push(error);
      continue;
    }
    if (value === undefined || value === null) {
      if (field.required) errors.push({ field: name, code: 'required' });
      continue;
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      errors.push({ field: name, code: 'notText' });
      continue;
    }
    const localized = value as Localized<unknown>;
    const de = oneValue(`${name}.de`, field, localized.de, Boolean(field.required));
    if (de) errors.push(de);
    const en = oneValue(`${name}.en`, field, localized.en, false);
    if (en) errors.push(en);
  }
  return errors;
}
