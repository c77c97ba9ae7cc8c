/**
 * How edit mode names a module's element on the page (common/modules/edit-preview.ts): an empty
 * `<template data-module-id="12">` right before the module's output. A marker rather than a wrapper:
 * `<template>` may stand anywhere, even between a list and its items, so the page's structure (and what
 * axe checks of it) stays as visitors get it. A file of its own so the editor can read it without the
 * visitor app's signals runtime.
 */
export const MODULE_ID_ATTRIBUTE = 'data-module-id';

const MARKER = `template[${MODULE_ID_ATTRIBUTE}]`;

/** The first element a module drew, or null when it drew none. */
export function moduleElement(id: number): Element | null {
  const next = document.querySelector(`template[${MODULE_ID_ATTRIBUTE}="${id}"]`)?.nextElementSibling ?? null;
  return next && !next.matches(MARKER) ? next : null;
}

/** The id of the module whose first element `element` is, or null. */
export function moduleIdOf(element: Element): number | null {
  const marker = element.previousElementSibling;
  return marker?.matches(MARKER) ? Number(marker.getAttribute(MODULE_ID_ATTRIBUTE)) : null;
}
