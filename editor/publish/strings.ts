/** The publish panel's and draft line's strings (issue #19), fetched with the editor's other strings in the editor's language (editor/i18n/strings.ts). */
export { tDrafts } from '../i18n/strings';
