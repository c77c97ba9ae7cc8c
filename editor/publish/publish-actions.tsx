import { css } from 'goober';
import * as api from '../../common/api/endpoints/drafts';
import { editorCall } from '../api/request';
import { useLang } from '../state/store';
import { button, primaryButton } from '../styles';
import { changeLine } from './draft-changes';
import { tDrafts } from './strings';
import type { LoadedDraft } from './use-draft-status';

/** 'Veröffentlichen' (the whole draft at once) and 'Änderungen verwerfen' (after a confirmation listing what is lost). */
export function PublishActions({ draft }: { draft: LoadedDraft }) {
  const lang = useLang();
  const s = tDrafts(lang);
  const { status, busy, open, page, act } = draft;
  const discard = async () => {
    if (!confirm(s.discardConfirm({ list: status.changes.map((c) => `• ${changeLine(c, lang)}`).join('\n') }))) return;
    await act(() => editorCall(api.discard, page), s.discarded());
  };
  return (
    <div className={row}>
      {status.approval.may_publish && (
        <button type="button" className={`${button} ${primaryButton}`} disabled={busy || !open} onClick={() => void act(() => editorCall(api.publish, page), s.published())}>
          {s.publish()}
        </button>
      )}
      {status.published && (
        <button type="button" className={button} disabled={busy || status.changes.length === 0} onClick={() => void discard()}>
          {s.discard()}
        </button>
      )}
    </div>
  );
}

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0;
`;
