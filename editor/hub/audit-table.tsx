import type { AuditEntry } from '../../common/api/audit';
import type { Lang } from '../../common/routes';
import { tHub } from './strings';

/** One page of the audit log's entries: when, who, what. */
export function AuditTable({ lang, entries }: { lang: Lang; entries: AuditEntry[] }) {
  const a = tHub(lang).audit;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{a.when()}</th>
          <th scope="col">{a.who()}</th>
          <th scope="col">{a.what()}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
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
  );
}
