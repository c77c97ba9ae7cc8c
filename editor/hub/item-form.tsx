/**
 * One item's form (issue #12 point 2): the module editor's form generator (editor/forms) once for
 * the language-neutral fields and once per language for the translatable ones; field errors from the
 * server at their fields; delete asks, and says where the item is used (409) before deleting anyway.
 */
import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import type { AdminItem, InUseBody } from '../../common/api/admin';
import { isValidationError } from '../../common/api/editor';
import type { CollectionDeclaration } from '../../common/collections/define';
import type { FieldError } from '../../common/modules/define';
import { LANGS, type Lang } from '../../common/routes';
import { EditorRequestError } from '../api/request';
import { DeclarationForm, focusFirstError } from '../forms/form-generator';
import { createItem, deleteItem, loadItem, updateItem } from './api';
import { HUB_ROOT, navigate } from './address';
import { fromWidget, groupFields, groupValues } from './form-fields';
import { relationWidgets } from './relation-picker';
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

/** The status a new item's form hands to the form it moves to once stored (it remounts by its id). */
let carriedStatus = '';

export function ItemForm({ collection, id, lang }: Props) {
  const s = tHub(lang);
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
    loadItem(collection.slug, id).then(
      (loaded) => {
        setItem(loaded);
        setValues(loaded.values);
      },
      (error: Error) => setStatus(s.failed({ message: error.message })),
    );
  }, [collection.slug, id]);

  const setField = (name: string, value: unknown, language: Lang | null) => {
    const field = collection.fields[name]!;
    setValues((current) => ({
      ...current,
      [name]: language ? { ...((current[name] as Record<string, unknown>) ?? {}), [language]: value } : fromWidget(field, value),
    }));
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const data = Object.fromEntries(Object.entries(values).filter(([name]) => collection.fields[name] && !collection.fields[name]!.readOnly));
    try {
      const saved = id === 'new' ? await createItem(collection.slug, data) : await updateItem(collection.slug, id, data);
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
        setStatus(body.message);
        requestAnimationFrame(() => focusFirstError(form.current));
      } else setStatus(s.failed({ message: (error as Error).message }));
    }
  };

  const remove = async () => {
    if (id === 'new' || !window.confirm(s.deleteConfirm({ title: item?.title ?? '' }))) return;
    try {
      await deleteItem(collection.slug, id, false);
    } catch (error) {
      const body = error instanceof EditorRequestError && error.status === 409 ? (error.body as InUseBody) : null;
      if (!body) return setStatus(s.failed({ message: (error as Error).message }));
      const list = body.used_by.map((u) => `${u.collection ?? u.table} (${u.count}${u.items.length ? `: ${u.items.map((i) => i.title).join(', ')}` : ''})`).join('; ');
      if (!window.confirm(s.inUse({ list }))) return;
      await deleteItem(collection.slug, id, true);
    }
    navigate(listHref);
  };

  const errorsOf = (language: Lang | null) =>
    errors.flatMap((e) => {
      const [name, errLang] = e.field.split('.');
      return (language === null ? !errLang : errLang === language) ? [{ ...e, field: name! }] : [];
    });
  const translatable = groupFields(collection, true);

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
        <DeclarationForm fields={groupFields(collection, false)} values={groupValues(collection, values, null)} onChange={(name, value) => setField(name, value, null)} errors={errorsOf(null)} lang={lang} widgets={relationWidgets(collection)} />
      </fieldset>
      {Object.keys(translatable).length > 0 &&
        LANGS.map((language) => (
          <fieldset key={language} lang={language}>
            <legend>{language === 'de' ? s.german() : s.english()}</legend>
            <DeclarationForm fields={translatable} values={groupValues(collection, values, language)} onChange={(name, value) => setField(name, value, language)} errors={errorsOf(language)} lang={lang} />
          </fieldset>
        ))}
      {item?.ticketing && (
        <section aria-label="Ticketing">
          <h2>{s.ticketing({ at: item.ticketing.synced_at ?? s.neverSynced() })}</h2>
          <ul>
            {item.ticketing.seat_groups.map((g) => (
              <li key={g.seat_group}>
                {g.seat_group}: {g.prices.map((p) => `${p.name} ${p.price} €`).join(', ')} {g.timeslots.length > 0 && `(${g.timeslots.join(', ')})`}
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
