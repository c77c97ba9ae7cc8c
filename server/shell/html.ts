/** The HTML shell document: head, critical CSS, preloads, inlined initial data, fallback and notice layer. */
import { INITIAL_DATA_ID } from '../../common/api/initial-data';
import type { InitialData } from '../../common/api/types';
import type { DocumentBody } from '../../common/document-body';
import { t } from '../../common/i18n';
import { colors } from '../../common/theme';
import { CRITICAL_CSS, NOSCRIPT_CSS } from './critical-css';
import { CONSENT_SCRIPT_TAG } from './consent-script';
import { bootScriptTag } from './boot-script';
import { escapeHtml, jsonForScript } from './escape';
import { INTL_ANSWERS_ID, type IntlAnswers } from '../../common/format/intl-answers';
import { ByteParts } from './initial-json';
import { renderHead, type HeadInfo } from './head';
import type { PageAssets } from './manifest';
import { EARLY_TAPS_TAG } from './early-taps';
import { renderNoscriptNotice, renderNotice } from './notice';
import type { RenderedBody } from './render-body';
import { renderPreviewBar, type ShellPreview } from './preview';

/** Intl's answers for the hydration (common/format/intl-answers.ts); none when the render asked it nothing. */
function intlAnswersScript(answers: IntlAnswers): string {
  return Object.keys(answers).length ? `<script id="${INTL_ANSWERS_ID}" type="application/json">${jsonForScript(answers)}</script>` : '';
}

/** A square in the primary colour until the venue's own icon arrives; saves a 404 per first visit. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="${colors.primary}"/></svg>`)}`;


export interface ShellView {
  initial: InitialData;
  head: HeadInfo;
  assets: PageAssets;
  /** Headline of the server-rendered fallback inside #app (shown until the app mounts, and without JavaScript). */
  headline: string;
  /** The body's class and data attributes (common/document-body.ts); null for none. */
  documentBody: DocumentBody | null;
  publicUrl: string;
  /** The app's own markup and styles, rendered on the server (render-body.tsx); null falls back to the headline. */
  body: RenderedBody | null;
  /** A preview link's page: marked by its bar, without the visitor app's script. */
  preview?: ShellPreview;
  /** `initial` as the bytes inlined into the page (initial-json.ts). */
  initialJson: Buffer;
}

/** goober's id: the browser's goober adds to this sheet instead of starting its own (no second copy, no flash). */
const GOOBER_SHEET_ID = '_goober';

/** CSS inside <style>: nothing in it may close the element. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/** The same for every page: encoded once. */
const CRITICAL_STYLE = Buffer.from(`<style>${CRITICAL_CSS}</style>`);
/** Without JavaScript the filter row shows at every width; the consent script hides a decided visitor's banner before paint. */
const NOSCRIPT_AND_CONSENT = Buffer.from(`<noscript><style>${NOSCRIPT_CSS}</style></noscript>${CONSENT_SCRIPT_TAG}`);

/**
 * goober's sheet grows only while new kinds of pages are first rendered (render-body.tsx), then
 * stays the same string for every render: its <style> element is encoded once per change.
 */
let gooberStyle = { css: '', bytes: Buffer.alloc(0) };
function gooberStyleBytes(css: string): Buffer {
  if (gooberStyle.css !== css) gooberStyle = { css, bytes: Buffer.from(`<style id="${GOOBER_SHEET_ID}">${styleText(css)}</style>`) };
  return gooberStyle.bytes;
}

/** ` class="…" data-…="…"` of the <body>, as the browser's applyDocumentState sets them (site/router/document-state.ts). */
function bodyAttributes(documentBody: DocumentBody | null): string {
  if (!documentBody) return '';
  const { className, data } = documentBody;
  const attributes = Object.entries(data).flatMap(([name, value]) => (value ? [` data-${name}="${escapeHtml(value)}"`] : []));
  return (className ? ` class="${escapeHtml(className)}"` : '') + attributes.join('');
}

/** The document, as the UTF-8 bytes that are hashed for the ETag, stored and sent. */
export function renderShell({ initial, head, assets, headline, documentBody, publicUrl, body, preview, initialJson }: ShellView): Buffer {
  const { lang } = initial;
  const fallback = headline ? `<main id="content" class="shell-fallback"><h1>${escapeHtml(headline)}</h1></main>` : '';
  const out = new ByteParts()
    .add(
      `<!doctype html><html lang="${lang}"><head>` +
        `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        EARLY_TAPS_TAG +
        renderHead(head, lang, publicUrl) +
        `<meta name="theme-color" content="${colors.primary}">` +
        // The fallback only without the design's own icon (pages named two icons).
        (head.icons?.favicon ? '' : `<link rel="icon" href="${FAVICON}">`),
    )
    .add(CRITICAL_STYLE)
    // After the critical CSS, before the body: the mark the consent script sets is there before the banner is parsed.
    .add(NOSCRIPT_AND_CONSENT)
    .add(body ? gooberStyleBytes(body.css) : '')
    .add(
      (preview ? '' : bootScriptTag(assets.entry, assets.preloads)) +
        `</head><body${bodyAttributes(documentBody)}>` +
        (preview ? renderPreviewBar(preview) : '') +
        renderNoscriptNotice(initial.path) +
        (body
          ? `<div id="app" data-ssr>${body.html}</div>`
          : `<div id="app"><a class="skip-link" href="#content">${escapeHtml(t(lang).common.skipToContent())}</a>${fallback}</div>`) +
        `<script id="${INITIAL_DATA_ID}" type="application/json">`,
    );
  return out
    .add(initialJson)
    .add(`</script>${body ? intlAnswersScript(body.intl) : ''}${renderNotice()}</body></html>`)
    .bytes();
}
