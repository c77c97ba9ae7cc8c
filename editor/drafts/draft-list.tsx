/**
 * The restore offer itself: fetched only when drafts were found in this browser (scripts/budget.mjs),
 * since most edit visits have none.
 */
import { css } from 'goober';
import { berlinTime } from '../care-strings';
import type { Lang } from '../../common/routes';
import { Modal } from '../dialogs/modal';
import { moduleLabel } from '../overlay/module-kinds';
import { tEditor } from '../state/content';
import { setState, useLang } from '../state/store';
import { button, primaryButton } from '../styles';
import { removeDraft, type Draft } from './draft-store';

export default function DraftList({ drafts, drop, close }: { drafts: Draft[]; drop(draft: Draft): void; close(): void }) {
  const lang = useLang();
  const s = tEditor(lang);
  const newest = drafts[0]!;
  return (
    <Modal title={s.draftPrompt({ time: when(newest.savedAt, lang) })} closeLabel={s.close()} onClose={close}>
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

/** "14:32" today, with the day before it on another day (the strings add 'Uhr' in German). */
function when(savedAt: number, lang: Lang): string {
  return berlinTime(new Date(savedAt).toISOString(), lang);
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
