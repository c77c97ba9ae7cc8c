/** The publish panel's and draft line's strings, fetched with the editor's other strings in the editor's language (editor/i18n/strings.ts). */
export { tDrafts } from '../i18n/strings';
