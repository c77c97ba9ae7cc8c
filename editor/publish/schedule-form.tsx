import { useId } from 'react';
import * as api from '../../common/api/endpoints/drafts';
import { fromBerlinInput } from '../../common/format/berlin';
import { editorCall } from '../api/request';
import { useLang } from '../state/store';
import { button } from '../styles';
import { tDrafts } from './strings';
import { fieldset } from './styles';
import type { LoadedDraft } from './use-draft-status';
import { when } from './when';

/** 'Veröffentlichen am …' in Berlin time (the server's background job publishes then), and its cancelling once set. */
export function ScheduleForm({ draft }: { draft: LoadedDraft }) {
  const lang = useLang();
  const s = tDrafts(lang);
  const atId = useId();
  const { status, busy, at, setAt, page, act, setError } = draft;
  const schedule = async (cancel: boolean) => {
    const iso = cancel ? null : fromBerlinInput(at);
    if (!cancel && !iso) return setError(s.publishAtMissing());
    await act(() => editorCall(api.schedule, { ...page, body: { at: iso } }), cancel ? s.publishAtCancel() : s.publishAtSet({ when: when(iso!, lang) }));
  };
  return (
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
  );
}
