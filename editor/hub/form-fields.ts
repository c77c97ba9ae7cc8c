/**
 * A collection declaration seen by the module editor's form generator (editor/forms): the admin
 * writes no form of its own (issue #12 point 1). Kinds the modules lack get the nearest widget —
 * a relation the hub's search-as-you-type picker (relation-picker.tsx, given by `relationWidgets`),
 * JSON a text area — and their values are converted on the way in and out.
 */
import type { CollectionDeclaration, CollectionField } from '../../common/collections/define';
import type { Field, Fields } from '../../common/modules/define';
import type { Lang } from '../../common/routes';

export function asModuleField(field: CollectionField): Field | null {
  if (field.readOnly) return null;
  switch (field.kind) {
    case 'relation':
      // The kind only matters to the generator's fallback; relationWidgets puts the picker here.
      return { kind: 'number', label: field.label, required: field.required, min: 1 };
    case 'password':
      return { kind: 'text', label: field.label };
    case 'json':
      return { kind: 'embed', label: field.label };
    default:
      return field as Field;
  }
}

/** The form's fields of one group: the language-neutral ones (lang null) or the translatable ones. */
export function groupFields(collection: CollectionDeclaration, translatable: boolean): Fields {
  const out: Fields = {};
  for (const [name, field] of Object.entries(collection.fields)) {
    if (Boolean(field.translatable) !== translatable) continue;
    const moduleField = asModuleField(field);
    if (moduleField) out[name] = { ...moduleField, required: translatable ? false : moduleField.required } as Field;
  }
  return out;
}

/** What a widget shows for a stored value. */
export function toWidget(field: CollectionField, value: unknown): unknown {
  if (field.kind === 'json') return value ? JSON.stringify(value, null, 2) : '';
  return value;
}

/** What the API receives for a widget's value. */
export function fromWidget(field: CollectionField, value: unknown): unknown {
  if (field.kind === 'json') {
    try {
      return value ? JSON.parse(String(value)) : {};
    } catch {
      return String(value);
    }
  }
  return value === '' && field.kind !== 'text' ? null : value;
}

/** The values of one group for the form generator. */
export function groupValues(collection: CollectionDeclaration, values: Record<string, unknown>, lang: Lang | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(collection.fields)) {
    if (lang === null) out[name] = toWidget(field, values[name]);
    else if (field.translatable) out[name] = (values[name] as Record<string, unknown> | null)?.[lang] ?? '';
  }
  return out;
}
