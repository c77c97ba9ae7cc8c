import { useRef, useState, type RefObject } from 'react';
import { useDismiss } from './use-dismiss';
import { useToggleEvents } from './use-toggle-events';

interface DisclosureOptions {
  /** Given with `onToggle` when the caller owns the state (the filter bar keeps one dropdown open, SPEC §4). */
  open?: boolean;
  onToggle?(open: boolean): void;
}

export interface Disclosure<Root extends HTMLElement, Button extends HTMLElement> {
  open: boolean;
  setOpen(open: boolean): void;
  /** The disclosure: a click outside it closes it; when it is a <details>, its toggle sets the state. */
  root: RefObject<Root | null>;
  /** The summary or button that opens it, where Escape puts the focus back. */
  button: RefObject<Button | null>;
}

/**
 * The one disclosure of the header's menus and the filter dropdowns (SPEC §2 "Header": menus close on
 * Escape or an outside click). A <details> the browser opened before the code ran keeps its state
 * (DECISIONS "The header menu and forms without JavaScript"); aria-expanded is the caller's, as a <summary> must not carry it.
 */
export function useDisclosure<Root extends HTMLElement, Button extends HTMLElement = HTMLElement>(
  options: DisclosureOptions = {},
): Disclosure<Root, Button> {
  const own = useState(false);
  const [open, setOpen] = options.onToggle ? [!!options.open, options.onToggle] : own;
  const root = useRef<Root>(null);
  const button = useRef<Button>(null);
  useToggleEvents(root, (details) => details === (root.current as HTMLElement | null) && details.open !== open && setOpen(details.open));
  useDismiss(
    open,
    (reason) => {
      setOpen(false);
      if (reason === 'escape') button.current?.focus();
    },
    [root],
  );
  return { open, setOpen, root, button };
}
