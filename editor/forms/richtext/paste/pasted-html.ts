/**
 * Pasted HTML → Editor.js blocks that keep what the text means: paragraphs, line
 * breaks, headings, nested lists, links and the marks bold, italic, underline and strike-through —
 * whether Word, LibreOffice or Google Docs wrote them as tags or as inline styles. Styles, classes,
 * fonts, images, comments and empty paragraphs go. A table becomes one paragraph per row, its cells
 * separated by ' · ' (docs/DECISIONS.md): never glued text.
 *
 * The HTML is parsed inert (DOMParser: no script runs, no image loads) and the blocks are written
 * from what was read, with only the marks of common/html/rich-text.ts; Editor.js's sanitiser cleans
 * the blocks again when it saves them and the server's sanitize-html when the page is saved.
 */
import type { OutputBlockData } from '@editorjs/editorjs';
import { isSafeUrl } from '../../../../common/safe-url';
import { normaliseLists } from './office-lists';

/** Marks in the order they nest, outermost first. */
const MARKS = ['b', 'i', 'u', 's'] as const;
type Mark = (typeof MARKS)[number];

const TAG_MARKS: Record<string, Mark> = { B: 'b', STRONG: 'b', I: 'i', EM: 'i', CITE: 'i', U: 'u', INS: 'u', S: 's', STRIKE: 's', DEL: 's' };

/** Never read: what a clipboard brings beside the text. */
const SKIP = new Set(['SCRIPT', 'STYLE', 'TITLE', 'META', 'LINK', 'HEAD', 'TEMPLATE', 'NOSCRIPT', 'IMG', 'PICTURE', 'SVG', 'VIDEO', 'AUDIO', 'IFRAME', 'OBJECT', 'EMBED', 'CANVAS', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'XML']);

/** Elements that start a block of their own. */
const BLOCKS = new Set(['P', 'DIV', 'SECTION', 'ARTICLE', 'MAIN', 'HEADER', 'FOOTER', 'ASIDE', 'NAV', 'BLOCKQUOTE', 'FIGURE', 'FIGCAPTION', 'CENTER', 'ADDRESS', 'PRE', 'UL', 'OL', 'LI', 'DL', 'DT', 'DD', 'TABLE', 'TR', 'TD', 'TH', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HR', 'FORM']);

const CELL_SEPARATOR = ' · ';

/** Headings the rich text offers (the Header tool's levels). */
const HEADING_MIN = 2;
const HEADING_MAX = 4;

interface Link {
  href: string;
  blank: boolean;
}
/** What applies to a stretch of text. */
interface Style {
  marks: ReadonlySet<Mark>;
  link: Link | null;
}
/** A stretch of text or a line break, with its marks. */
type Run = { text: string; style: Style } | { br: true; style: Style };

export interface ListItem {
  content: string;
  meta: Record<string, never>;
  items: ListItem[];
}

interface Context {
  origin: string;
  /** The paste's highest heading level becomes HEADING_MIN. */
  headingShift: number;
}

/** The declarations of an inline style, names lower case. */
function declarations(el: Element): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (el.getAttribute('style') ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) out.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).replace(/!important/i, '').trim().toLowerCase());
  }
  return out;
}

/** The marks inside `el`: its tag's, then its style's (Google Docs and LibreOffice spans; Google Docs' non-bold `<b>` wrapper). */
function marksOf(el: Element, outer: ReadonlySet<Mark>): ReadonlySet<Mark> {
  const marks = new Set(outer);
  const tagMark = TAG_MARKS[el.tagName];
  if (tagMark) marks.add(tagMark);
  const style = declarations(el);
  const weight = style.get('font-weight');
  if (weight !== undefined) {
    if (/^(bold|bolder|[6-9]00)$/.test(weight)) marks.add('b');
    else if (/^(normal|lighter|[1-5]00)$/.test(weight)) marks.delete('b');
  }
  const fontStyle = style.get('font-style');
  if (fontStyle === 'italic' || fontStyle === 'oblique') marks.add('i');
  else if (fontStyle === 'normal') marks.delete('i');
  const decoration = `${style.get('text-decoration') ?? ''} ${style.get('text-decoration-line') ?? ''}`;
  if (decoration.includes('underline')) marks.add('u');
  if (decoration.includes('line-through')) marks.add('s');
  return marks;
}

