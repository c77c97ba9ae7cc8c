/**
 * The one HTML sanitiser of the server (issue #10 "Rich text", issue #14 "Sanitise on the way in and
 * out"), on `sanitize-html` with allowlists: rich text keeps what Editor.js and the visitor app render;
 * embed code (HTML module, header/footer HTML from the settings) also keeps the iframes, figures and
 * layout markup editors paste from a provider. Neither keeps a script, an event handler or a
 * `javascript:`/`data:` URL.
 */
import sanitizeHtml from 'sanitize-html';
import { isSafeUrl } from '../../common/safe-url';

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
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'sup', 'sub'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
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
    '*': ['class', 'id', 'title', 'lang', 'aria-label', 'aria-hidden', 'role', 'style'],
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
    img: (tagName, attribs) => ({ tagName, attribs: safeAttribute(attribs, 'src') }),
    iframe: (tagName, attribs) => ({ tagName, attribs: safeAttribute(attribs, 'src') }),
  },
};

/** Rich text fields (Text, FAQ item, teaser texts…): what the visitor app renders as HTML. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT);

/** Pasted embed code: the HTML module, the header and footer HTML of the site settings. */
export const sanitizeEmbedHtml = (html: string): string => sanitizeHtml(html, EMBED);
