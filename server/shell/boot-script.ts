/**
 * The page's code is asked for after its first paint, not beside the HTML. Every page arrives drawn
 * by the server and works without its code (menus, links, forms: ARCHITECTURE "Request flow"), so
 * the first paint should not share a slow line with twenty chunks: `<link rel="modulepreload">`
 * in the head made the browser fetch them while the body was still arriving, and Lighthouse's
 * simulated phone counted them against the first paint (PERFORMANCE "First visit on a phone").
 *
 * This inline script waits until the document is parsed and its first contentful paint is on the
 * screen (the browser's paint timing; where that is missing, one drawn frame), then adds the same
 * preloads and the entry. A frame is not enough where the screen lags the page: on a busy machine
 * the first paint reached the screen 300 ms after the frame that drew it, the chunks were asked for
 * in between, and Lighthouse's phone counted all of them against the first paint (the event page's
 * simulated first paint 1.6 s; PERFORMANCE "The code after the first paint is on the screen").
 * A tab opened in the background paints nothing, so a timer starts the code anyway after a second. The entry and its preloads are attributes of the tag, not part of the
 * script, so the script is the same bytes on every page and the CSP names it by its hash. ES5, like
 * the notice script: it runs in every browser that loads the page.
 * Decisions: DECISIONS "Build and first load".
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from './escape';

const BOOT_SCRIPT =
  '(function(s){var d=document,h=d.head,g=0;function a(e){h.appendChild(e);return e}' +
  "function go(){if(g)return;g=1;(s.getAttribute('data-preloads')||'').split(' ').forEach(function(u){" +
  "if(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;a(l)}});" +
  "var e=d.createElement('script');e.type='module';e.src=s.getAttribute('data-entry');a(e)}" +
  "function later(){var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)" +
  "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1e3)}' +
  "if(d.readyState=='loading')d.addEventListener('DOMContentLoaded',later);else later()})(document.currentScript);";

/** The CSP source that lets exactly this script run (a hash, so every page has the same bytes). */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The tag that starts the page's code: its entry and the chunks to fetch beside it. */
export function bootScriptTag(entry: string, preloads: readonly string[]): string {
  return `<script data-entry="${escapeHtml(entry)}" data-preloads="${escapeHtml(preloads.join(' '))}">${BOOT_SCRIPT}</script>`;
}
