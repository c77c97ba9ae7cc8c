/**
 * The visitor app's entry: only the layout and the router; every page is a lazy chunk
 * (ARCHITECTURE "Visitor app"). Preact under the `react` name (build.mjs aliases).
 */
import { h, render } from 'preact';
import { setup } from 'goober';
import { App } from './app';
import { readInitialData } from '../common/api/initial-data';

setup(h);

const initial = readInitialData();
const root = document.getElementById('app');
if (root) {
  root.textContent = '';
  render(<App initial={initial} />, root);
}

// Service worker, error service and web vitals: a lazy chunk once the loaded page is idle (issue #6).
addEventListener('load', () => {
  const later = () => void import('./monitoring/start').then(({ start }) => start(initial));
  if ('requestIdleCallback' in window) requestIdleCallback(later);
  else setTimeout(later);
});
