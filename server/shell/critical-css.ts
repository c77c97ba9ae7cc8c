/**
 * The few rules that must hold before the visitor app's styles arrive: base font and colours, the
 * skip link, the notice layer, and the server-rendered fallback headline. Everything else is goober's.
 */
import { DOCUMENT_CSS } from '../../common/styles/document-css';
import { colors, fonts, headerSizes, sizes } from '../../common/theme';
import { CONSENT_DECIDED_ATTRIBUTE, CONSENT_DIALOG_ATTRIBUTE, FILTERS_BUTTON_ATTRIBUTE, FILTERS_ROW_ATTRIBUTE } from '../../common/styles/class-names';

export const CRITICAL_CSS = [
  DOCUMENT_CSS,
  `.skip-link{position:absolute;left:1rem;top:-10rem;z-index:1000;padding:.5rem 1rem;background:${colors.primary};color:${colors.onPrimary}}`,
  `.skip-link:focus{top:1rem}`,
  // The fallback headline sits below where the header will be, so it does not jump when the app renders.
  `.shell-fallback{max-width:${sizes.maxContainer};margin:0 auto;padding:calc(${headerSizes.topBar} + ${headerSizes.bar}) ${sizes.gutter} 0}`,
  `.shell-fallback h1{font-family:${fonts.heading};color:${colors.primary}}`,
  `.notice{position:fixed;left:0;right:0;bottom:0;z-index:2000;padding:1rem ${sizes.gutter};background:${colors.surface};border-top:4px solid ${colors.primary};box-shadow:0 -2px 8px rgba(0,0,0,.15)}`,
  `.notice--noscript{position:static;box-shadow:none;border-top:0;border-bottom:4px solid ${colors.primary}}`,
  `.notice[hidden],.notice [hidden]{display:none}`,
  `.notice__title{margin:0 0 .25rem;font-weight:700}`,
  `.notice p{margin:0 0 .75rem;max-width:60rem}`,
  `.notice__btn{display:inline-block;padding:.5rem 1rem;border:0;background:${colors.primary};color:${colors.onPrimary};font:inherit;text-decoration:none;cursor:pointer}`,
  `.notice__close{position:absolute;top:.5rem;right:.5rem;width:2.75rem;height:2.75rem;border:0;background:none;color:${colors.text};font-size:1.5rem;cursor:pointer}`,
  // A decided visitor's copy of a page made before the decision (consent-script.ts).
  `html[${CONSENT_DECIDED_ATTRIBUTE}] [${CONSENT_DIALOG_ATTRIBUTE}]:not(:modal){display:none}`,
].join('');

/** Only without JavaScript (a <noscript> in the head): the filter bar's row at every width, as its phone button needs the code. */
export const NOSCRIPT_CSS = `[${FILTERS_ROW_ATTRIBUTE}]{display:flex!important}[${FILTERS_BUTTON_ATTRIBUTE}]{display:none!important}`;
