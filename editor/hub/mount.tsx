/**
 * Mounts the CMS hub when the editor app starts on a /cms-hub address: its own
 * React root replaces the visitor app's hub placeholder (site/pages/hub.tsx), which is hidden.
 */
import { createRoot } from 'react-dom/client';
import { emitSeam } from '../../common/editor-seam';
import { HubApp } from './hub-app';

/**
 * The hub's search picker, for a page-module form with a relation field (editor/forms/widgets/field-kinds.tsx):
 * loaded through the hub's own chunk, so the picker and the hub share one chunk instead of a dozen small
 * ones that would make opening the hub heavier (scripts/budget.mjs).
 */

export function mountHub(): void {
  if (document.getElementById('cms-hub')) return;
  document.querySelector<HTMLElement>('main#content')?.setAttribute('hidden', '');
  const host = document.createElement('div');
  host.id = 'cms-hub';
  document.body.append(host);
  createRoot(host).render(<HubApp />);
  // The visitor's hub page keeps its placeholder hidden from now on, also when the router draws it again.
  emitSeam('venue:hub-drawn', {});
}
