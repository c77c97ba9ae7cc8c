import { useEffect, useRef, useState } from 'react';
import type { AdminItem } from '../../common/api/admin';
import type { CollectionDeclaration } from '../../common/collections/define';
import { LANGS, type Lang } from '../../common/routes';
import { slugify } from '../../common/slugify';

/**
 * A new item's first values: the declared defaults, and text fields named in the address, so the
 * dashboard's "create redirect" opens a form with the old path filled in (`new/?oldPath=/de/alt`).
 */
function defaults(collection: CollectionDeclaration): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const given = new URLSearchParams(location.search);
  for (const [name, field] of Object.entries(collection.fields)) {
    if (field.kind === 'text' && !field.translatable && !field.readOnly && given.has(name)) out[name] = given.get(name);
    else if ('default' in field && field.default !== undefined) out[name] = field.translatable ? { de: field.default } : field.default;
    else if (field.kind === 'boolean') out[name] = false;
    else if (field.translatable) out[name] = { de: '' };
  }
  return out;
}

/**
 * The item form's values (editor/hub/item-form.tsx) as the editor changes them, a language's at a
 * time for the translatable fields, with the address suggested from the title.
 */
export function useItemValues(collection: CollectionDeclaration, item: AdminItem | null) {
  const [values, setValues] = useState<Record<string, unknown>>(() => defaults(collection));

  /** Languages whose address (slug) the editor typed, or that the stored item already has: no longer suggested. */
  const ownSlug = useRef(new Set<Lang>());
  useEffect(() => {
    if (item) for (const l of LANGS) if ((item.values.slug as Record<string, unknown> | undefined)?.[l]) ownSlug.current.add(l);
  }, [item]);
  const suggestsSlug = Boolean(collection.fields.slug?.translatable);

  const setField = (name: string, value: unknown, language: Lang | null) => {
    // An emptied field is no value (a number, a date, a relation); a text stays ''.
    const given = value === '' && collection.fields[name]!.kind !== 'text' ? null : value;
    if (name === 'slug' && language) ownSlug.current.add(language);
    // The address follows the title as it is typed, as 'Neue Seite' does, until the editor types one.
    const slug = suggestsSlug && language && name === collection.titleField && !ownSlug.current.has(language) ? slugify(String(value ?? '')) : null;
    setValues((current) => ({
      ...current,
      [name]: language ? { ...((current[name] as Record<string, unknown>) ?? {}), [language]: value } : given,
      ...(slug !== null && language ? { slug: { ...((current.slug as Record<string, unknown>) ?? {}), [language]: slug } } : {}),
    }));
  };

  return { values, setValues, setField };
}
