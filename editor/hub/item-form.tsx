/**
 * One item's form: the module editor's form generator (editor/forms) once for
 * the language-neutral fields and once per language for the translatable ones; field errors from the
 * server at their fields; delete asks, and says where the item is used (409) before deleting anyway.
 */
import { css } from 'goober';
import { useEffect, useId, useRef, useState } from 'react';
import type { AdminItem, InUseBody } from '../../common/api/admin';
import { isValidationError } from '../../common/api/editor';
import { formatBerlinDateTime } from '../../common/format/berlin-display';
import { formatPrice } from '../../common/format/price';
import type { CollectionDeclaration } from '../../common/collections/define';
import type { FieldError, Fields } from '../../common/modules/define';
import { errorMessage } from '../../common/modules/validate';
import { isLang, LANGS, type Lang } from '../../common/routes';
import { slugify } from '../../common/slugify';
import { EditorRequestError } from '../api/request';
import { DeclarationForm, focusFirstError } from '../forms/form-generator';
import { createItem, deleteItem, loadItem, updateItem } from './api';
import { HUB_ROOT, navigate } from './address';
import { tHub } from './strings';

interface Props {
  collection: CollectionDeclaration;
  id: number | 'new';
  lang: Lang;
}

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
 * The form's fields of one group: the language-neutral ones or the translatable ones (German carries
 * `required` at the server; the form marks none of a language group). The declaration's own fields,
 * one field system with the module forms: no translation between vocabularies.
 */
function groupFields(collection: CollectionDeclaration, translatable: boolean): Fields {
  const out: Fields = {};
  for (const [name, { readOnly, ...field }] of Object.entries(collection.fields)) {
    if (readOnly || Boolean(field.translatable) !== translatable) continue;
    out[name] = translatable ? { ...field, required: false } : field;
  }
  return out;
}

/** The values of one group: stored values, or one language of the translatable ones. */
function groupValues(collection: CollectionDeclaration, values: Record<string, unknown>, lang: Lang | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(collection.fields)) {
    if (lang === null) out[name] = values[name];
    else if (field.translatable) out[name] = (values[name] as Record<string, unknown> | null)?.[lang] ?? '';
  }
  return out;
}

/** The status a new item's form hands to the form it moves to once stored (it remounts by its id). */
let carriedStatus = '';

