/**
 * The offline page: what the service worker shows for a page the visitor has not
 * seen while the network is gone. Static HTML in German, then English, without a script, because
 * the worker keeps exactly one copy for every address of the site.
 */
import deOffline from '../../../common/i18n/de/offline';
import enOffline from '../../../common/i18n/en/offline';
import { namespace } from '../../../common/i18n/namespace';
import { homePath, LANGS, type Lang } from '../../../common/routes';
import { colors, fonts, sizes } from '../../../common/theme';
import { escapeHtml } from '../../shell/escape';

const tOffline = namespace({ de: deOffline, en: enOffline });

const STYLE = [
  `body{margin:0;font-family:${fonts.body};color:${colors.text};background:${colors.background}}`,
  `main{max-width:40rem;margin:0 auto;padding:3rem ${sizes.gutter}}`,
  `section+section{margin-top:2.5rem;padding-top:2.5rem;border-top:1px solid ${colors.border}}`,
  `h1{font-family:${fonts.heading};color:${colors.primary}}`,
  `a{color:${colors.primary}}`,
  `.retry{display:inline-block;margin-right:1.5rem;padding:.5rem 1rem;background:${colors.primary};color:${colors.onPrimary};text-decoration:none}`,
  `a:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}`,
].join('');

/** No script, no frame, nothing from elsewhere: the page only needs its own inline style. */
export const OFFLINE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

function part(lang: Lang): string {
  const t = tOffline(lang);
  // An empty href reloads the address the visitor asked for: the worker answers it with this page.
  return `<section lang="${lang}"><h1>${escapeHtml(t.title())}</h1><p>${escapeHtml(t.text())}</p>
<p><a class="retry" href="">${escapeHtml(t.retry())}</a><a href="${homePath(lang)}">${escapeHtml(t.home())}</a></p></section>`;
}

export function renderOfflinePage(): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(tOffline('de').documentTitle())}</title><style>${STYLE}</style></head>
<body><main>${LANGS.map(part).join('\n')}</main></body></html>`;
}
