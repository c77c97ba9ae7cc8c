/**
 * Underline and strike-through as Editor.js inline tools. Their sanitize rules are
 * what lets Editor.js keep a `<u>` or `<s>` (pasted or set) when it saves a block; the buttons set or
 * remove the mark on the selection.
 */
import type { InlineTool, SanitizerConfig } from '@editorjs/editorjs';

const markOf = (node: Node | null, tag: string) => (node instanceof Element ? node : node?.parentElement)?.closest(tag) ?? null;

function markTool(tag: 'u' | 's', title: string) {
  return class implements InlineTool {
    static isInline = true;
    static title = title;
    static get sanitize(): SanitizerConfig {
      return { [tag]: {} } as SanitizerConfig;
    }
    private readonly button = document.createElement('button');
    render(): HTMLElement {
      this.button.type = 'button';
      this.button.className = 'ce-inline-tool';
      this.button.append(document.createElement(tag));
      this.button.firstChild!.textContent = tag === 'u' ? 'U' : 'S';
      return this.button;
    }
    surround(range: Range | null): void {
      if (!range) return;
      const mark = markOf(range.commonAncestorContainer, tag);
      if (mark) mark.replaceWith(...Array.from(mark.childNodes));
      else {
        const el = document.createElement(tag);
        el.append(range.extractContents());
        range.insertNode(el);
      }
    }
    checkState(selection: Selection): boolean {
      const active = Boolean(markOf(selection.anchorNode, tag));
      this.button.classList.toggle('ce-inline-tool--active', active);
      return active;
    }
  };
}

export const UnderlineInline = markTool('u', 'Underline');
export const StrikeInline = markTool('s', 'Strikethrough');