export function ItemForm({ collection, id, lang }: Props) {
  const s = tHub(lang);
  const ticketingId = useId();
  const [item, setItem] = useState<AdminItem | null>(null);
  const [values, setValues] = useState<Record<string, unknown>>(() => defaults(collection));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [status, setStatus] = useState(() => {
    const carried = carriedStatus;
    carriedStatus = '';
    return carried;
  });
  const form = useRef<HTMLFormElement>(null);
  const listHref = `${HUB_ROOT}/${collection.path}/`;

  useEffect(() => {
    if (id === 'new') return;
    loadItem(collection.slug, id, lang).then(
      (loaded) => {
        setItem(loaded);
        setValues(loaded.values);
      },
      (error: Error) => setStatus(s.failed({ message: error.message })),
    );
  }, [collection.slug, id, lang]);

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

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const data = Object.fromEntries(Object.entries(values).filter(([name]) => collection.fields[name] && !collection.fields[name]!.readOnly));
    try {
      const saved = id === 'new' ? await createItem(collection.slug, data, lang) : await updateItem(collection.slug, id, data, lang);
      setErrors([]);
      setStatus(s.saved());
      setItem(saved);
      setValues(saved.values);
      if (id === 'new') {
        carriedStatus = s.saved();
        navigate(`${listHref}${saved.id}/`);
      }
    } catch (error) {
      const body = error instanceof EditorRequestError ? error.body : null;
      if (isValidationError(body)) {
        setErrors(body.errors);
        // A refused field this form does not show is named with the message, never dropped.
        const unshown = body.errors.filter((e) => !collection.fields[e.field.split('.')[0]!]).map((e) => `${e.field}: ${errorMessage(e, lang)}`);
        // The summary names the fields in words ('Adresse (Slug) (Deutsch)'): the message alone said 'this field'.
        const named = body.errors.flatMap((e) => {
          const [name, language] = e.field.split('.') as [string, string | undefined];
          const label = collection.fields[name]?.label[lang];
          return label ? [language && isLang(language) ? `${label} (${language === 'de' ? s.german() : s.english()})` : label] : [];
        });
        setStatus([named.length ? s.checkFields({ fields: [...new Set(named)].join(', ') }) : body.message, ...unshown].join(' '));
        requestAnimationFrame(() => focusFirstError(form.current));
      } else setStatus(s.failed({ message: (error as Error).message }));
    }
  };

  const remove = async () => {
    if (id === 'new' || !window.confirm(s.deleteConfirm({ title: item?.title ?? '' }))) return;
    try {
      await deleteItem(collection.slug, id, false, lang);
    } catch (error) {
      const body = error instanceof EditorRequestError && error.status === 409 ? (error.body as InUseBody) : null;
      if (!body) return setStatus(s.failed({ message: (error as Error).message }));
      if (!window.confirm(s.inUse({ list: body.used_by.map((u) => u.words).join('\n') }))) return;
      await deleteItem(collection.slug, id, true, lang);
    }
    navigate(listHref);
  };

  const errorsOf = (language: Lang | null) =>
    errors.flatMap((e) => {
      // `title.en` is a language's field; `design.header.logo` a settings sub-field, shown at its settings.
      const [name, part] = e.field.split('.');
      const errLang = (LANGS as readonly string[]).includes(part ?? '') ? part : undefined;
      return (language === null ? !errLang : errLang === language) ? [{ ...e, field: name! }] : [];
    });
  const translatable = groupFields(collection, true);

  // No fields before the stored item is here: what an editor typed or ticked was replaced when it
  // arrived, and a save in that moment stored the defaults over the item.
  if (id !== 'new' && !item)
    return (
      <p aria-busy="true" role="status">
        {status || s.loading()}
      </p>
    );

  return (
    <form ref={form} className={root} onSubmit={save} noValidate>
      <p>
        <a href={listHref} onClick={(e) => (e.preventDefault(), navigate(listHref))}>
          {s.back()}
        </a>
      </p>
      <h1>{id === 'new' ? `${collection.label.singular[lang]}: ${s.newItem()}` : (item?.title ?? collection.label.singular[lang])}</h1>
      <fieldset>
        <legend>{s.general()}</legend>
        <DeclarationForm fields={groupFields(collection, false)} values={groupValues(collection, values, null)} onChange={(name, value) => setField(name, value, null)} errors={errorsOf(null)} lang={lang} />
      </fieldset>
      {Object.keys(translatable).length > 0 &&
        LANGS.map((language) => (
          <fieldset key={language} lang={language}>
            <legend>{language === 'de' ? s.german() : s.english()}</legend>
            <DeclarationForm fields={translatable} values={groupValues(collection, values, language)} onChange={(name, value) => setField(name, value, language)} errors={errorsOf(language)} lang={lang} />
          </fieldset>
        ))}
      {item?.ticketing && (
        <section aria-labelledby={ticketingId}>
          <h2 id={ticketingId}>{s.ticketing({ at: formatBerlinDateTime(item.ticketing.synced_at, lang) || s.neverSynced() })}</h2>
          <ul>
            {item.ticketing.seat_groups.map((g) => (
              <li key={g.seat_group}>
                {g.seat_group}: {g.prices.map((p) => `${p.name} ${formatPrice(p.price)}`).join(', ')} {g.timeslots.length > 0 && `(${g.timeslots.join(', ')})`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p role="status">{status}</p>
      <div className={actions}>
        <button type="submit">{s.save()}</button>
        {id !== 'new' && !collection.singleton && (
          <button type="button" onClick={() => void remove()}>
            {s.delete()}
          </button>
        )}
        {item?.visitor_urls && <a href={item.visitor_urls[lang]}>{s.viewOnSite()}</a>}
        {collection.slug === 'form' && id !== 'new' && <a href={`/cms-api/forms/${id}/entries.csv`}>{s.exportCsv()}</a>}
      </div>
    </form>
  );
}

const root = css`
  display: grid;
  gap: 1rem;
  max-width: 48rem;
  fieldset {
    border: 1px solid #8a8a8a;
    padding: 1rem;
  }
`;
const actions = css`
  display: flex;
  gap: 1rem;
  align-items: center;
`;
