/**
 * A stale save (409) waits here for the editor's choice in the conflict dialog: overwrite
 * (the request goes again with `If-Match: *`), reload (the page shows the colleague's state, the form
 * closes) or cancel (the form stays open with the editor's input). Like the login gate, one dialog
 * answers every request that met the conflict at the same time.
 */
import { useSyncExternalStore } from 'react';
import type { StaleSaveBody } from '../../common/api/versions';

export type ConflictChoice = 'overwrite' | 'reload' | 'cancel';

interface Waiting {
  body: StaleSaveBody;
  promise: Promise<ConflictChoice>;
  resolve(choice: ConflictChoice): void;
}

let waiting: Waiting | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function askAboutConflict(body: StaleSaveBody): Promise<ConflictChoice> {
  if (!waiting) {
    let resolve!: (choice: ConflictChoice) => void;
    const promise = new Promise<ConflictChoice>((r) => (resolve = r));
    waiting = { body, promise, resolve };
    notify();
  }
  return waiting.promise;
}

export function answerConflict(choice: ConflictChoice): void {
  const done = waiting;
  waiting = null;
  notify();
  done?.resolve(choice);
}

/** The open conflict, for the dialog. */
export function useConflict(): StaleSaveBody | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting?.body ?? null,
  );
}
