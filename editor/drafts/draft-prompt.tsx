/**
 * 'Restore changes from 14:32?': on an `?edit` visit of a page with drafts left
 * in this browser, each is offered back; restoring opens its form with exactly the input kept.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useEditor, useLang } from '../state/store';
import { draftsOf, type Draft } from './draft-store';

const DraftList = lazy(() => import('./draft-list'));

export function DraftPrompt() {
  const lang = useLang();
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
  return (
    <Suspense fallback={null}>
      <DraftList drafts={drafts} drop={(draft) => setDrafts((list) => list.filter((d) => d.key !== draft.key))} close={() => setDrafts([])} />
    </Suspense>
  );
}