/** A link's address as the rich text stores it: this site's own addresses as site paths, others only when safe. */
export function linkOf(el: Element, origin: string): Link | null {
  const raw = (el.getAttribute('href') ?? '').trim();
  if (!raw || raw.startsWith('#')) return null; // an anchor points into the document it came from
  let href = raw;
  try {
    let url = new URL(raw, origin);
    // Google's redirect around an outside link (Docs published or exported): the link itself.
    const target = url.hostname === 'www.google.com' && url.pathname === '/url' ? url.searchParams.get('q') : null;
    if (target && /^https?:/i.test(target)) url = new URL((href = target));
    if (url.origin === origin && /^https?:/i.test(href)) href = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
  if (!isSafeUrl(href) || !/^(https?:|mailto:|tel:|\/(?![/\\]))/i.test(href)) return null;
  return { href, blank: el.getAttribute('target') === '_blank' };
}

const hasBlock = (el: Element): boolean => Array.from(el.children).some((child) => BLOCKS.has(child.tagName) || hasBlock(child));

/** The runs of a node; block elements inside (a table cell's paragraphs) are set apart by a space. */
function runsOfNode(node: Node, style: Style, ctx: Context, out: Run[]): Run[] {
  if (node.nodeType === 3) out.push({ text: node.textContent ?? '', style });
  if (node.nodeType !== 1) return out;
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (SKIP.has(tag)) return out;
  if (tag === 'BR') {
    out.push({ br: true, style });
    return out;
  }
  const link = tag === 'A' && !style.link ? linkOf(el, ctx.origin) : null;
  const block = BLOCKS.has(tag);
  if (block) out.push({ text: ' ', style });
  runsOf(el, { marks: marksOf(el, style.marks), link: link ?? style.link }, ctx, out);
  if (block) out.push({ text: ' ', style });
  return out;
}

/** The runs of what `node` holds. */
function runsOf(node: Node, style: Style, ctx: Context, out: Run[] = []): Run[] {
  for (const child of Array.from(node.childNodes)) runsOfNode(child, style, ctx, out);
  return out;
}

const sameLink = (a: Link | null, b: Link | null) => a?.href === b?.href && a?.blank === b?.blank;

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\u00a0/g, '&nbsp;');
}

/**
 * Runs → inline HTML: white space collapsed as the browser showed it, none at the start, the end or
 * around a line break; a no-break space kept only between two words ("10&nbsp;€").
 */
export function inlineHtml(runs: readonly Run[]): string {
  // Characters (or a line break) with their style, after white space is settled.
  const chars: { ch: string; style: Style }[] = [];
  let pending: Style | null = null;
  const lineStart = () => chars.length === 0 || chars.at(-1)!.ch === '\n';
  for (const run of runs) {
    if ('br' in run) {
      pending = null;
      if (chars.length === 0) continue;
      chars.push({ ch: '\n', style: run.style });
      continue;
    }
    const text = run.text.replace(/[ \t\r\n\f]+/g, ' ');
    for (let k = 0; k < text.length; k++) {
      let ch = text[k]!;
      if (ch === '\u00a0' && !(/\S/.test(text[k - 1] ?? ' ') && /\S/.test(text[k + 1] ?? ' '))) ch = ' ';
      if (ch === ' ') {
        if (!lineStart()) pending ??= run.style;
        continue;
      }
      if (pending) {
        // The space takes the marks both sides share: "<b>a b</b>", not "<b>a</b> <b>b</b>".
        const before = chars.at(-1)!.style;
        const marks = new Set([...before.marks].filter((m) => run.style.marks.has(m)));
        chars.push({ ch: ' ', style: { marks, link: sameLink(before.link, run.style.link) ? before.link : null } });
        pending = null;
      }
      chars.push({ ch, style: run.style });
    }
  }
  while (chars.length && chars.at(-1)!.ch === '\n') chars.pop();

  let html = '';
  type Open = { mark: Mark | 'a'; link?: Link };
  let open: Open[] = [];
  // A link is shown underlined anyway: its underline (Google Docs, Word) is no mark of its own.
  const wanted = (style: Style): Open[] => [
    ...(style.link ? [{ mark: 'a' as const, link: style.link }] : []),
    ...MARKS.filter((m) => style.marks.has(m) && !(m === 'u' && style.link)).map((mark) => ({ mark })),
  ];
  for (const { ch, style } of chars) {
    const want = wanted(style);
    let keep = 0;
    while (keep < open.length && keep < want.length && open[keep]!.mark === want[keep]!.mark && sameLink(open[keep]!.link ?? null, want[keep]!.link ?? null)) keep++;
    for (const closing of open.slice(keep).reverse()) html += `</${closing.mark}>`;
    for (const opening of want.slice(keep)) {
      html += opening.link ? `<a href="${escape(opening.link.href)}"${opening.link.blank ? ' target="_blank" rel="noopener noreferrer"' : ''}>` : `<${opening.mark}>`;
    }
    open = want;
    html += ch === '\n' ? '<br>' : escape(ch);
  }
  for (const closing of open.reverse()) html += `</${closing.mark}>`;
  return html;
}

