/**
 * Unsaved module forms, kept in this browser's IndexedDB while the editor types,
 * so a closed tab, a crash or a reload loses nothing: the next `?edit` visit of the page offers them
 * back. A draft is removed when its form is saved or deliberately cancelled.
 *
 * IndexedDB rather than localStorage: it survives the same events, does not block the main thread
 * on every keystroke and holds large rich texts. A browser without it (private modes of old
 * browsers) simply keeps no drafts.
 */
import type { Lang } from '../../common/routes';
import type { Dialog } from '../state/store';

export type ModuleDialog = Extract<Dialog, { kind: 'module' }>;

export interface Draft {
  /** One draft per form: the module being edited, or the place a new module was to go. */
  key: string;
  /** The page (its path) and language the form was opened on. */
  path: string;
  lang: Lang;
  type: string;
  dialog: ModuleDialog;
  values: Record<string, unknown>;
  /** Milliseconds since the epoch of the last change. */
  savedAt: number;
}

const DB = 'venue-editor';
const STORE = 'drafts';

let opened: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex('page', ['path', 'lang']);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opened;
}

/** Drafts are a safety net: a storage that does not answer within this counts as absent. */
const STORAGE_WAIT_MS = 3000;

async function request<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  return new Promise((resolve) => {
    const transaction = db.transaction(STORE, mode);
    const pending = work(transaction.objectStore(STORE));
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => resolve(undefined);
    transaction.onabort = () => resolve(undefined);
  });
}

/** One storage call that always ends: with its result, or undefined when it failed or took too long. */
function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const giveUp = new Promise<undefined>((resolve) => setTimeout(resolve, STORAGE_WAIT_MS));
  return Promise.race([request(mode, work).catch(() => undefined), giveUp]);
}

/** A new module form's own key, kept in its draft and sent with its create. */
export const newFormKey = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

export function draftKey(dialog: ModuleDialog): string {
  if (dialog.mode === 'edit') return `module:${dialog.id}`;
  return ['new', dialog.section, dialog.column, dialog.type, dialog.parent ?? '', dialog.position ?? ''].join(':');
}

export async function putDraft(draft: Draft): Promise<void> {
  await run('readwrite', (store) => store.put(draft));
}

export async function removeDraft(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
}

/** The drafts of one page in one language, newest first. */
export async function draftsOf(path: string, lang: Lang): Promise<Draft[]> {
  const found = (await run('readonly', (store) => store.index('page').getAll([path, lang]) as IDBRequest<Draft[]>)) ?? [];
  return found.sort((a, b) => b.savedAt - a.savedAt);
}
