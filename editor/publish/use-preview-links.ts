import { useEffect, useState } from 'react';
import type { PreviewLink } from '../../common/api/drafts';
import * as api from '../../common/api/endpoints/drafts';
import { editorCall, EditorRequestError } from '../api/request';
import { tEditor } from '../state/content';
import { showAlert, useLang } from '../state/store';
import { tDrafts } from './strings';

/** A page's preview links that still open, with making one (`made`: its address, known only now) and revoking one. */
export function usePreviewLinks(pageId: number) {
  const lang = useLang();
  const s = tDrafts(lang);
  const e = tEditor(lang);
  const [links, setLinks] = useState<PreviewLink[]>([]);
  const [made, setMade] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const page = { lang, params: { id: pageId } };

  const load = async () => setLinks(await editorCall(api.previewLinks, page));
  useEffect(() => void load().catch(() => setError(e.failed())), [pageId, lang]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
      await load();
    } catch (failure) {
      setError(failure instanceof EditorRequestError && failure.status >= 400 && failure.status < 500 ? failure.message : e.failed());
    } finally {
      setBusy(false);
    }
  };
  const make = (days: number) =>
    run(async () => {
      const link = await editorCall(api.createPreviewLink, { ...page, body: { days } });
      setMade(new URL(link.path, location.origin).href);
    });
  const revoke = (id: number) =>
    run(async () => {
      await editorCall(api.revokePreviewLink, { lang, params: { id: pageId, link: id } });
      showAlert('save', s.shareRevoked());
    });
  return { links, made, error, busy, make, revoke };
}
