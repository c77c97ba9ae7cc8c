import { signal } from '@preact/signals-react';

/** True while the burger menu is open: the top alert steps aside and returns when it closes (SPEC §4 "Top alert"). */
export const headerMenuOpen = signal(false);

/** Counts requests to close the burger menu from outside it (SPEC §4: submitting a search closes the header menu). */
export const headerMenuCloseRequests = signal(0);

export function closeHeaderMenu(): void {
  headerMenuCloseRequests.value += 1;
}
