/**
 * The visitor app's entry: only the layout and the router; every page is a lazy chunk
 * (ARCHITECTURE "Visitor app"). Preact under the `react` name (build.mjs aliases).
 *
 * The server rendered the page into #app (data-ssr) from the same inlined data,
 * so the app hydrates that markup instead of drawing it again; a page the server could not render
 * is drawn from scratch.
 */
import { h, hydrate, render } from 'preact';
import { setup } from 'goober';
import { App } from './app';
import { readInitialData } from '../common/api/initial-data';
import { loadDictionary } from '../common/i18n';
import { hydrateParts } from '../common/lazy-part';

setup(h);

// Consent is restored by its first readers (common/consent/cookie.ts); the banner comes with the
// server's page: nothing of either in the entry.
const initial = readInitialData();
const root = document.getElementById('app');
// The page language's strings arrive with the entry (the shell preloads their chunk).
void loadDictionary(initial.lang).then(() => {
  if (!root) return;
  if (root.hasAttribute('data-ssr')) hydrateParts(() => hydrate(<App initial={initial} />, root));
  else {
    root.textContent = '';
    render(<App initial={initial} />, root);
  }
  // The page answers clicks from here on (tests wait for this).
  root.dataset.live = '';
});

// Service worker, error service and web vitals: a lazy chunk once the loaded page is idle. The
// entry starts after the first paint (server/shell/boot-script.ts), often after the load event.
const monitor = () => {
  const later = () => void import('./monitoring/start').then(({ start }) => start(initial));
  if ('requestIdleCallback' in window) requestIdleCallback(later);
  else setTimeout(later);
};
if (document.readyState == 'complete') monitor();
else addEventListener('load', monitor);
