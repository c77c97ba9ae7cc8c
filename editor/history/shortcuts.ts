/**
 * The page-level keys of undo and redo: Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y (⌘ on a
 * Mac) in edit mode. Inside a text field, Editor.js or an open dialog the keys belong to the field's
 * own undo, so the page's history never jumps in while someone is typing.
 */
import { getState } from '../state/store';
import { redoLast, undoLast } from './undo-redo';

/** Where Ctrl+Z means the field's own undo. */
const OWN_UNDO = 'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [data-own-escape], dialog';

export type HistoryKey = 'undo' | 'redo' | null;

/** Which history step a key press asks for, or null. */
export function historyKeyOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): HistoryKey {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

function insideOwnUndo(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : null;
  return Boolean(element?.closest(OWN_UNDO) || document.querySelector('dialog[open]'));
}

function onKeyDown(event: KeyboardEvent): void {
  const wanted = historyKeyOf(event);
  if (!wanted || event.defaultPrevented || event.repeat) return;
  const st = getState();
  if (!st.editing || st.dialog || st.loginOpen || insideOwnUndo(event.target) || insideOwnUndo(document.activeElement)) return;
  event.preventDefault();
  void (wanted === 'undo' ? undoLast() : redoLast());
}

/** Listens for the keys on the whole document; answers the function that stops listening. */
export function listenForHistoryKeys(): () => void {
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
