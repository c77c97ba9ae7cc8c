/**
 * Who else has this page open: a heartbeat on opening the page and every
 * PRESENCE_HEARTBEAT_S (≤ 30 s) after, again when the tab comes back into view; leaving (another page,
 * a closed tab) tells the server at once, and a tab that just vanished drops out after PRESENCE_TTL_S.
 * A heartbeat never opens the login modal: a lapsed session only empties the list.
 */
import { useEffect, useState } from 'react';
import { call, csrfHeaders } from '../../common/api/client';
import { presence } from '../../common/api/endpoints/editor';
import { PRESENCE_HEARTBEAT_S, type PresentEditor } from '../../common/api/versions';

export function usePresence(pageId: number | null): PresentEditor[] {
  const [editors, setEditors] = useState<PresentEditor[]>([]);
  useEffect(() => {
    setEditors([]);
    if (pageId === null) return;
    let live = true;
    const beat = () =>
      void call(presence, { body: { page_id: pageId } })
        .then((answer) => live && setEditors(answer.editors))
        .catch(() => live && setEditors([]));
    // keepalive: the request outlives the page that sends it on leaving.
    const leave = () =>
      void fetch(presence.path, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...csrfHeaders() },
        body: JSON.stringify({ page_id: pageId, leave: true }),
      }).catch(() => undefined);
    const onVisible = () => document.visibilityState === 'visible' && beat();
    beat();
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_S * 1000);
    document.addEventListener('visibilitychange', onVisible);
    addEventListener('pagehide', leave);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      removeEventListener('pagehide', leave);
      leave();
    };
  }, [pageId]);
  return editors;
}
