import * as assert from 'uvu/assert';
import { fireEvent, waitFor } from '@testing-library/preact';

/**
 * What the browser does on a click of a <details>' summary (also Enter and Space): toggles `open`
 * and fires `toggle`; then waits for the app to have enhanced it (data-ready) and to keep the new state.
 */
export async function toggleNatively(summary: HTMLElement): Promise<void> {
  const details = summary.closest('details')!;
  details.open = !details.open;
  fireEvent(details, new Event('toggle'));
  const wanted = details.open;
  await waitFor(() => assert.ok(details.hasAttribute('data-ready') && details.open === wanted));
}

/** An element inside `root` once the app's code has enhanced it (lazy parts load asynchronously). */
export function enhanced<T extends HTMLElement>(root: ParentNode, selector: string): Promise<T> {
  return waitFor(() => {
    const found = root.querySelector<T>(selector);
    if (!found) throw new Error(`${selector} is not there yet`);
    return found;
  });
}
