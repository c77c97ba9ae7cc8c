import { css } from 'goober';
import { useId } from 'react';
import { formatBerlinDateTime } from '../../common/format/berlin-display';
import type { VersionSummary } from '../../common/api/versions';
import { tEditor } from '../state/content';
import { useLang } from '../state/store';
import { button, primaryButton } from '../styles';
import type { Versions } from './use-versions';

/** The two versions to compare ('Von', 'Bis') and 'Vergleichen'. */
export function VersionCompare({ versions, state }: { versions: VersionSummary[]; state: Versions }) {
  const lang = useLang();
  const s = tEditor(lang);
  const ids = { from: useId(), to: useId() };
  const { from, setFrom, to, setTo, busy, compare } = state;
  const option = (v: VersionSummary) => (
    <option key={v.number} value={v.number}>
      {s.versionNumber({ n: v.number })} – {formatBerlinDateTime(v.updated_at, lang)}
    </option>
  );
  return (
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
  );
}

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
