/**
 * A page's versions: who saved when and what changed in one line, a field-by-field
 * diff of any two with the words highlighted, a look at any version (`?version_id=`) and restoring
 * one, which records a new version: nothing is ever destroyed. Loaded only when opened.
 */
import { css } from 'goober';
import { useEffect, useId, useState } from 'react';
import { formatBerlinDateTime } from '../../common/format/berlin-display';
import type { Lang } from '../../common/routes';
import * as api from '../../common/api/endpoints/versions';
import type { VersionDiff, VersionList, VersionSummary } from '../../common/api/versions';
import { EditorRequestError, editorCall } from '../api/request';
import { Modal } from '../dialogs/modal';
import { tEditor } from '../state/content';
import { refreshPage } from '../state/page';
import { getState, setState, showAlert, useLang } from '../state/store';
import { button, EDITOR_COLORS, primaryButton } from '../styles';
import { ChangeList } from './change-list';

type T = ReturnType<typeof tEditor>;

export default function VersionsPanel({ pageId }: { pageId: number }) {
  const lang = useLang();
  const s = tEditor(lang);
  const [list, setList] = useState<VersionList | null>(null);
  const [failed, setFailed] = useState(false);
  const [from, setFrom] = useState(0);
  const [to, setTo] = useState(0);
  const [diff, setDiff] = useState<VersionDiff | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { from: useId(), to: useId() };

  const load = async () => {
    try {
      const found = await editorCall(api.versions, { params: { id: pageId }, query: { lang } });
      setList(found);
      setTo(found.results[0]?.number ?? 0);
      setFrom(found.results[1]?.number ?? found.results[0]?.number ?? 0);
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => void load(), [pageId, lang]);

  const compare = async () => {
    setBusy(true);
    try {
      setDiff(await editorCall(api.versionDiff, { params: { id: pageId }, query: { lang, from, to } }));
    } catch {
      showAlert('error', s.failed());
    } finally {
      setBusy(false);
    }
  };

  const restore = async (version: VersionSummary) => {
    if (!confirm(s.versionRestoreConfirm({ n: version.number }))) return;
    setBusy(true);
    try {
      await editorCall(api.restoreVersion, { params: { id: pageId, number: version.number }, query: { lang } });
      await refreshPage();
      showAlert('save', s.versionRestored({ n: version.number }));
      setDiff(null);
      await load();
    } catch (failure) {
      // A refusal says why, in the server's words; anything else stays the general line.
      showAlert('error', failure instanceof EditorRequestError && failure.status >= 400 && failure.status < 500 ? failure.message : s.failed());
    } finally {
      setBusy(false);
    }
  };

  const versions = list?.results ?? [];
  const option = (v: VersionSummary) => (
    <option key={v.number} value={v.number}>
      {s.versionNumber({ n: v.number })} – {when(v.updated_at, lang)}
    </option>
  );

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
              <li key={v.number} data-version={v.number}>
                <div>
                  <strong>{s.versionNumber({ n: v.number })}</strong>
                  {i === 0 && <span className={current}> {s.versionCurrent()}</span>}
                  <span className={meta}> {s.versionBy({ author: v.author ?? s.versionUnknownAuthor(), when: when(v.updated_at, lang) })}</span>
                  {v.kind === 'autosave' && <span className={meta}> · {s.versionAutosave()}</span>}
                  {v.restored_from !== null && <span className={meta}> · {s.versionRestoredFrom({ n: v.restored_from })}</span>}
                  <div className={summary}>{v.summary}</div>
                </div>
                <div className={actions}>
                  <a className={button} href={versionAddress(v.number)} aria-label={`${s.versionView()}: ${s.versionNumber({ n: v.number })}`} onClick={(event) => {
                    // A full load: the server renders the page as that version (SPEC §7 version_id).
                    event.preventDefault();
                    location.assign(versionAddress(v.number));
                  }}>
                    {s.versionView()}
                  </a>
                  {i > 0 && (
                    <button type="button" className={button} disabled={busy} aria-label={`${s.versionRestore()}: ${s.versionNumber({ n: v.number })}`} onClick={() => void restore(v)}>
                      {s.versionRestore()}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ol>
          {versions.length > 1 && (
            <div className={compareRow}>
              <label htmlFor={ids.from}>{s.versionFrom()}</label>
              <select id={ids.from} value={from} onChange={(e) => setFrom(Number(e.target.value))} data-diff-from="">
                {versions.map(option)}
              </select>
              <label htmlFor={ids.to}>{s.versionTo()}</label>
              <select id={ids.to} value={to} onChange={(e) => setTo(Number(e.target.value))} data-diff-to="">
                {versions.map(option)}
              </select>
              <button type="button" className={`${button} ${primaryButton}`} disabled={busy || from === to} onClick={() => void compare()}>
                {s.versionCompare()}
              </button>
            </div>
          )}
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

function versionAddress(number: number): string {
  return `${getState().shown?.path ?? location.pathname}?version_id=${number}`;
}

function when(value: string, lang: Lang): string {
  return formatBerlinDateTime(value, lang);
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
const meta = css`
  color: ${EDITOR_COLORS.muted};
`;
const current = css`
  font-weight: 700;
  color: ${EDITOR_COLORS.accent};
`;
const summary = css`
  margin-top: 0.2rem;
`;
const actions = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;
const compareRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  select {
    font: inherit;
    padding: 0.3rem;
  }
`;
const diffBox = css`
  margin-top: 1rem;
  h3 {
    font-size: 1.1rem;
  }
`;
