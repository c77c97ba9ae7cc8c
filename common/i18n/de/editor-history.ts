/**
 * The page editor's history: undo and redo of every step of the session, each
 * step named as what happened, so a screen reader hears 'Rückgängig: Abschnitt gelöscht'.
 */
export default {
  redo: 'Wiederholen',
  undoTitle: 'Rückgängig: {what:string} (Strg+Z)',
  redoTitle: 'Wiederholen: {what:string} (Strg+Umschalt+Z)',
  nothingToUndo: 'Nichts rückgängig zu machen',
  nothingToRedo: 'Nichts zu wiederholen',
  undone: 'Rückgängig: {what:string}',
  redone: 'Wiederholt: {what:string}',
  sectionAdded: 'Abschnitt hinzugefügt',
  sectionDeleted: 'Abschnitt gelöscht',
  sectionMoved: 'Abschnitt verschoben',
  moduleAdded: '{name:string} hinzugefügt',
  moduleEdited: '{name:string} bearbeitet',
  moduleMoved: '{name:string} verschoben',
  moduleDuplicated: '{name:string} dupliziert',
  moduleDeleted: '{name:string} gelöscht',
};
