/**
 * What rich text may hold: one list for the server's
 * sanitiser (server/html/sanitize.ts, sanitize-html on every save) and the editor's converter and
 * paste (editor/forms/richtext/), so a mark the editor keeps is never dropped on save and the other
 * way round. Strike-through is `s`: what a pasted `<strike>` or `<del>` becomes.
 */

/** Inline marks the rich text keeps; `b`/`i` are what Editor.js writes, `strong`/`em` older content. */
export const RICH_TEXT_INLINE = ['b', 'strong', 'i', 'em', 'u', 's', 'a', 'br', 'sup', 'sub'] as const;

/** Blocks: paragraphs, lists, headings below the page's own h1. */
export const RICH_TEXT_BLOCKS = ['p', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'] as const;

export const RICH_TEXT_TAGS: readonly string[] = [...RICH_TEXT_BLOCKS, ...RICH_TEXT_INLINE];

/** Attributes by tag; a link's address must also pass common/safe-url.ts. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href', 'target', 'rel'] };
