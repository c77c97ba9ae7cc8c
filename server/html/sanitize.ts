/**
 * The one HTML sanitiser of the server (on the way in and
 * out), on `sanitize-html` with allowlists: rich text keeps what Editor.js and the visitor app render;
 * embed code (HTML module, header/footer HTML from the settings) also keeps the iframes, figures and
 * layout markup editors paste from a provider. Neither keeps a script, an event handler or a
 * `javascript:`/`data:` URL.
 *
 * Embed code keeps no `style` and no `id` (a full-page fixed overlay, or an element
 * that takes over the page's own anchors and labels), and frames and images only from this site or
 * the embed providers the page's Content-Security-Policy allows (EMBED_FRAME_HOSTS).
 */
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../common/html/rich-text';
import { isSafeUrl } from '../../common/safe-url';
import { EMBED_FRAME_HOSTS } from '../shell/csp';

const EMBED_ORIGINS = new Set<string>(EMBED_FRAME_HOSTS);

/** A site path ("/media/…") or an address on an allowed embed host. */
function fromAllowedHost(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return true;
  try {
    return EMBED_ORIGINS.has(new URL(trimmed).origin);
  } catch {
    return false;
  }
}

/** Every candidate of a srcset from an allowed host. */
const srcsetAllowed = (srcset: string) => srcset.split(',').every((candidate) => fromAllowedHost(candidate.trim().split(/\s+/)[0] ?? ''));

/** The frame's or picture's address (`src`) or candidates (`srcset`) may be loaded; a missing srcset is fine, a missing src is not. */
function fromEmbedHosts(attribs: Record<string, string>, name: 'src' | 'srcset'): boolean {
  const value = attribs[name];
  if (value === undefined) return name === 'srcset';
  return name === 'src' ? isSafeUrl(value) && fromAllowedHost(value) : srcsetAllowed(value);
}

const URL_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** Drops every link or source whose target is not a safe URL (sanitize-html leaves relative ones alone). */
function safeAttribute(attribs: Record<string, string>, name: string): Record<string, string> {
  if (attribs[name] !== undefined && !isSafeUrl(attribs[name]!)) {
    const { [name]: _dropped, ...rest } = attribs;
    return rest;
  }
  return attribs;
}

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: URL_SCHEMES,
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const safe = safeAttribute(attribs, 'href');
      // A link that opens a new window must not hand it `window.opener`.
      return { tagName, attribs: safe.target === '_blank' ? { ...safe, rel: 'noopener noreferrer' } : safe };
    },
  },
};

const EMBED: sanitizeHtml.IOptions = {
  allowedTags: [
    ...(RICH_TEXT.allowedTags as string[]),
    'div', 'span', 'section', 'figure', 'figcaption', 'img', 'picture', 'source', 'iframe', 'table', 'thead', 'tbody',
    'tr', 'th', 'td', 'hr', 'small', 'address', 'nav', 'header', 'footer',
  ],
  allowedAttributes: {
    '*': ['class', 'title', 'lang', 'aria-label', 'aria-hidden', 'role'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media', 'sizes'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: URL_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: safeAttribute(attribs, 'href') }),
  },
  // Frames and images whose address is elsewhere go, with an iframe's fallback content.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'iframe') return !fromEmbedHosts(frame.attribs, 'src');
    if (frame.tag === 'img') return !fromEmbedHosts(frame.attribs, 'src') || !fromEmbedHosts(frame.attribs, 'srcset');
    if (frame.tag === 'source') return !fromEmbedHosts(frame.attribs, 'srcset');
    return false;
  },
};

/** Rich text fields (Text, FAQ item, teaser texts…): what the visitor app renders as HTML. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT);

/** Pasted embed code: the HTML module, the header and footer HTML of the site settings. */
export const sanitizeEmbedHtml = (html: string): string => sanitizeHtml(html, EMBED);
