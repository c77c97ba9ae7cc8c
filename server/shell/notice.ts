/**
 * The notice layer (SPEC §1): no JavaScript, unsupported browser, low bandwidth, weak hardware, each
 * with a 'Seite neu laden' button; German for every visitor. The checks run in a tiny classic inline
 * script, because an unsupported browser never runs the module entry.
 */
import { createHash } from 'node:crypto';
import notice from '../../common/i18n/de/notice';
import { namespace } from '../../common/i18n/namespace';
import { escapeHtml } from './escape';

/** sessionStorage key: the visitor dismissed the layer for this visit. */
export const NOTICE_DISMISSED_KEY = 'notice-dismissed';

/** German only (SPEC §1); server-side only, so not part of the visitor's dictionary. */
const tNotice = namespace({ de: notice, en: notice });

export type NoticeReason = 'unsupported' | 'bandwidth' | 'hardware';

/**
 * ES5 on purpose. Unsupported: no module scripts or missing features of the minimum browsers
 * (SPEC §1: Chrome 109, Firefox 128, Safari recent). Bandwidth: Save-Data or a 2g connection.
 * Hardware: fewer than 2 cores or less than 1 GB memory.
 */
const NOTICE_SCRIPT = `(function(){var d=document,n=navigator,w=window,l=d.getElementById('notice');if(!l)return;
try{if(w.sessionStorage.getItem('${NOTICE_DISMISSED_KEY}'))return}catch(e){}
var c=n.connection||{},r=!('noModule' in d.createElement('script'))||!w.Promise||!w.fetch||![].at||!w.structuredClone?'unsupported':c.saveData||/(^|-)2g$/.test(c.effectiveType||'')?'bandwidth':(n.hardwareConcurrency&&n.hardwareConcurrency<2)||(n.deviceMemory&&n.deviceMemory<1)?'hardware':'';
if(!r)return;var p=l.querySelector('[data-notice="'+r+'"]');if(p)p.removeAttribute('hidden');l.removeAttribute('hidden');
l.querySelector('[data-notice-reload]').onclick=function(){location.reload()};
l.querySelector('[data-notice-dismiss]').onclick=function(){l.setAttribute('hidden','');try{w.sessionStorage.setItem('${NOTICE_DISMISSED_KEY}',r)}catch(e){}}})();`.replace(/\n/g, '');

/** The CSP source that lets exactly this script run (a hash, not a nonce, so pages stay the same bytes). */
export const NOTICE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(NOTICE_SCRIPT).digest('base64')}'`;

const noticeTitle = () => `<p class="notice__title">${escapeHtml(tNotice('de').title())}</p>`;

/**
 * Without JavaScript the notice stands first in the page, in its flow: fixed over the page it would
 * cover what still works without JavaScript (a form's send button on a phone).
 */
export function renderNoscriptNotice(reloadHref: string): string {
  const n = tNotice('de');
  return (
    `<noscript><div class="notice notice--noscript" role="alert" lang="de">${noticeTitle()}<p>${escapeHtml(n.noscript())}</p>` +
    `<a class="notice__btn" href="${escapeHtml(reloadHref)}">${escapeHtml(n.reload())}</a></div></noscript>`
  );
}

/** The layer the notice script shows over the page (unsupported browser, low bandwidth, weak hardware). */
export function renderNotice(): string {
  const n = tNotice('de');
  const title = noticeTitle();
  const message = (reason: NoticeReason, text: string) => `<p data-notice="${reason}" hidden>${escapeHtml(text)}</p>`;
  return (
    `<div id="notice" class="notice" role="alert" lang="de" hidden>${title}` +
    message('unsupported', n.unsupported()) +
    message('bandwidth', n.lowBandwidth()) +
    message('hardware', n.weakHardware()) +
    `<button type="button" class="notice__btn" data-notice-reload>${escapeHtml(n.reload())}</button>` +
    `<button type="button" class="notice__close" data-notice-dismiss aria-label="${escapeHtml(n.dismiss())}">×</button></div>` +
    `<script>${NOTICE_SCRIPT}</script>`
  );
}
