/**
 * The link of the rich text (SPEC §5: links default to https://, with an option to open in a new
 * window). Editor.js's inline toolbar shows it; the form itself is the widget's (link-form.tsx), so
 * it speaks the editor's language and works by keyboard. Its sanitize rule keeps links when saving
 * and when pasting from Word or Google Docs.
 */
import type { API, InlineTool, SanitizerConfig } from '@editorjs/editorjs';

export interface LinkInlineConfig {
  /** Opens the link form for the selected range. */
  open(range: Range): void;
  label: string;
}

export class LinkInline implements InlineTool {
  static isInline = true;
  static title = 'Link';
  static get sanitize(): SanitizerConfig {
    return { a: { href: true, target: true, rel: true } } as SanitizerConfig;
  }

  private readonly config: LinkInlineConfig;

  constructor({ config }: { api: API; config: LinkInlineConfig }) {
    this.config = config;
  }

  render(): HTMLElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'ce-inline-tool';
    button.textContent = '🔗';
    button.setAttribute('aria-label', this.config.label);
    button.title = this.config.label;
    return button;
  }

  surround(range: Range | null): void {
    if (range) this.config.open(range.cloneRange());
  }

  checkState(): boolean {
    return false;
  }
}