const PLAIN: Style = { marks: new Set(), link: null };

/** The plain text of a heading (the Header tool keeps no marks). */
const plainOf = (el: Element, ctx: Context) => inlineHtml(runsOf(el, PLAIN, ctx).map((run) => ('br' in run ? { text: ' ', style: PLAIN } : { text: run.text, style: PLAIN })));

function listItems(list: Element, ctx: Context): ListItem[] {
  const items: ListItem[] = [];
  for (const li of Array.from(list.children)) {
    if (li.tagName !== 'LI') continue;
    const nested: ListItem[] = [];
    const runs: Run[] = [];
    for (const child of Array.from(li.childNodes)) {
      if (child.nodeType === 1 && (child as Element).tagName.match(/^(UL|OL)$/)) nested.push(...listItems(child as Element, ctx));
      else if (child.nodeType === 1 && /^(P|DIV|H[1-6])$/.test((child as Element).tagName)) {
        // LibreOffice and Google Docs put each item's text in a paragraph; two paragraphs are two lines.
        if (runs.length) runs.push({ br: true, style: PLAIN });
        runsOf(child, { marks: marksOf(child as Element, new Set()), link: null }, ctx, runs);
      } else runsOfNode(child, PLAIN, ctx, runs);
    }
    const content = inlineHtml(runs);
    if (content || nested.length) items.push({ content, meta: {}, items: nested });
  }
  return items;
}

function tableRows(table: Element, ctx: Context): string[] {
  const rows: string[] = [];
  for (const row of Array.from(table.querySelectorAll('tr'))) {
    if (row.closest('table') !== table) continue;
    const cells = Array.from(row.children)
      .filter((cell) => cell.tagName === 'TD' || cell.tagName === 'TH')
      .map((cell) => inlineHtml(runsOf(cell, PLAIN, ctx)))
      .filter(Boolean);
    if (cells.length) rows.push(cells.join(CELL_SEPARATOR));
  }
  return rows;
}

function readBlocks(root: Element, ctx: Context): OutputBlockData[] {
  const blocks: OutputBlockData[] = [];
  let loose: Run[] = [];
  const paragraph = (runs: Run[]) => {
    const text = inlineHtml(runs);
    if (text) blocks.push({ type: 'paragraph', data: { text } });
  };
  const flush = () => {
    paragraph(loose);
    loose = [];
  };
  const walk = (parent: Element, style: Style) => {
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === 3) loose.push({ text: node.textContent ?? '', style });
      if (node.nodeType !== 1) continue;
      const el = node as Element;
      const tag = el.tagName.toUpperCase();
      if (SKIP.has(tag)) continue;
      const marks = marksOf(el, style.marks);
      if (/^H[1-6]$/.test(tag)) {
        flush();
        const text = plainOf(el, ctx);
        const level = Math.min(HEADING_MAX, Math.max(HEADING_MIN, Number(tag[1]) + ctx.headingShift));
        if (text) blocks.push({ type: 'header', data: { text, level } });
      } else if (tag === 'UL' || tag === 'OL') {
        flush();
        const items = listItems(el, ctx);
        if (items.length) blocks.push({ type: 'list', data: { style: tag === 'OL' ? 'ordered' : 'unordered', meta: {}, items } });
      } else if (tag === 'TABLE') {
        flush();
        for (const row of tableRows(el, ctx)) blocks.push({ type: 'paragraph', data: { text: row } });
      } else if (tag === 'P') {
        flush();
        paragraph(runsOf(el, { marks, link: null }, ctx));
      } else if (BLOCKS.has(tag) || hasBlock(el)) {
        // A container, or Google Docs' `<b id="docs-internal-guid-…">` around the whole paste.
        flush();
        walk(el, { marks, link: null });
        flush();
      } else if (tag === 'BR') loose.push({ br: true, style });
      else runsOfNode(el, style, ctx, loose);
    }
  };
  walk(root, PLAIN);
  flush();
  return blocks;
}

/** Blocks for pasted HTML; links to `origin` (this site) become site paths. */
export function pastedHtmlToBlocks(html: string, origin: string): OutputBlockData[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  normaliseLists(doc.body);
  const levels = Array.from(doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
  const headingShift = levels.length ? HEADING_MIN - Math.min(...levels) : 0;
  return readBlocks(doc.body, { origin, headingShift });
}
