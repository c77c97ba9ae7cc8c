/**
 * Edit mode's look at the page: while an editor edits, modules
 * outside their online window are shown too (the editor marks them 'scheduled' or 'expired'), and each
 * module's output is wrapped in an element naming its id, so the editor can place its badges on it.
 * The visitor app turns it on from the editor seam (site/editor-loader.ts); for visitors it stays off.
 */
import { signal } from '@preact/signals-react';

export const editPreview = signal(false);
export { MODULE_ID_ATTRIBUTE } from './module-id-attribute';
