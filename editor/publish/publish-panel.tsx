/**
 * The publish panel, opened from the toolbar's draft line: what the draft changes
 * against the published page and who made it, 'Veröffentlichen' (the whole draft at once),
 * 'Änderungen verwerfen' (after a confirmation listing what is lost) and 'Veröffentlichen am …'
 * (Berlin time; the server's background job publishes then). Loaded only when opened.
 */
import { css } from 'goober';
import { Modal } from '../dialogs/modal';
import { tEditor } from '../state/content';
import { setState, useLang } from '../state/store';
import { ApprovalForms } from './approval-forms';
import { ApprovalNote } from './approval-note';
import { DraftChanges } from './draft-changes';
import { PreviewLinks } from './preview-links';
import { PublishActions } from './publish-actions';
import { ScheduleForm } from './schedule-form';
import { tDrafts } from './strings';
import { useDraftStatus, type LoadedDraft } from './use-draft-status';

/** The toolbar loads the draft line from this chunk too: the editor's first load carries neither. */
export { DraftLine } from './draft-line';

export default function PublishPanel({ pageId }: { pageId: number }) {
  const lang = useLang();
  const draft = useDraftStatus(pageId);
  const { status, error } = draft;
  return (
    <Modal title={tDrafts(lang).title()} closeLabel={tEditor(lang).close()} onClose={() => setState({ dialog: null })}>
      {error && (
        <p role="alert" className={alert}>
          {error}
        </p>
      )}
      {!status ? !error && <p aria-busy="true">…</p> : <LoadedPanel draft={{ ...draft, status }} />}
    </Modal>
  );
}

function LoadedPanel({ draft }: { draft: LoadedDraft }) {
  const s = tDrafts(useLang());
  const { status, pageId } = draft;
  // A publisher answering a request reviews the draft word by word before publishing it.
  const reviewing = status.approval.may_approve && status.approval.state === 'requested';
  return (
    <div data-publish-panel="">
      {!status.published && <p>{s.neverPublished()}</p>}
      <ApprovalNote approval={status.approval} />
      <DraftChanges status={status} reviewing={reviewing} />
      {status.authors.length > 0 && <p>{s.by({ names: status.authors.join(', ') })}</p>}
      <ApprovalForms draft={draft} reviewing={reviewing} />
      <PublishActions draft={draft} />
      {status.approval.may_publish && <ScheduleForm draft={draft} />}
      <PreviewLinks pageId={pageId} />
    </div>
  );
}

const alert = css`
  color: #b00020;
  font-weight: 700;
`;
