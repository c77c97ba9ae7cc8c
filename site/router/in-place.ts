import type { MouseEvent } from 'react';
import { isPlainClick } from './links';

/**
 * The click handler of a link the server draws for a visitor without the code (the programme with
 * fewer filters, the productions unfiltered): with the code, `act` does the same where the visitor
 * is, without a new history entry or a jump to the top, and the address follows; a click that opens
 * a new tab or window still follows the link.
 */
export const inPlace =
  (act: () => void) =>
  (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    act();
  };
