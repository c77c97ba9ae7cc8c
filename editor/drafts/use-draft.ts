/**
 * A module form's draft: every change is written to IndexedDB a moment after
 * the last keystroke; a failed save (offline, 5xx, a 401 whose login was abandoned) leaves the
 * 'not saved' badge and the draft until a save succeeds.
 */
import { useEffect, useRef, useState } from 'react';
import { berlinTime } from '../care-strings';
import { getState, useLang } from '../state/store';
import { draftKey, putDraft, removeDraft, type ModuleDialog } from './draft-store';

/** Long enough not to write on every keystroke, short enough that a closed tab loses at most a word. */
const WRITE_AFTER_MS = 250;

export interface DraftHandle {
  unsaved: boolean;
  /** When the draft was last written ("14:32 Uhr"), once there is one. */
  keptAt: string | null;
  keep(values: Record<string, unknown>): void;
  failed(values: Record<string, unknown>): void;
  saved(): Promise<void>;
  discard(): Promise<void>;
}

export function useDraft(dialog: ModuleDialog, type: string | null): DraftHandle {
  const lang = useLang();
  const { draft: restored, ...place } = dialog;
  const key = draftKey(place as ModuleDialog);
  const [unsaved, setUnsaved] = useState(Boolean(restored));
  const [keptAt, setKeptAt] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<Record<string, unknown> | null>(null);
  /** The write under way: a removal waits for it, so a late write never brings a saved draft back. */
  const writing = useRef<Promise<void>>(Promise.resolve());
  /** Saved or cancelled: from then on nothing is kept, whatever a widget still reports. */
  const done = useRef(false);
  // A new list saved to take its first item goes on in the same form as an edit, under a new key:
  // what the editor types from then on is kept again (it was not, once the create had been saved).
  const keyed = useRef(key);
  if (keyed.current !== key) {
    keyed.current = key;
    done.current = false;
  }

  const write = () => {
    const values = pending.current;
    const path = getState().shown?.path;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    if (done.current || !values || !path || !type) return writing.current;
    const now = Date.now();
    writing.current = writing.current.then(async () => {
      if (done.current) return;
      await putDraft({ key, path, lang, type, dialog: place as ModuleDialog, values, savedAt: now });
      setKeptAt(berlinTime(new Date(now).toISOString(), lang));
    });
    return writing.current;
  };
  const forget = async () => {
    done.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    await writing.current;
    await removeDraft(key);
  };

  // A tab closed within the debounce still gets its last keystrokes written.
  useEffect(() => {
    const flush = () => void write();
    addEventListener('pagehide', flush);
    return () => removeEventListener('pagehide', flush);
  });

  return {
    unsaved,
    keptAt,
    keep(values) {
      if (done.current) return;
      pending.current = values;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void write(), WRITE_AFTER_MS);
    },
    failed(values) {
      // The save did not go through: the input is kept again.
      done.current = false;
      setUnsaved(true);
      pending.current = values;
      void write();
    },
    async saved() {
      setUnsaved(false);
      // Nothing is kept any more: 'kept at 14:32' beside a saved form would say otherwise.
      setKeptAt(null);
      await forget();
    },
    discard: forget,
  };
}
