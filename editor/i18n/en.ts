/** The editor app's own strings in one language: an editor downloads only the language they work in (editor/i18n/strings.ts). */
export { default as ui } from '../../common/i18n/en/editor-ui';
export { default as history } from '../../common/i18n/en/editor-history';
export { default as care } from '../../common/i18n/en/editor-care';
export { default as quality } from '../../common/i18n/en/editor-quality';
export { default as drafts } from '../../common/i18n/en/editor-drafts';
export { default as validation } from '../../common/i18n/en/module-validation';
