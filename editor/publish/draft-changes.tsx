import type { DraftStatus } from '../../common/api/drafts';
import type { VersionChange } from '../../common/api/versions';
import type { Lang } from '../../common/routes';
import { tEditor } from '../state/content';
import { useLang } from '../state/store';
import { ChangeList, changeStatusWords } from '../versions/change-list';
import { tDrafts } from './strings';

/** A change of the draft in one line, as the panel's list and the discard confirmation name it. */
export const changeLine = (c: VersionChange, lang: Lang) => tDrafts(lang).change({ label: c.label, status: changeStatusWords(tEditor(lang))[c.status] });

/** What the draft changes against the published page: a list, or word by word for a publisher reviewing a request. */
export function DraftChanges({ status, reviewing }: { status: DraftStatus; reviewing: boolean }) {
  const lang = useLang();
  const s = tDrafts(lang);
  if (status.changes.length === 0) return status.published ? <p>{s.nothing()}</p> : null;
  if (reviewing)
    return (
      <section data-approval-diff="">
        <h3>{s.review()}</h3>
        <ChangeList changes={status.changes} />
      </section>
    );
  return (
    <>
      <p>{s.changesIntro()}</p>
      <ul data-draft-changes="">
        {status.changes.map((c) => (
          <li key={`${c.scope}:${c.id}`}>{changeLine(c, lang)}</li>
        ))}
      </ul>
    </>
  );
}
