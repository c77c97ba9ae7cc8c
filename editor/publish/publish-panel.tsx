/**
 * The publish panel, opened from the toolbar's draft line: what the draft changes
 * against the published page and who made it, 'Veröffentlichen' (the whole draft at once),
 * 'Änderungen verwerfen' (after a confirmation listing what is lost) and 'Veröffentlichen am …'
 * (Berlin time; the server's background job publishes then). Loaded only when opened.
 */
import { css } from 'goober';
import { useEffect, useId, useState } from 'react';
import type { DraftStatus } from '../../common/api/drafts';
import * as api from '../../common/api/endpoints/drafts';
import { berlinInputValue, fromBerlinInput } from '../../common/format/berlin';
import { formatDate, formatTime } from '../../common/format';
import type { VersionChange } from '../../common/api/versions';
import { editorCall, EditorRequestError } from '../api/request';
import { Modal } from '../dialogs/modal';
import { tEditor } from '../state/content';
import { refreshPage } from '../state/page';
import { setState, showAlert, useLang } from '../state/store';
import { button, primaryButton } from '../styles';
import { tDrafts } from './strings';
import { PreviewLinks } from './preview-links';
import { ChangeList } from '../versions/change-list';
import { APPROVAL_TEXT_MAX } from '../../common/api/drafts';

/** The toolbar loads the draft line from this chunk too: the editor's first load carries neither. */
export { DraftLine } from './draft-line';

