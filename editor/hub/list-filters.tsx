/**
 * A list's filters (issue #12 point 2 "lists with search, filters …"): one select per declared filter
 * of a choice kind (flags and select fields); relation filters stay reachable through the API.
 */
import type { CollectionDeclaration } from '../../common/collections/define';
import type { Lang } from '../../common/routes';
import { tHub } from './strings';

export function filterChoices(collection: CollectionDeclaration): { name: string; options: string[] }[] {
  return (collection.filters ?? []).flatMap((name) => {
    const field = collection.fields[name];
    if (field?.kind === 'boolean') return [{ name, options: ['true', 'false'] }];
    if (field?.kind === 'select') return [{ name, options: field.options.map(String) }];
    return [];
  });
}

interface Props {
  collection: CollectionDeclaration;
  lang: Lang;
  values: Record<string, string>;
  onChange(name: string, value: string): void;
}

export function ListFilters({ collection, lang, values, onChange }: Props) {
  const s = tHub(lang);
  const choices = filterChoices(collection);
  if (!choices.length) return null;
  const shown = (option: string) => (option === 'true' ? s.filterYes() : option === 'false' ? s.filterNo() : option);
  return (
    <fieldset>
      <legend>{s.filters()}</legend>
      {choices.map(({ name, options }) => (
        <label key={name}>
          {collection.fields[name]!.label[lang]}{' '}
          <select value={values[name] ?? ''} onChange={(e) => onChange(name, e.target.value)} data-filter={name}>
            <option value="">{s.filterAll()}</option>
            {options.map((o) => (
              <option key={o} value={o}>
                {shown(o)}
              </option>
            ))}
          </select>{' '}
        </label>
      ))}
    </fieldset>
  );
}
