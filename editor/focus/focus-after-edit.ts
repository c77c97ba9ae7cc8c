/**
 * Where keyboard focus lands after an edit changed the page's structure: on the section or module
 * just made, or on the neighbour of the one just deleted. The page shows the change only after the
 * visitor app has reloaded it, so the target waits until it is in the page.
 */

/** A section's strip of actions, a module's row in the structure panel, a column's add button, or the toolbar (the last section went). */
export type FocusTarget = { section: string } | { module: number } | { column: { section: string; column: number } } | { toolbar: true };

const selectorOf = (target: FocusTarget): string =>
  'toolbar' in target
    ? '[data-editor-toolbar] button'
    : 'section' in target
    ? `[data-section-outline="${CSS.escape(target.section)}"] button`
    : 'module' in target
      ? `[data-module-id="${target.module}"] button`
      : `[data-structure-panel="${CSS.escape(target.column.section)}"] [data-column="${target.column.column}"] > button`;

/** How long a target may take to appear (a slow save and reload); after that it is dropped. */
const WAIT_MS = 15_000;
let pending: { target: FocusTarget; until: number } | null = null;

export function focusAfterEdit(target: FocusTarget): void {
  pending = { target, until: Date.now() + WAIT_MS };
  focusPending();
}

/** Called after every render of the overlays (they measure again each second): focuses the waiting target once it is there. */
export function focusPending(): void {
  if (!pending) return;
  if (Date.now() > pending.until) {
    pending = null;
    return;
  }
  const element = document.querySelector<HTMLElement>(selectorOf(pending.target));
  // Behind a modal dialog (the form that made the module is still closing) the page takes no focus.
  if (!element || document.querySelector('dialog:modal')) return;
  pending = null;
  element.focus();
}

/** The section or module next to `index` in `ids` once it is gone: the following one, else the one before. */
export function neighbourOf<T>(ids: readonly T[], index: number): T | null {
  return ids[index + 1] ?? ids[index - 1] ?? null;
}
