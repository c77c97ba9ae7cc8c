/**
 * The item form's field groups (editor/hub/item-form.tsx): the language-neutral fields, and the
 * translatable ones once per language.
 */
import type { CollectionDeclaration } from '../../common/collections/define';
import type { FieldError, Fields } from '../../common/modules/define';
import { LANGS, type Lang } from '../../common/routes';

/**
 * The form's fields of one group: the language-neutral ones or the translatable ones (German carries
 * `required` at the server; the form marks none of a language group). The declaration's own fields,
 * one field system with the module forms: no translation between vocabularies.
 */
export function groupFields(collection: CollectionDeclaration, translatable: boolean): Fields {
  const out: Fields = {};
  for (const [name, { readOnly, ...field }] of Object.entries(collection.fields)) {
    if (readOnly || Boolean(field.translatable) !== translatable) continue;
    out[name] = translatable ? { ...field, required: false } : field;
  }
  return out;
}

/** The values of one group: stored values, or one language of the translatable ones. */
export function groupValues(collection: CollectionDeclaration, values: Record<string, unknown>, lang: Lang | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(collection.fields)) {
    if (lang === null) out[name] = values[name];
    else if (field.translatable) out[name] = (values[name] as Record<string, unknown> | null)?.[lang] ?? '';
  }
  return out;
}

/** The server's field errors of one group, each at its field's name. */
export const groupErrors = (errors: FieldError[], language: Lang | null) =>
  errors.flatMap((e) => {
    // `title.en` is a language's field; `design.header.logo` a settings sub-field, shown at its settings.
    const [name, part] = e.field.split('.');
    const errLang = (LANGS as readonly string[]).includes(part ?? '') ? part : undefined;
    return (language === null ? !errLang : errLang === language) ? [{ ...e, field: name! }] : [];
  });
