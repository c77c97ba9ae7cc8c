import { css } from 'goober';
import { formatBerlinDateTime } from '../../common/format/berlin-display';
import type { VersionSummary } from '../../common/api/versions';
import { tEditor } from '../state/content';
import { getState, useLang } from '../state/store';
import { button, EDITOR_COLORS } from '../styles';

interface Props {
  version: VersionSummary;
  /** The newest version: what the page holds now, so it has nothing to restore. */
  current: boolean;
  busy: boolean;
  onRestore(version: VersionSummary): void;
}

/** One version in the list: who saved it when and what changed, a look at it and restoring it. */
export function VersionRow({ version: v, current, busy, onRestore }: Props) {
  const lang = useLang();
  const s = tEditor(lang);
  return (
    <li data-version={v.number}>
      <div>
        <strong>{s.versionNumber({ n: v.number })}</strong>
        {current && <span className={currentTag}> {s.versionCurrent()}</span>}
        <span className={meta}> {s.versionBy({ author: v.author ?? s.versionUnknownAuthor(), when: formatBerlinDateTime(v.updated_at, lang) })}</span>
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
        {!current && (
          <button type="button" className={button} disabled={busy} aria-label={`${s.versionRestore()}: ${s.versionNumber({ n: v.number })}`} onClick={() => void onRestore(v)}>
            {s.versionRestore()}
          </button>
        )}
      </div>
    </li>
  );
}

function versionAddress(number: number): string {
  return `${getState().shown?.path ?? location.pathname}?version_id=${number}`;
}

const meta = css`
  color: ${EDITOR_COLORS.muted};
`;
const currentTag = css`
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
