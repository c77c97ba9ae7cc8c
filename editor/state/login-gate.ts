/**
 * SPEC §4: a 401 while editing opens the login modal; every request that met it waits here and is
 * sent again after the editor signed in.
 */
import { setState } from './store';

let waiting: { promise: Promise<void>; resolve(): void } | null = null;

export function requireLogin(): Promise<void> {
  if (!waiting) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    waiting = { promise, resolve };
    setState({ loginOpen: true });
  }
  return waiting.promise;
}

export function loginDone(): void {
  setState({ loginOpen: false });
  const done = waiting;
  waiting = null;
  done?.resolve();
}
