/**
 * The editor's state: what the visitor app shows (from the seam), edit mode, who is signed in, the
 * open dialog, alerts and the undo steps. One tiny external store read with useSyncExternalStore,
 * shared by the editor's React roots (toolbar, overlays, dialogs).
 */
import { useSyncExternalStore } from 'react';
import type { LoginState } from '../../common/api/types';
import type { ShownPage } from '../../common/editor-seam';
import type { Lang } from '../../common/routes';

export type AlertKind = 'save' | 'error';
export interface Alert {
  id: number;
  kind: AlertKind;
  text: string;
}

/**
 * One step of the session's history: what it did, said as a
 * past event ('Abschnitt gelöscht'), and how to take it back and do it again.
 */
export interface HistoryStep {
  label: string;
  /** The section the step changed, if any (SPEC §4: the latest snapshot per section slug). */
  section?: string;
  undo(): Promise<void>;
  redo(): Promise<void>;
}

export type Dialog =
  | { kind: 'module'; mode: 'create'; type: string; section: string; column: number; position?: number; parent?: number; draft?: Record<string, unknown>; key?: string }
  | {
      kind: 'module';
      mode: 'edit';
      id: number;
      draft?: Record<string, unknown>;
      /** A list item type whose empty form opens at once (a new list was saved to take its first item). */
      addChild?: string;
      /** The form key of the create dialog this edit continues: the same dialog stays open (dialog-host). */
      continues?: string;
    }
  | { kind: 'settings'; pageId: number }
  | { kind: 'versions' }
  | { kind: 'publish'; pageId: number };

/** Which form a module dialog shows: an edit that continues a create keeps the create's, so its dialog stays open. */
export function moduleFormKey(dialog: Extract<Dialog, { kind: 'module' }>): string {
  return (dialog.mode === 'edit' && dialog.continues) || JSON.stringify(dialog);
}

export interface EditorState {
  shown: ShownPage | null;
  editing: boolean;
  toolbarVisible: boolean;
  user: LoginState | null;
  dialog: Dialog | null;
  /** The structure panel of one section (by slug). */
  panel: string | null;
  alerts: Alert[];
  undo: HistoryStep[];
  /** Steps taken back, the latest last; a new edit clears them. */
  redo: HistoryStep[];
  /** An undo or redo is running: the buttons wait for it. */
  historyBusy: boolean;
  /** Set while the login modal is open; the promise of the requests waiting for it. */
  loginOpen: boolean;
  /** The UI language a screen without a page of its own chose (the hub's switch); null: the page's. */
  uiLang: Lang | null;
}

let state: EditorState = {
  shown: null,
  editing: false,
  toolbarVisible: true,
  user: null,
  dialog: null,
  panel: null,
  alerts: [],
  undo: [],
  redo: [],
  historyBusy: false,
  loginOpen: false,
  uiLang: null,
};
const listeners = new Set<() => void>();

export function getState(): EditorState {
  return state;
}

export function setState(patch: Partial<EditorState> | ((s: EditorState) => Partial<EditorState>)): void {
  state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useEditor<T>(select: (s: EditorState) => T): T {
  return useSyncExternalStore(subscribe, () => select(state));
}

/** The editor's language: the one the hub chose, else the page's (German by default, SPEC §1). */
export function editorLang(): Lang {
  return state.uiLang ?? state.shown?.lang ?? 'de';
}

export function useLang(): Lang {
  return useEditor((s) => s.uiLang ?? s.shown?.lang ?? 'de');
}

/** SPEC §4: alerts hide after 4000 ms. */
export const ALERT_MS = 4000;
let alertId = 0;

export function showAlert(kind: AlertKind, text: string): void {
  const id = ++alertId;
  setState((s) => ({ alerts: [...s.alerts, { id, kind, text }] }));
  setTimeout(() => setState((s) => ({ alerts: s.alerts.filter((a) => a.id !== id) })), ALERT_MS);
}

/** How many steps back the session keeps. */
export const HISTORY_MAX = 50;

/** A new edit: it can be undone, and what was undone before can no longer be redone. */
export function pushUndo(step: HistoryStep): void {
  setState((s) => ({ undo: [...s.undo, step].slice(-HISTORY_MAX), redo: [] }));
}
