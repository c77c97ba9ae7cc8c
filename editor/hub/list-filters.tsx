/**
 * A list's filters: one select per declared filter
 * of a choice kind (flags and choice fields), each option by its name; relation
 * filters stay reachable through the API.
 */
import type { CollectionDeclaration } from '../../common/collections/define';
import type { Lang } from '../../common/routes';
import { tHub } from './strings';

/** Each filter's options as [code, name in the UI language]. */
export function filterChoices(collection: CollectionDeclaration, lang: Lang): { name: string; options: [string, string][] }[] {
  const s = tHub(lang);
  return (collection.filters ?? []).flatMap((name) => {
    const field = collection.fields[name];
    if (field?.kind === 'boolean') return [{ name, options: [['true', s.filterYes()], ['false', s.filterNo()]] as [string, string][] }];
    if (field?.kind === 'choice') return [{ name, options: Object.entries(field.options).map(([code, option]): [string, string] => [code, option[lang]]) }];
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
  const choices = filterChoices(collection, lang);
  if (!choices.length) return null;
  return (
    <fieldset>
      <legend>{s.filters()}</legend>
      {choices.map(({ name, options }) => (
        <label key={name}>
          {collection.fields[name]!.label[lang]}{' '}
          <select value={values[name] ?? ''} onChange={(e) => onChange(name, e.target.value)} data-filter={name}>
            <option value="">{s.filterAll()}</option>
            {options.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>{' '}
        </label>
      ))}
    </fieldset>
  );
}
