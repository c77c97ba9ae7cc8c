/**
 * What changed between two states of a page, change by change, each field's words highlighted
 *. The versions dialog shows it for two versions; the publish panel for the
 * draft against the published page, which a publisher reviews before approving.
 */
import { css } from 'goober';
import type { ChangeStatus, VersionChange } from '../../common/api/versions';
import { tEditor } from '../state/content';
import { useLang } from '../state/store';
import { WordDiff } from './word-diff';

export function ChangeList({ changes }: { changes: VersionChange[] }) {
  const status = changeStatusWords(tEditor(useLang()));
  return (
    <div className={box}>
      {changes.map((change) => (
        <div key={`${change.scope}-${change.id}`} data-change={change.status}>
          <h4>
            {change.label} {status[change.status]}
            {change.detail && `: ${change.detail}`}
          </h4>
          {change.fields.length > 0 && (
            <dl>
              {change.fields.map((field) => (
                <div key={`${field.field}-${field.lang ?? ''}`} data-field-change={field.field}>
                  <dt>
                    {field.label}
                    {field.lang && ` (${field.lang.toUpperCase()})`}
                  </dt>
                  <dd>
                    <WordDiff words={field.words} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ))}
    </div>
  );
}

/** Each change's state in words, for this list and the publish panel's list of the draft's changes. */
export const changeStatusWords = (s: ReturnType<typeof tEditor>): Record<ChangeStatus, string> => ({ added: s.changeAdded(), removed: s.changeRemoved(), changed: s.changeChanged(), moved: s.changeMoved() });

const box = css`
  h4 {
    margin: 1rem 0 0.25rem;
    font-size: 1rem;
  }
  dt {
    font-weight: 600;
    margin-top: 0.4rem;
  }
  dd {
    margin: 0.1rem 0 0 1rem;
  }
`;
