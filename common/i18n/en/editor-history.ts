import type de from '../de/editor-history';

/** English strings of the editor's history (see ../de/editor-history.ts). */
export default {
  redo: 'Redo',
  undoTitle: 'Undo: {what} (Ctrl+Z)',
  redoTitle: 'Redo: {what} (Ctrl+Shift+Z)',
  nothingToUndo: 'Nothing to undo',
  nothingToRedo: 'Nothing to redo',
  undone: 'Undone: {what}',
  redone: 'Redone: {what}',
  sectionAdded: 'Section added',
  sectionDeleted: 'Section deleted',
  sectionMoved: 'Section moved',
  moduleAdded: '{name} added',
  moduleEdited: '{name} edited',
  moduleMoved: '{name} moved',
  moduleDuplicated: '{name} duplicated',
  moduleDeleted: '{name} deleted',
} satisfies typeof de;
