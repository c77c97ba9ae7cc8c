/**
 * The event overlay's state (SPEC §2 "Event overlay"): open exactly while the address carries
 * `overlay=true` (SPEC §2: the query keeps `overlay` while it is open), so back, reload and any path
 * change behave as the address says. The sticky navigation reads the address into `overlayOpen`.
 */
import { signal } from '@preact/signals-react';
import { OVERLAY_PARAM } from '../router/overlay-flag';

/** The value of the `overlay` parameter while the overlay is open (the server's redirect looks for it too). */
export const OVERLAY_OPEN = 'true';

export const overlayOpen = signal(false);

export function isOverlayOpen(search: string): boolean {
  return new URLSearchParams(search).get(OVERLAY_PARAM) === OVERLAY_OPEN;
}

/** The address that opens the overlay over `path`: the page stays, the overlay joins the query. */
export function overlayAddress(path: string): string {
  return `${path}?${OVERLAY_PARAM}=${OVERLAY_OPEN}`;
}
