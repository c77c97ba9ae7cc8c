import { signal } from '@preact/signals-react';

/** True while the burger menu is open: the top alert steps aside and returns when it closes (SPEC §4 "Top alert"). */
export const headerMenuOpen = signal(false);
