import { useId, useState } from 'react';
import { APPROVAL_TEXT_MAX } from '../../common/api/drafts';
import * as api from '../../common/api/endpoints/drafts';
import { editorCall } from '../api/request';
import { useLang } from '../state/store';
import { button, primaryButton } from '../styles';
import { tDrafts } from './strings';
import { fieldset } from './styles';
import type { LoadedDraft } from './use-draft-status';

/**
 * The approval's forms: 'Zur Freigabe senden' with a message, for an editor who may not publish, and
 * 'Zurückschicken' with the comment it needs, for a publisher answering a request (`reviewing`).
 */
export function ApprovalForms({ draft, reviewing }: { draft: LoadedDraft; reviewing: boolean }) {
  const s = tDrafts(useLang());
  const { status, busy, open, page, act, setError } = draft;
  const [note, setNote] = useState('');
  const noteId = useId();
  const sendNote = async (action: 'request-approval' | 'send-back') => {
    if (action === 'send-back' && !note.trim()) return setError(s.commentMissing());
    const ok = await act(() => (action === 'send-back' ? editorCall(api.sendBack, { ...page, body: { comment: note } }) : editorCall(api.requestApproval, { ...page, body: { message: note } })), action === 'send-back' ? s.sentBack() : s.requested());
    if (ok) setNote('');
  };
  const noteField = <textarea id={noteId} rows={3} maxLength={APPROVAL_TEXT_MAX} value={note} onChange={(event) => setNote(event.target.value)} />;
  return (
    <>
      {!status.approval.may_publish && (
        <fieldset className={fieldset} data-approval-request="">
          <legend>{s.request()}</legend>
          <p>{s.approvalNeeded()}</p>
          <label htmlFor={noteId}>{s.requestMessage()}</label>
          {noteField}
          <button type="button" className={`${button} ${primaryButton}`} disabled={busy || !open} onClick={() => void sendNote('request-approval')}>
            {s.request()}
          </button>
        </fieldset>
      )}
      {reviewing && (
        <fieldset className={fieldset} data-approval-answer="">
          <legend>{s.sendBack()}</legend>
          <label htmlFor={noteId}>{s.sendBackComment()}</label>
          {noteField}
          <button type="button" className={button} disabled={busy} onClick={() => void sendNote('send-back')}>
            {s.sendBack()}
          </button>
        </fieldset>
      )}
    </>
  );
}
