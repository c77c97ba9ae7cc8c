/**
 * What marks a preview link's page: a bar over the page in its language, a link
 * to the same preview in the other language, and the page shown when the link no longer opens. The
 * preview is the server's render without the visitor app's script: every link on it is a plain
 * page load of the published site, so the mark never stands over a page that is not the draft.
 */
import de from '../../common/i18n/de/preview';
import en from '../../common/i18n/en/preview';
import { namespace } from '../../common/i18n/namespace';
import { previewPath } from '../../common/api/drafts';
import { homePath, type Lang } from '../../common/routes';
import { colors, fonts } from '../../common/theme';
import { escapeHtml } from './escape';

export const tPreview = namespace({ de, en });

export interface ShellPreview {
  lang: Lang;
  /** The same preview in the other language. */
  otherHref: string;
}

export const previewBar = (lang: Lang, token: string): ShellPreview => ({ lang, otherHref: previewPath(lang === 'de' ? 'en' : 'de', token) });

const BAR_STYLE =
  `position:sticky;top:0;z-index:1000;display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:baseline;` +
  `padding:.5rem 1rem;background:${colors.text};color:${colors.background};font:1rem/1.4 ${fonts.body};`;

/** The bar at the top of the preview; `data-preview-bar` is what tests and styles find it by. */
export function renderPreviewBar({ lang, otherHref }: ShellPreview): string {
  const s = tPreview(lang);
  const other = lang === 'de' ? 'en' : 'de';
  return (
    `<div data-preview-bar role="note" aria-label="${escapeHtml(s.bar())}" style="${escapeHtml(BAR_STYLE)}">` +
    `<strong>${escapeHtml(s.bar())}</strong><span>${escapeHtml(s.barHint())}</span>` +
    `<a href="${escapeHtml(otherHref)}" hreflang="${other}" lang="${other}" style="color:inherit">${escapeHtml(s.otherLanguage())}</a>` +
    `</div>`
  );
}

/** 410 (revoked or expired) or 404 (no such link): a page of its own, plain and clear. */
export function renderPreviewGone(lang: Lang, gone: boolean): string {
  const s = tPreview(lang);
  const title = gone ? s.gone() : s.unknown();
  const hint = gone ? s.goneHint() : s.unknownHint();
  const home = homePath(lang);
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title></head>` +
    `<body style="${escapeHtml(`margin:0;font:1.125rem/1.5 ${fonts.body};color:${colors.text};background:${colors.surface}`)}">` +
    `<main data-preview-gone="${gone ? 410 : 404}" style="max-width:36rem;margin:0 auto;padding:3rem 1.25rem">` +
    `<p style="color:${colors.textMuted};margin:0">${gone ? 410 : 404}</p>` +
    `<h1 style="font-size:1.75rem;line-height:1.2;margin:.25rem 0 1rem">${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(hint)}</p>` +
    `<p><a href="${escapeHtml(home)}" style="color:${colors.primary}">${escapeHtml(s.home())}</a></p>` +
    `</main></body></html>`
  );
}
