/**
 * The toolbar's draft line: 'Entwurf – nicht veröffentlicht' with the number of changes
 * and who made them, and the pending publish time; it opens the publish panel. Nothing when the
 * page is as published.
 */
import type { DraftSummary } from '../../common/api/types';
import { TIME_ZONE } from '../../common/format/time-zone';
import { tDrafts } from './strings';
import { setState, useLang } from '../state/store';
import { button } from '../styles';

export function DraftLine({ pageId, draft }: { pageId: number; draft: DraftSummary }) {
  const lang = useLang();
  const s = tDrafts(lang);
  if (draft.published && draft.changes === 0 && !draft.publish_at) return null;
  const by = draft.authors.length ? s.lineBy({ names: draft.authors.join(', ') }) : '';
  const text = draft.published ? s.line({ n: draft.changes, by }) : s.lineNever();
  const when = new Date(draft.publish_at ?? 0).toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
  const at = draft.publish_at && ` · ${s.linePublishAt({ when })}`;
  const approval = draft.approval === 'requested' ? ` · ${s.lineRequested()}` : draft.approval === 'returned' ? ` · ${s.lineReturned()}` : '';
  return (
    <button type="button" className={button} data-draft-line="" onClick={() => setState({ dialog: { kind: 'publish', pageId } })}>
      {text}
      {at}
      {approval}
    </button>
  );
}
