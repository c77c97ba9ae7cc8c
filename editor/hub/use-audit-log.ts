import { useEffect, useState } from 'react';
import type { AuditList } from '../../common/api/audit';
import { auditLog } from '../../common/api/endpoints/admin';
import type { Lang } from '../../common/routes';
import { editorCall } from '../api/request';
import { tHub } from './strings';

export type AuditFilter = 'user' | 'kind' | 'from' | 'to';
export type AuditFilterValues = Partial<Record<AuditFilter, string>>;

/** The audit log's page for the chosen filters (editor/hub/audit-view.tsx); a changed filter starts again at the first page. */
export function useAuditLog(lang: Lang) {
  const s = tHub(lang);
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(1);
  const [list, setList] = useState<AuditList | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    editorCall(auditLog, { query: { ...filters, page: String(page), lang } }).then(
      (answer) => (setList(answer), setError('')),
      (e: Error) => setError(s.failed({ message: e.message })),
    );
  }, [page, lang, JSON.stringify(filters)]);

  const setFilter = (name: AuditFilter, value: string) => (setFilters((f) => ({ ...f, [name]: value })), setPage(1));

  return { filters, setFilter, page, setPage, list, error };
}
