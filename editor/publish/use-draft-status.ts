import { useEffect, useState } from 'react';
import type { DraftStatus } from '../../common/api/drafts';
import * as api from '../../common/api/endpoints/drafts';
import { berlinInputValue } from '../../common/format/berlin';
import { editorCall, EditorRequestError } from '../api/request';
import { tEditor } from '../state/content';
import { refreshPage } from '../state/page';
import { setState, showAlert, useLang } from '../state/store';

/**
 * The draft as the publish panel (editor/publish/publish-panel.tsx) shows it: loaded when the panel
 * opens, with the 'Veröffentlichen am …' field's value, and every action on it, which closes the
 * panel once done or shows the refusal.
 */
export function useDraftStatus(pageId: number) {
  const lang = useLang();
  const e = tEditor(lang);
  const [status, setStatus] = useState<DraftStatus | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [at, setAt] = useState('');
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

  /** Something to publish: a change, or a page never published. */
  const open = status ? status.changes.length > 0 || !status.published : false;
  return { pageId, status, error, setError, busy, at, setAt, page, act, open };
}

/** The loaded draft with its actions, as the panel's parts take it. */
export type LoadedDraft = ReturnType<typeof useDraftStatus> & { status: DraftStatus };
