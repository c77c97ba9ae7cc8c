/**
 * The audit log in the hub, for administrators: who changed what and when, in
 * words and Berlin time as the server writes them, filtered by person, kind and days, a page at a
 * time. Read-only: the API has no way to change an entry.
 */
import type { Lang } from '../../common/routes';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { tHub } from './strings';
import { useAuditLog } from './use-audit-log';

export function AuditView({ lang }: { lang: Lang }) {
  const s = tHub(lang);
  const a = s.audit;
  const { filters, setFilter, page, setPage, list, error } = useAuditLog(lang);
  const pageOf = list && s.pageOf({ page, pages: list.pages, count: list.count });

  return (
    <section aria-labelledby="hub-audit-title" data-audit>
      <h1 id="hub-audit-title">{a.title()}</h1>
      <p>{a.intro()}</p>
      <AuditFilters lang={lang} values={filters} people={list?.people ?? []} kinds={list?.kinds ?? []} onChange={setFilter} />
      {error && <p role="alert">{error}</p>}
      {list && list.items.length === 0 && <p>{s.empty()}</p>}
      {list && list.items.length > 0 && <AuditTable lang={lang} entries={list.items} />}
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
