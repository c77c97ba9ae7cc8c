/**
 * The editor app: real React 19, loaded on demand only for accounts that may edit
 * (site/editor-loader.ts). It mounts its own roots beside the visitor app — toolbar, section
 * outlines, dialogs and alerts — and talks to the visitor app only through common/editor-seam.ts.
 */
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { Alerts } from './alerts/alerts';
import { DialogHost } from './dialogs/dialog-host';
import { SectionOverlays } from './overlay/section-overlays';
import { trackShownPage } from './conflict/revision';
import { listenToVisitorApp, loadUser } from './state/page';
import { EditorBar } from './toolbar/editor-bar';
import { langOfPath } from '../common/routes';
import { loadEditorStrings } from './i18n/strings';
import { SkipToToolbar } from './toolbar/skip-to-toolbar';
import { listenForHistoryKeys } from './history/shortcuts';
import { keepHistoryPerPage } from './history/undo-redo';

function mount(id: string, node: ReactNode, first = false): void {
  const host = document.createElement('div');
  host.id = id;
  if (first) document.body.prepend(host);
  else document.body.append(host);
  createRoot(host).render(node);
}

export function mountEditor(): void {
  listenForHistoryKeys();
  keepHistoryPerPage();
  trackShownPage();
  mount('editor-overlays', <SectionOverlays />);
  mount('editor-toolbar', <EditorBar />);
  // First in the tab order: the toolbar sits at the end of the page, after all its links.
  mount('editor-skip', <SkipToToolbar />, true);
  mount('editor-dialogs', <DialogHost />);
  mount('editor-alerts', <Alerts />);
  // Who is signed in; without a live session this opens the login modal (SPEC §4).
  void loadUser().catch((error: unknown) => console.error('editor user', error));
  // The CMS hub is its own lazy chunk: page editing never downloads it.
  if (location.pathname === '/cms-hub' || location.pathname.startsWith('/cms-hub/')) void import('./hub/mount').then((m) => m.mountHub());
}

// At once: the visitor app tells the page it shows right after importing this bundle.
listenToVisitorApp();
// The editor's strings come in the page's language only (editor/i18n/strings.ts): mounted once they are here.
loadEditorStrings(langOfPath(location.pathname) ?? 'de').then(mountEditor, (error: unknown) => console.error('editor strings', error));
