import type { KeyboardEvent } from 'react';

/**
 * A key handler that closes a menu or panel on Escape. The key stops there, so a panel that holds
 * the menu stays open; an Escape some widget inside already used (Editor.js's own popups) is left alone.
 */
export const closeOnEscape =
  (close: () => void) =>
  (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    close();
  };
