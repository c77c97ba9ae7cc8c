/**
 * The visitor app's side of the editor seam (common/editor-seam.ts). Imported
 * lazily by the user store only once the user call says the account may edit (or a session hint
 * met `?edit` and the session had ended, so the editor can ask for a sign-in): anonymous visitors
 * never download a byte of this file or of the editor.
 */
import { effect } from '@preact/signals-react';
import { readInitialData } from '../common/api/initial-data';
import { editorBootUrl, emitSeam, onSeam } from '../common/editor-seam';
import { editPreview } from '../common/modules/edit-preview';
import { currentPage, lang, loadedPath } from './stores/site-data';
import { editorToolbarVisible } from './stores/user';

/** Imports a bundle by its URL at run time (the editor is a separate build, never bundled in). */
const importBundle = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

let started: Promise<void> | null = null;

export function startEditor(): Promise<void> {
  started ??= boot().catch((error: unknown) => {
    console.error('The editor could not be loaded.', error);
    started = null;
  });
  return started;
}

async function boot(): Promise<void> {
  // Listeners first: the editor announces its toolbar as soon as it mounts.
  onSeam('venue:page-changed', ({ page }) => {
    currentPage.value = page;
  });
  onSeam('venue:toolbar', ({ visible }) => {
    editorToolbarVisible.value = visible;
  });
  onSeam('venue:edit-mode', ({ editing }) => {
    editPreview.value = editing;
  });
  await importBundle(editorBootUrl(readInitialData().build));
  // Tells the editor the page on load and after every navigation (loadedPath changes once the data is there).
  effect(() => {
    const path = loadedPath.value;
    if (path === null) return;
    emitSeam('venue:shown', { lang: lang.value, path, page: currentPage.value });
  });
}
