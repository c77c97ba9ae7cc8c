/**
 * A page's versions: who saved when and what changed in one line, a field-by-field
 * diff of any two with the words highlighted, a look at any version (`?version_id=`) and restoring
 * one, which records a new version: nothing is ever destroyed. Loaded only when opened.
 */
import { css } from 'goober';
import type { VersionDiff } from '../../common/api/versions';
import { Modal } from '../dialogs/modal';
import { tEditor } from '../state/content';
import { setState, useLang } from '../state/store';
import { ChangeList } from './change-list';
import { useVersions } from './use-versions';
import { VersionCompare } from './version-compare';
import { VersionRow } from './version-row';

type T = ReturnType<typeof tEditor>;

export default function VersionsPanel({ pageId }: { pageId: number }) {
  const s = tEditor(useLang());
  const state = useVersions(pageId);
  const { list, failed, diff, busy, restore } = state;
  const versions = list?.results ?? [];

  return (
    <Modal title={s.versions()} closeLabel={s.close()} onClose={() => setState({ dialog: null })} wide>
      {failed ? (
        <p role="alert">{s.failed()}</p>
      ) : !list ? (
        <p aria-busy="true">{s.versionsLoading()}</p>
      ) : !versions.length ? (
        <p>{s.versionsEmpty()}</p>
      ) : (
        <>
          <ol className={rows} data-versions="">
            {versions.map((v, i) => (
              <VersionRow key={v.number} version={v} current={i === 0} busy={busy} onRestore={restore} />
            ))}
          </ol>
          {versions.length > 1 && <VersionCompare versions={versions} state={state} />}
          {diff && <DiffView diff={diff} s={s} />}
        </>
      )}
    </Modal>
  );
}

function DiffView({ diff, s }: { diff: VersionDiff; s: T }) {
  return (
    <section className={diffBox} data-version-diff="" aria-live="polite">
      <h3>{s.versionDiffTitle({ from: diff.from, to: diff.to })}</h3>
      {!diff.changes.length && <p>{s.versionNoChanges()}</p>}
      <ChangeList changes={diff.changes} />
    </section>
  );
}

const rows = css`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  max-height: 40vh;
  overflow: auto;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.6rem 0;
    border-bottom: 1px solid #ddd;
  }
`;
const diffBox = css`
  margin-top: 1rem;
  h3 {
    font-size: 1.1rem;
  }
`;
