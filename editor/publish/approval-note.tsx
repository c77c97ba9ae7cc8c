import { css } from 'goober';
import type { ApprovalInfo } from '../../common/api/drafts';
import { useLang } from '../state/store';
import { tDrafts } from './strings';
import { when } from './when';

/** Where the draft's approval stands: sent back with the publisher's comment, or waiting with the editor's message. */
export function ApprovalNote({ approval }: { approval: ApprovalInfo }) {
  const lang = useLang();
  const s = tDrafts(lang);
  if (approval.state === 'returned')
    return (
      <div className={note} role="status" data-approval-returned="">
        <p>{s.returnedBy({ who: approval.answered_by ?? '–', when: when(approval.answered_at!, lang) })}</p>
        <blockquote>{approval.comment}</blockquote>
      </div>
    );
  if (approval.state === 'requested')
    return (
      <div className={note} data-approval-requested="">
        <p>{s.requestedBy({ who: approval.requested_by ?? '–', when: when(approval.requested_at!, lang) })}</p>
        {approval.message && <blockquote>{approval.message}</blockquote>}
      </div>
    );
  return null;
}

const note = css`
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
