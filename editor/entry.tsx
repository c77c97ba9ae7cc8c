/**
 * The editor app: real React 19, loaded on demand only for logged-in editors (ARCHITECTURE "The
 * shape"). For now a shell: it mounts its own root beside the visitor app and shows the editor bar.
 */
import { createRoot } from 'react-dom/client';
import { EditorBar } from './toolbar/editor-bar';

export function mountEditor(): void {
  const host = document.createElement('div');
  host.id = 'editor-root';
  document.body.append(host);
  createRoot(host).render(<EditorBar />);
}

mountEditor();
