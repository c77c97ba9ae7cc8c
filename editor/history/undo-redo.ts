/**
 * Undo and redo across the page: steps through the session's creates, moves,
 * deletes and edits of sections and modules, one at a time. Presses that come faster than the server
 * answers wait their turn, so three quick Ctrl+Z take back exactly three steps in order.
 */
import { tEditor, tHistory } from '../state/content';
import { refreshPage } from '../state/page';
import { editorLang, getState, setState, showAlert, subscribe, type HistoryStep } from '../state/store';

type Direction = 'undo' | 'redo';
type HistoryState = ReturnType<typeof getState>;

let queue: Promise<void> = Promise.resolve();

async function step(direction: Direction): Promise<void> {
  const h = tHistory(editorLang());
  const from = direction === 'undo' ? getState().undo : getState().redo;
  const taken = from.at(-1);
  if (!taken) return showAlert('save', direction === 'undo' ? h.nothingToUndo() : h.nothingToRedo());
  setState({ historyBusy: true });
  try {
    await taken[direction]();
    // The step moves to the other stack only once it worked: a failed undo can be tried again.
    setState((st) =>
      direction === 'undo' ? { undo: st.undo.slice(0, -1), redo: [...st.redo, taken] } : { redo: st.redo.slice(0, -1), undo: [...st.undo, taken] },
    );
    await refreshPage();
    // The save alert is the editor's polite live region: a screen reader hears 'Rückgängig: Abschnitt gelöscht'.
    showAlert('save', direction === 'undo' ? h.undone({ what: taken.label }) : h.redone({ what: taken.label }));
  } catch (error) {
    console.error(`editor ${direction}`, error);
    showAlert('error', tEditor(editorLang()).failed());
    await refreshPage().catch(() => undefined);
  } finally {
    setState({ historyBusy: false });
  }
}

function enqueue(direction: Direction): Promise<void> {
  queue = queue.then(() => step(direction));
  return queue;
}

/** Takes back the latest step (several steps back within the session). */
export const undoLast = (): Promise<void> => enqueue('undo');
/** Does the latest undone step again. */
export const redoLast = (): Promise<void> => enqueue('redo');

/** The step an undo or a redo would take now, for the buttons' descriptions. */
export const nextStep = (direction: Direction, st = getState()): HistoryStep | undefined => (direction === 'undo' ? st.undo : st.redo).at(-1);

/**
 * Each page keeps its own steps for the session: after a navigation Ctrl+Z never changes a page the
 * editor no longer sees, and coming back finds that page's steps again.
 */
export function keepHistoryPerPage(): () => void {
  const stacks = new Map<string, Pick<HistoryState, 'undo' | 'redo'>>();
  let path = getState().shown?.path ?? null;
  return subscribe(() => {
    const now = getState().shown?.path ?? null;
    if (now === path) return;
    if (path) stacks.set(path, { undo: getState().undo, redo: getState().redo });
    path = now;
    const saved = now ? stacks.get(now) : undefined;
    setState({ undo: saved?.undo ?? [], redo: saved?.redo ?? [] });
  });
}
