import { useEffect, useState } from 'react';
import * as api from '../../common/api/endpoints/versions';
import type { VersionDiff, VersionList, VersionSummary } from '../../common/api/versions';
import { EditorRequestError, editorCall } from '../api/request';
import { tEditor } from '../state/content';
import { refreshPage } from '../state/page';
import { showAlert, useLang } from '../state/store';

/**
 * A page's versions as the versions dialog (editor/versions/versions-panel.tsx) shows them: the list,
 * the two compared (the newest and the one before unless chosen) with their diff, and restoring one.
 */
export function useVersions(pageId: number) {
  const lang = useLang();
  const s = tEditor(lang);
  const [list, setList] = useState<VersionList | null>(null);
  const [failed, setFailed] = useState(false);
  const [from, setFrom] = useState(0);
  const [to, setTo] = useState(0);
  const [diff, setDiff] = useState<VersionDiff | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    try {
      const found = await editorCall(api.versions, { params: { id: pageId }, query: { lang } });
      setList(found);
      setTo(found.results[0]?.number ?? 0);
      setFrom(found.results[1]?.number ?? found.results[0]?.number ?? 0);
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => void load(), [pageId, lang]);

  const compare = async () => {
    setBusy(true);
    try {
      setDiff(await editorCall(api.versionDiff, { params: { id: pageId }, query: { lang, from, to } }));
    } catch {
      showAlert('error', s.failed());
    } finally {
      setBusy(false);
    }
  };

  const restore = async (version: VersionSummary) => {
    if (!confirm(s.versionRestoreConfirm({ n: version.number }))) return;
    setBusy(true);
    try {
      await editorCall(api.restoreVersion, { params: { id: pageId, number: version.number }, query: { lang } });
      await refreshPage();
      showAlert('save', s.versionRestored({ n: version.number }));
      setDiff(null);
      await load();
    } catch (failure) {
      // A refusal says why, in the server's words; anything else stays the general line.
      showAlert('error', failure instanceof EditorRequestError && failure.status >= 400 && failure.status < 500 ? failure.message : s.failed());
    } finally {
      setBusy(false);
    }
  };

  return { list, failed, from, setFrom, to, setTo, diff, busy, compare, restore };
}

export type Versions = ReturnType<typeof useVersions>;
