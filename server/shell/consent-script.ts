/**
 * Hides the server-drawn consent banner before the first paint when the visitor has decided
 *. The server leaves the banner out for a request that carries a decision, but
 * a page can reach the browser from a copy made before the decision (the service worker's offline
 * pages, the back-forward cache, a shared cache): this tiny inline script in the head reads the
 * consent cookie and marks <html>; the critical CSS hides the banner under that mark until the app
 * takes over (a banner the app opens is modal and stays visible). The same test as parseConsent in
 * common/consent/cookie.ts: a cookie of another revision or with an unknown category is no decision.
 * ES5, like the notice script; allowed by its hash (server/shell/csp.ts), so the bytes stay the same.
 */
import { createHash } from 'node:crypto';
import { CONSENT_CATEGORIES } from '../../common/consent/categories';
import { CONSENT_COOKIE } from '../../common/consent/consent';
import { CONSENT_REVISION } from '../../common/consent/cookie';
import { CONSENT_DECIDED_ATTRIBUTE } from '../../common/styles/class-names';

const granted = CONSENT_CATEGORIES.filter((category) => category !== 'required').join('|');
const CONSENT_SCRIPT =
  `if(/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_REVISION}(?:\\|(?:${granted}))*(?:;|$)/.test(document.cookie))` +
  `document.documentElement.setAttribute('${CONSENT_DECIDED_ATTRIBUTE}','')`;

/** The CSP source that lets exactly this script run (a hash, so every visitor gets the same bytes). */
export const CONSENT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(CONSENT_SCRIPT).digest('base64')}'`;

export const CONSENT_SCRIPT_TAG = `<script>${CONSENT_SCRIPT}</script>`;
