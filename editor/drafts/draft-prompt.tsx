/**
 * 'Restore changes from 14:32?' (issue #11 point 2): on an `?edit` visit of a page with drafts left
 * in this browser, each is offered back; restoring opens its form with exactly the input kept.
 */
import { css } from 'goober';
import { useEffect, useState } from 'react';
import { formatDate, formatTime } from '../../common/format';
import type { Lang } from '../../common/routes';
import { Modal } from '../dialogs/modal';
import { moduleLabel } from '../overlay/module-kinds';
import { tEditor } from '../state/content';
import { setState, useEditor, useLang } from '../state/store';
import { button, primaryButton } from '../styles';
import { draftsOf, removeDraft, type Draft } from './draft-store';

export function DraftPrompt() {
  const lang = useLang();
  const s = tEditor(lang);
  const path = useEditor((st) => st.shown?.path ?? null);
  const editing = useEditor((st) => st.editing);
  const busy = useEditor((st) => st.dialog !== null || st.loginOpen);
  const [drafts, setDrafts] = useState<Draft[]>([]);

  useEffect(() => {
    setDrafts([]);
    if (!path || !editing) return;
    let current = true;
    void draftsOf(path, lang).then((found) => current && setDrafts(found));
    return () => {
      current = false;
    };
  }, [path, lang, editing]);

  if (busy || !drafts.length) return null;
  const newest = drafts[0]!;
  const drop = (draft: Draft) => setDrafts((list) => list.filter((d) => d.key !== draft.key));

  return (
    <Modal title={s.draftPrompt({ time: when(newest.savedAt, lang) })} closeLabel={s.close()} onClose={() => setDrafts([])}>
      <ul className={list} data-draft-prompt="">
        {drafts.map((draft) => (
          <li key={draft.key}>
            <p>
              {s.draftPromptText({ name: moduleLabel(draft.type, lang) })} <strong>{when(draft.savedAt, lang)}</strong>
            </p>
            <button
              type="button"
              className={`${button} ${primaryButton}`}
              onClick={() => {
                drop(draft);
                setState({ dialog: { ...draft.dialog, draft: draft.values } });
              }}
            >
              {s.draftRestore()}
            </button>{' '}
            <button
              type="button"
              className={button}
              onClick={() => {
                drop(draft);
                void removeDraft(draft.key);
              }}
            >
              {s.draftDiscard()}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** "14:32 Uhr" today, with the date before it on another day. */
function when(savedAt: number, lang: Lang): string {
  const date = new Date(savedAt);
  const time = formatTime(date, lang);
  return formatDate(date, lang) === formatDate(new Date(), lang) ? time : `${formatDate(date, lang)}, ${time}`;
}

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: 1rem;
    padding-top: 1rem;
    border-top: 1px solid #ddd;
  }
  p {
    margin: 0 0 0.5rem;
  }
`;
