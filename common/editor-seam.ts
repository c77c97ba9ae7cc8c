/**
 * The one seam between the visitor app and the editor app (ARCHITECTURE "The
 * shape"): typed CustomEvents on `window`. Neither app imports the other; the visitor side of this
 * seam is site/editor-loader.ts, the editor side editor/state/page.ts.
 *
 * The one fact about the visitor's DOM the editor relies on: every page section renders as an
 * element whose id is the section's slug (common/modules/section-renderer.tsx), the same id a
 * `#slug` link jumps to. The editor outlines sections by it and never touches anything inside.
 */
import type { Page } from './api/types';
import type { Lang } from './routes';

/** What the visitor app shows now: told on load and after every navigation. */
export interface ShownPage {
  lang: Lang;
  /** Path without query, e.g. `/de/haus`. */
  path: string;
  /** The CMS page, or null for a page without sections (event, article, …). */
  page: Page | null;
}

export interface SeamEvents {
  /** visitor → editor: the page now shown. */
  'venue:shown': ShownPage;
  /** editor → visitor: fresh page data after a write; the visitor app renders it at once. */
  'venue:page-changed': { page: Page };
  /** editor → visitor: edit mode on or off (`?edit` in the address, SPEC §4). */
  'venue:edit-mode': { editing: boolean };
  /** editor → visitor: the toolbar hidden or shown (SPEC §2: hidden toolbar, no logged-in style). */
  'venue:toolbar': { visible: boolean };
  /** editor → visitor: the CMS hub is drawn; the hub page's loading line steps aside for good. */
  'venue:hub-drawn': Record<string, never>;
}

export type SeamEvent = keyof SeamEvents;

export function emitSeam<K extends SeamEvent>(name: K, detail: SeamEvents[K], target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens; returns the function that stops listening. */
export function onSeam<K extends SeamEvent>(name: K, handler: (detail: SeamEvents[K]) => void, target: EventTarget = window): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<SeamEvents[K]>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}

/** The address parameter that turns edit mode on (SPEC §4 "Editing mode is active when the query has an edit parameter"). */
export const EDIT_PARAM = 'edit';

export function isEditAddress(search: string): boolean {
  return new URLSearchParams(search).has(EDIT_PARAM);
}

/** The editor bundle's boot file for a build (build.mjs writes it beside the hashed editor entry). */
export function editorBootUrl(build: string): string {
  return `/assets/editor/boot-${build}.js`;
}
