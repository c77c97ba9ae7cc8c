/**
 * Undo and redo in the toolbar: each says what it would take back or do again
 * (its description and tooltip), names its keys, and is disabled when there is nothing to step to
 * or a step is still running.
 */
import { tEditor, tHistory } from '../state/content';
import { useEditor, useLang } from '../state/store';
import { button } from '../styles';
import { nextStep, redoLast, undoLast } from './undo-redo';

export function HistoryButtons() {
  const lang = useLang();
  const s = tEditor(lang);
  const h = tHistory(lang);
  const undoLabel = useEditor((st) => nextStep('undo', st)?.label ?? null);
  const redoLabel = useEditor((st) => nextStep('redo', st)?.label ?? null);
  const busy = useEditor((st) => st.historyBusy);
  return (
    <>
      <button
        type="button"
        className={button}
        disabled={!undoLabel || busy}
        title={undoLabel ? h.undoTitle({ what: undoLabel }) : h.nothingToUndo()}
        aria-keyshortcuts="Control+Z Meta+Z"
        data-history="undo"
        onClick={() => void undoLast()}
      >
        {s.undo()}
      </button>
      <button
        type="button"
        className={button}
        disabled={!redoLabel || busy}
        title={redoLabel ? h.redoTitle({ what: redoLabel }) : h.nothingToRedo()}
        aria-keyshortcuts="Control+Shift+Z Control+Y Meta+Shift+Z"
        data-history="redo"
        onClick={() => void redoLast()}
      >
        {h.redo()}
      </button>
    </>
  );
}
