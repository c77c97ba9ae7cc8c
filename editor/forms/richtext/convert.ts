/**
 * Editor.js blocks ⇄ the HTML the visitor app renders. Only what the rich text
 * offers survives: paragraphs, headings, bulleted and numbered lists (nested), and inline bold,
 * italic and links; everything else becomes plain text. The server sanitizes again on save.
 */
import type { OutputBlockData } from '@editorjs/editorjs';

interface ListItem {
  content: string;
  meta?: Record<string, unknown>;
  items: ListItem[];
}

const INLINE = new Set(['B', 'STRONG', 'I', 'EM', 'U', 'S', 'A', 'BR']);

/** Inline HTML reduced to b/strong/i/em/u/s/a[href,target,rel]/br; text escaped. */
export function cleanInline(node: Node): string {
  let out = '';
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) out += escapeText(child.textContent ?? '');
    else if (child.nodeType === 1) {
      const el = child as Element;
      const inner = cleanInline(el);
      if (!INLINE.has(el.tagName)) out += inner;
      else if (el.tagName === 'BR') out += '<br>';
      else if (el.tagName === 'A') {
        const href = el.getAttribute('href') ?? '';
        if (!/^(https?:|mailto:|tel:|\/|#)/i.test(href.trim())) out += inner;
        else out += `<a href="${escapeAttr(href.trim())}"${el.getAttribute('target') === '_blank' ? ' target="_blank" rel="noopener noreferrer"' : ''}>${inner}</a>`;
      } else {
        const tag = el.tagName === 'STRONG' ? 'b' : el.tagName === 'EM' ? 'i' : el.tagName.toLowerCase();
        out += `<${tag}>${inner}</${tag}>`;
      }
    }
  }
  return out;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
}
function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** The inline HTML of a block's text as Editor.js holds it, cleaned the same way. */
function inlineOf(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return cleanInline(template.content);
}

function listItemsToHtml(items: ListItem[], tag: 'ul' | 'ol'): string {
  return `<${tag}>${items.map((item) => `<li>${inlineOf(item.content)}${item.items?.length ? listItemsToHtml(item.items, tag) : ''}</li>`).join('')}</${tag}>`;
}

export function blocksToHtml(blocks: readonly OutputBlockData[]): string {
  return blocks
    .map((block) => {
      const data = block.data as Record<string, unknown>;
      if (block.type === 'header') {
        const level = Math.min(6, Math.max(2, Number(data.level) || 2));
        return `<h${level}>${inlineOf(String(data.text ?? ''))}</h${level}>`;
      }
      if (block.type === 'list') {
        const items = (data.items as (ListItem | string)[]).map((i) => (typeof i === 'string' ? { content: i, items: [] } : i));
        return listItemsToHtml(items, data.style === 'ordered' ? 'ol' : 'ul');
      }
      const text = inlineOf(String(data.text ?? ''));
      return text.trim() ? `<p>${text}</p>` : '';
    })
    .filter(Boolean)
    .join('');
}

function listItemsOf(list: Element): ListItem[] {
  return Array.from(list.children)
    .filter((li) => li.tagName === 'LI')
    .map((li) => {
      const nested = Array.from(li.children).find((c) => c.tagName === 'UL' || c.tagName === 'OL');
      const copy = li.cloneNode(true) as Element;
      for (const c of Array.from(copy.children)) if (c.tagName === 'UL' || c.tagName === 'OL') c.remove();
      return { content: cleanInline(copy), meta: {}, items: nested ? listItemsOf(nested) : [] };
    });
}

export function htmlToBlocks(html: string): OutputBlockData[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const blocks: OutputBlockData[] = [];
  let loose = '';
  const flush = () => {
    if (loose.trim()) blocks.push({ type: 'paragraph', data: { text: loose.trim() } });
    loose = '';
  };
  const walk = (parent: Node) => {
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === 3) {
        loose += escapeText(node.textContent ?? '');
        continue;
      }
      if (node.nodeType !== 1) continue;
      const el = node as Element;
      const tag = el.tagName;
      if (/^H[1-6]$/.test(tag)) {
        flush();
        blocks.push({ type: 'header', data: { text: cleanInline(el), level: Math.min(6, Math.max(2, Number(tag[1]))) } });
      } else if (tag === 'P') {
        flush();
        const text = cleanInline(el);
        if (text.trim()) blocks.push({ type: 'paragraph', data: { text } });
      } else if (tag === 'UL' || tag === 'OL') {
        flush();
        blocks.push({ type: 'list', data: { style: tag === 'OL' ? 'ordered' : 'unordered', meta: {}, items: listItemsOf(el) } });
      } else if (tag === 'DIV' || tag === 'SECTION' || tag === 'ARTICLE' || tag === 'BLOCKQUOTE') {
        flush();
        walk(el);
        flush();
      } else if (INLINE.has(tag)) {
        loose += cleanInline({ childNodes: [el] } as unknown as Node);
      } else loose += cleanInline(el);
    }
  };
  walk(template.content);
  flush();
  return blocks;
}
