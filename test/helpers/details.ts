import * as assert from 'uvu/assert';
import { fireEvent, waitFor } from '@testing-library/preact';

/**
 * What the browser does on a click of a <details>' summary (also Enter and Space): toggles `open`
 * and fires `toggle`; then waits for the app to show the new state on the summary (aria-expanded).
 */
export async function toggleNatively(summary: HTMLElement): Promise<void> {
  const details = summary.closest('details')!;
  details.open = !details.open;
  fireEvent(details, new Event('toggle'));
  await waitFor(() => assert.is(summary.getAttribute('aria-expanded'), String(details.open)));
}

/** An element inside `root` once the app's code has enhanced it (lazy parts load asynchronously). */
export function enhanced<T extends HTMLElement>(root: ParentNode, selector: string): Promise<T> {
  return waitFor(() => {
    const found = root.querySelector<T>(selector);
    if (!found) throw new Error(`${selector} is not there yet`);
    return found;
  });
}
