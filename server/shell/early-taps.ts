/**
 * Taps that come before the page's code (visitors on old phones and slow networks). The
 * server draws every button, but a button answers only once the code of its part has loaded and
 * hydrated it, which on a slow phone takes seconds: a tap before then did nothing. This tiny inline
 * script, first in the head, keeps such a tap and replays it as soon as the button answers, once
 * per button (a visitor who tapped twice in vain is not toggled back), for at most ten seconds.
 * Only `type=button` buttons of the app: submit buttons and links work without the page's code.
 * It never stops or changes an event, so a button that answers is never touched.
 *
 * Whether a button answers is read from Preact's record of a node's handlers (`__e`, Preact 11):
 * there is no public way to ask. The browser test "a tap before the page's code" fails if that
 * changes. ES5, like the notice script: it runs in every browser that loads the page.
 * Decisions: DECISIONS "Build and first load".
 */
import { createHash } from 'node:crypto';

const EARLY_TAPS_SCRIPT =
  "(function(){function a(n){for(;n;n=n.parentElement)if(n.__e&&n.__e.onClick)return 1}" +
  "addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('#app button[type=button]');" +
  'if(!b||b.__tap||a(b))return;b.__tap=1;var t=Date.now()+1e4;' +
  '(function r(){if(a(b)){b.__tap=0;b.click()}else if(Date.now()<t)setTimeout(r,100);else b.__tap=0})()},true)})();';

/** The CSP source that lets exactly this script run (a hash, so every visitor gets the same bytes). */
export const EARLY_TAPS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

export const EARLY_TAPS_TAG = `<script>${EARLY_TAPS_SCRIPT}</script>`;
