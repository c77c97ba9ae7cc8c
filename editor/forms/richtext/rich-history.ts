/**
 * The undo and redo of a rich text field (editorjs-field.tsx): the blocks before and after each of
 * its changes, as its own buttons step through them.
 */
import type { OutputData } from '@editorjs/editorjs';

/** How many changes an undo can go back. */
const HISTORY_MAX = 100;

export interface RichHistory {
  past: OutputData[];
  future: OutputData[];
  current: OutputData | null;
  /** The change Editor.js reports next is an undo's or redo's own drawing, not the editor's. */
  restoring: boolean;
}

export const emptyHistory = (): RichHistory => ({ past: [], future: [], current: null, restoring: false });

/** A change Editor.js reported: what was there before goes on the undo stack, unless an undo or redo drew it. */
export function recordChange(h: RichHistory, out: OutputData): void {
  if (!h.restoring && h.current) {
    h.past = [...h.past, h.current].slice(-HISTORY_MAX);
    h.future = [];
  }
  h.restoring = false;
  h.current = out;
}

/** One step back or forward: answers the blocks to draw, or null when there is none that way. */
export function stepHistory(h: RichHistory, direction: 'undo' | 'redo'): OutputData | null {
  const [from, to] = direction === 'undo' ? (['past', 'future'] as const) : (['future', 'past'] as const);
  const target = h[from].at(-1);
  if (!target || !h.current) return null;
  h[from] = h[from].slice(0, -1);
  h[to] = [...h[to], h.current];
  h.restoring = true;
  h.current = target;
  return target;
}
