/**
 * A renderer whose code loads with its first use, so pages without that module do not carry it
 * (ARCHITECTURE "Budgets": nothing more in the home route's first load). Renders nothing meanwhile.
 */
export { lazyPart as lazyRenderer } from '../../lazy-part';
