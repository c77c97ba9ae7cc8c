import type { AuditOption } from '../../common/api/audit';
import type { Lang } from '../../common/routes';
import { tHub } from './strings';
import type { AuditFilter, AuditFilterValues } from './use-audit-log';

interface Props {
  lang: Lang;
  values: AuditFilterValues;
  /** The people and kinds the log holds, to choose from. */
  people: AuditOption[];
  kinds: AuditOption[];
  onChange(name: AuditFilter, value: string): void;
}

/** The audit log's filters: a person, a kind, and the first and last day. */
export function AuditFilters({ lang, values, people, kinds, onChange }: Props) {
  const s = tHub(lang);
  const a = s.audit;
  const set = (name: AuditFilter) => (event: { target: { value: string } }) => onChange(name, event.target.value);
  const choice = (name: AuditFilter, label: string, all: string, options: AuditOption[]) => (
    <label>
      {label}{' '}
      <select value={values[name] ?? ''} onChange={set(name)} data-audit-filter={name}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>{' '}
    </label>
  );
  const day = (name: AuditFilter, label: string) => (
    <label>
      {label} <input type="date" value={values[name] ?? ''} onChange={set(name)} data-audit-filter={name} />{' '}
    </label>
  );
  return (
    <fieldset>
      <legend>{s.filters()}</legend>
      {choice('user', a.person(), a.everyone(), people)}
      {choice('kind', a.kind(), a.allKinds(), kinds)}
      {day('from', a.from())}
      {day('to', a.to())}
    </fieldset>
  );
}
