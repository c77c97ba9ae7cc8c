/**
 * The audit log in the hub, for administrators: who changed what and when, in
 * words and Berlin time as the server writes them, filtered by person, kind and days, a page at a
 * time. Read-only: the API has no way to change an entry.
 */
import { useEffect, useState } from 'react';
import type { AuditList } from '../../common/api/audit';
import { auditLog } from '../../common/api/endpoints/admin';
import type { Lang } from '../../common/routes';
import { editorCall } from '../api/request';
import { tHub } from './strings';

type Filter = 'user' | 'kind' | 'from' | 'to';

export function AuditView({ lang }: { lang: Lang }) {
  const s = tHub(lang);
  const a = s.audit;
  const [filters, setFilters] = useState<Partial<Record<Filter, string>>>({});
  const [page, setPage] = useState(1);
  const [list, setList] = useState<AuditList | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    editorCall(auditLog, { query: { ...filters, page: String(page), lang } }).then(
      (answer) => (setList(answer), setError('')),
      (e: Error) => setError(s.failed({ message: e.message })),
    );
  }, [page, lang, JSON.stringify(filters)]);

  const set = (name: Filter) => (event: { target: { value: string } }) => (setFilters((f) => ({ ...f, [name]: event.target.value })), setPage(1));
  const choice = (name: Filter, label: string, all: string, options: AuditList['people']) => (
    <label>
      {label}{' '}
      <select value={filters[name] ?? ''} onChange={set(name)} data-audit-filter={name}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>{' '}
    </label>
  );
  const day = (name: Filter, label: string) => (
    <label>
      {label} <input type="date" value={filters[name] ?? ''} onChange={set(name)} data-audit-filter={name} />{' '}
    </label>
  );
  const pageOf = list && s.pageOf({ page, pages: list.pages, count: list.count });

  return (
    <section aria-labelledby="hub-audit-title" data-audit>
      <h1 id="hub-audit-title">{a.title()}</h1>
      <p>{a.intro()}</p>
      <fieldset>
        <legend>{s.filters()}</legend>
        {choice('user', a.person(), a.everyone(), list?.people ?? [])}
        {choice('kind', a.kind(), a.allKinds(), list?.kinds ?? [])}
        {day('from', a.from())}
        {day('to', a.to())}
      </fieldset>
      {error && <p role="alert">{error}</p>}
      {list && list.items.length === 0 && <p>{s.empty()}</p>}
      {list && list.items.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{a.when()}</th>
              <th scope="col">{a.who()}</th>
              <th scope="col">{a.what()}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((entry) => (
              <tr key={entry.id} data-audit-entry={entry.id}>
                <td>
                  <time dateTime={entry.at}>{entry.when}</time>
                </td>
                <td>
                  {entry.who || a.nobody()}
                  {/* Under the person, not a column of its own: only sign-ins have one, and phones lack the width. */}
                  {entry.address && (
                    <>
                      <br />
                      <small>
                        {a.address()}: {entry.address}
                      </small>
                    </>
                  )}
                </td>
                <td>{entry.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list && (
        <nav aria-label={pageOf!}>
          <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {s.previous()}
          </button>{' '}
          <span>{pageOf}</span>{' '}
          <button type="button" disabled={page >= list.pages} onClick={() => setPage((p) => p + 1)}>
            {s.next()}
          </button>
        </nav>
      )}
    </section>
  );
}
