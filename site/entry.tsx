/**
 * The visitor app's entry: only the layout and the router; every page is a lazy chunk
 * (ARCHITECTURE "Visitor app"). Preact under the `react` name (build.mjs aliases).
 */
import { h, render } from 'preact';
import { setup } from 'goober';
import { App } from './app';
import { readInitialData } from '../common/api/initial-data';

setup(h);

const root = document.getElementById('app');
if (root) {
  root.textContent = '';
  render(<App initial={readInitialData()} />, root);
}
