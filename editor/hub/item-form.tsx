/**
 * One item's form: the module editor's form generator (editor/forms) once for
 * the language-neutral fields and once per language for the translatable ones; field errors from the
 * server at their fields; delete asks, and says where the item is used (409) before deleting anyway.
 */
import { css } from 'goober';
import type { CollectionDeclaration } from '../../common/collections/define';
import { LANGS, type Lang } from '../../common/routes';
import { DeclarationForm } from '../forms/form-generator';
import { navigate } from './address';
import { ItemFormActions } from './item-form-actions';
import { groupErrors, groupFields, groupValues } from './item-form-groups';
import { ItemFormTicketing } from './item-form-ticketing';
import { tHub } from './strings';
import { useItemForm } from './use-item-form';

interface Props {
  collection: CollectionDeclaration;
  id: number | 'new';
  lang: Lang;
}

export function ItemForm({ collection, id, lang }: Props) {
  const s = tHub(lang);
  const { form, item, values, setField, errors, status, listHref, save, remove } = useItemForm(collection, id, lang);
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
        <DeclarationForm fields={groupFields(collection, false)} values={groupValues(collection, values, null)} onChange={(name, value) => setField(name, value, null)} errors={groupErrors(errors, null)} lang={lang} />
      </fieldset>
      {Object.keys(translatable).length > 0 &&
        LANGS.map((language) => (
          <fieldset key={language} lang={language}>
            <legend>{language === 'de' ? s.german() : s.english()}</legend>
            <DeclarationForm fields={translatable} values={groupValues(collection, values, language)} onChange={(name, value) => setField(name, value, language)} errors={groupErrors(errors, language)} lang={lang} />
          </fieldset>
        ))}
      {item?.ticketing && <ItemFormTicketing ticketing={item.ticketing} lang={lang} />}
      <p role="status">{status}</p>
      <ItemFormActions collection={collection} id={id} item={item} lang={lang} onDelete={() => void remove()} />
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
