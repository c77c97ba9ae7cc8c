/**
 * The productions list's filters (SPEC §3 "Production filter": season, type, tag): native selects,
 * so keyboard and screen-reader use need nothing extra. The chosen values live in the address.
 * Without JavaScript the selects are a GET form the server answers, sent with a button only
 * that visitor sees; with it, a choice applies at once.
 */
import { css } from 'goober';
import type { FilterOption } from '../../../common/api/programme';
import { button } from '../../../common/modules/shared/styles';
import type { Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { tProgramme } from './strings';

/** The filter keys in the address, in the order the API names them. */
export const PRODUCTION_FILTERS = ['season', 'exhibition_type', 'tag'] as const;
export type ProductionFilter = (typeof PRODUCTION_FILTERS)[number];
export type ProductionFilterValues = Partial<Record<ProductionFilter, string>>;

const ID = /^[0-9]{1,9}$/;

/** The filters an address carries; anything but one numeric id is left out. */
export function filtersFromSearch(search: string): ProductionFilterValues {
  const query = new URLSearchParams(search);
  const values: ProductionFilterValues = {};
  for (const key of PRODUCTION_FILTERS) {
    const value = query.get(key);
    if (value && ID.test(value)) values[key] = value;
  }
  return values;
}

/** The canonical query of the filters (also the list's cache key). */
export function searchOf(values: ProductionFilterValues): string {
  const query = new URLSearchParams();
  for (const key of PRODUCTION_FILTERS) if (values[key]) query.set(key, values[key]!);
  return query.toString();
}

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin: 0;
  padding: 0;
  border: 0;
  & label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.875rem;
    color: ${colors.textMuted};
  }
  /* The button without JavaScript lines up with the selects, not with their labels. */
  & > noscript {
    align-self: end;
  }
  & select {
    min-width: 12rem;
    min-height: 2.75rem;
    padding: 0 0.75rem;
    border: 1px solid ${colors.border};
    background: ${colors.background};
    color: ${colors.text};
    font: inherit;
  }
`;

export interface ProductionFiltersProps {
  options: Record<ProductionFilter, FilterOption[]>;
  values: ProductionFilterValues;
  onChange(values: ProductionFilterValues): void;
  lang: Lang;
  /** The list's own address, where the form is sent without JavaScript. */
  action: string;
}

export function ProductionFilters({ options, values, onChange, lang, action }: ProductionFiltersProps) {
  const text = tProgramme(lang);
  const labels: Record<ProductionFilter, string> = { season: text.season(), exhibition_type: text.type(), tag: text.tag() };
  return (
    <form method="get" action={action} onSubmit={(event) => event.preventDefault()}>
      <fieldset className={bar}>
        <legend style={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{text.filters()}</legend>
        {PRODUCTION_FILTERS.map((key) => (
          <label key={key}>
            {labels[key]}
            <select name={key} value={values[key] ?? ''} onChange={(e) => onChange({ ...values, [key]: (e.target as HTMLSelectElement).value || undefined })}>
              <option value="">{text.all()}</option>
              {options[key].map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        ))}
        <noscript>
          <button type="submit" className={button}>
            {text.showResults()}
          </button>
        </noscript>
      </fieldset>
    </form>
  );
}
