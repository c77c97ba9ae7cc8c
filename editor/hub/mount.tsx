/**
 * Mounts the CMS hub (issue #12 point 5) when the editor app starts on a /cms-hub address: its own
 * React root replaces the visitor app's hub placeholder (site/pages/hub.tsx), which is hidden.
 */
import { createRoot } from 'react-dom/client';
import { HubApp } from './hub-app';

export function mountHub(): void {
  if (document.getElementById('cms-hub')) return;
  document.querySelector<HTMLElement>('main#content')?.setAttribute('hidden', '');
  const host = document.createElement('div');
  host.id = 'cms-hub';
  document.body.append(host);
  createRoot(host).render(<HubApp />);
}