export default function PublishPanel({ pageId }: { pageId: number }) {
  const lang = useLang();
  const s = tDrafts(lang);
  const e = tEditor(lang);
  const [status, setStatus] = useState<DraftStatus | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [at, setAt] = useState('');
  const [note, setNote] = useState('');
  const atId = useId();
  const noteId = useId();
  const page = { lang, params: { id: pageId } };

  const load = async () => {
    try {
      const found = await editorCall(api.draft, page);
      setStatus(found);
      setAt(berlinInputValue(found.publish_at));
    } catch {
      setError(e.failed());
    }
  };
  useEffect(() => void load(), [pageId, lang]);

  const act = async (send: () => Promise<DraftStatus>, done: string): Promise<boolean> => {
    setBusy(true);
    setError('');
    try {
      await send();
      // Done: the panel closes and the toolbar's draft line follows the page.
      setState({ dialog: null });
      showAlert('save', done);
      await refreshPage();
      return true;
    } catch (failure) {
      // Every refusal is shown here, with the server's words.
      setError(failure instanceof EditorRequestError && failure.status >= 400 && failure.status < 500 ? failure.message : e.failed());
      return false;
    } finally {
      setBusy(false);
    }
  };

  const label = (c: VersionChange) => s.change({ label: c.label, status: statusWord(c, e) });
  const discard = async () => {
    if (!status || !confirm(s.discardConfirm({ list: status.changes.map((c) => `• ${label(c)}`).join('\n') }))) return;
    await act(() => editorCall(api.discard, page), s.discarded());
  };
  const schedule = async (cancel: boolean) => {
    const iso = cancel ? null : fromBerlinInput(at);
    if (!cancel && !iso) return setError(s.publishAtMissing());
    await act(() => editorCall(api.schedule, { ...page, body: { at: iso } }), cancel ? s.publishAtCancel() : s.publishAtSet({ when: when(iso!, lang) }));
  };

  const open = status ? status.changes.length > 0 || !status.published : false;
  const approval = status?.approval;
  // A publisher answering a request reviews the draft word by word before publishing it.
  const reviewing = approval?.may_approve && approval.state === 'requested';
  const sendNote = async (action: 'request-approval' | 'send-back') => {
    if (action === 'send-back' && !note.trim()) return setError(s.commentMissing());
    const ok = await act(() => (action === 'send-back' ? editorCall(api.sendBack, { ...page, body: { comment: note } }) : editorCall(api.requestApproval, { ...page, body: { message: note } })), action === 'send-back' ? s.sentBack() : s.requested());
    if (ok) setNote('');
  };
  return (
    <Modal title={s.title()} closeLabel={e.close()} onClose={() => setState({ dialog: null })}>
      {error && (
        <p role="alert" className={alert}>
          {error}
        </p>
      )}
      {!status ? (
        !error && <p aria-busy="true">…</p>
      ) : (
        <div data-publish-panel="">
          {!status.published && <p>{s.neverPublished()}</p>}
          {approval?.state === 'returned' && (
            <div className={note_} role="status" data-approval-returned="">
              <p>{s.returnedBy({ who: approval.answered_by ?? '–', when: when(approval.answered_at!, lang) })}</p>
              <blockquote>{approval.comment}</blockquote>
            </div>
          )}
          {approval?.state === 'requested' && (
            <div className={note_} data-approval-requested="">
              <p>{s.requestedBy({ who: approval.requested_by ?? '–', when: when(approval.requested_at!, lang) })}</p>
              {approval.message && <blockquote>{approval.message}</blockquote>}
            </div>
          )}
          {status.changes.length === 0 ? (
            status.published && <p>{s.nothing()}</p>
          ) : reviewing ? (
            <section data-approval-diff="">
              <h3>{s.review()}</h3>
              <ChangeList changes={status.changes} />
            </section>
          ) : (
            <>
              <p>{s.changesIntro()}</p>
              <ul data-draft-changes="">
                {status.changes.map((c) => (
                  <li key={`${c.scope}:${c.id}`}>{label(c)}</li>
                ))}
              </ul>
            </>
          )}
          {status.authors.length > 0 && <p>{s.by({ names: status.authors.join(', ') })}</p>}
          {approval && !approval.may_publish && (
            <fieldset className={fieldset} data-approval-request="">
              <legend>{s.request()}</legend>
              <p>{s.approvalNeeded()}</p>
              <label htmlFor={noteId}>{s.requestMessage()}</label>
              <textarea id={noteId} rows={3} maxLength={APPROVAL_TEXT_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
              <button type="button" className={`${button} ${primaryButton}`} disabled={busy || !open} onClick={() => void sendNote('request-approval')}>
                {s.request()}
              </button>
            </fieldset>
          )}
          {reviewing && (
            <fieldset className={fieldset} data-approval-answer="">
              <legend>{s.sendBack()}</legend>
              <label htmlFor={noteId}>{s.sendBackComment()}</label>
              <textarea id={noteId} rows={3} maxLength={APPROVAL_TEXT_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
              <button type="button" className={button} disabled={busy} onClick={() => void sendNote('send-back')}>
                {s.sendBack()}
              </button>
            </fieldset>
          )}
          <div className={row}>
            {approval?.may_publish !== false && (
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
          {approval?.may_publish !== false && (
          <fieldset className={fieldset}>
            <legend>{s.publishAt()}</legend>
            <label htmlFor={atId}>{s.publishAtLabel()}</label>
            <input id={atId} type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} data-publish-at="" />
            <button type="button" className={button} disabled={busy} onClick={() => void schedule(false)}>
              {s.publishAtSave()}
            </button>
            {status.publish_at && (
              <>
                <p>{s.publishAtSet({ when: when(status.publish_at, lang) })}</p>
                <button type="button" className={button} disabled={busy} onClick={() => void schedule(true)}>
                  {s.publishAtCancel()}
                </button>
              </>
            )}
          </fieldset>
          )}
          <PreviewLinks pageId={pageId} className={fieldset} />
        </div>
      )}
    </Modal>
  );
}

const statusWord = (c: VersionChange, e: ReturnType<typeof tEditor>) =>
  ({ added: e.changeAdded(), removed: e.changeRemoved(), changed: e.changeChanged(), moved: e.changeMoved() })[c.status];

const when = (iso: string, lang: 'de' | 'en') => `${formatDate(iso, lang)}, ${formatTime(iso, lang)}`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0;
`;
const fieldset = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  border: 1px solid #ccc;
  padding: 0.75rem;
  margin: 0 0 1rem;
  p,
  ul,
  textarea {
    flex-basis: 100%;
    margin: 0;
  }
`;
const note_ = css`
  border-left: 4px solid #8a5a00;
  background: #fff8e5;
  padding: 0.5rem 0.75rem;
  margin: 0 0 1rem;
  p,
  blockquote {
    margin: 0;
  }
  blockquote {
    white-space: pre-wrap;
    font-style: italic;
  }
`;
const alert = css`
  color: #b00020;
  font-weight: 700;
`;
