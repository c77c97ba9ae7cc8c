/**
 * Editor.js as the rich text field (editorjs-field.tsx) sets it up: headings, lists, our link,
 * underline and strike-through tools, in the editor's language.
 */
import EditorJS, { type OutputData } from '@editorjs/editorjs';
import Header from '@editorjs/header';
import List from '@editorjs/list';
import type { Lang } from '../../../common/routes';
import { editorJsMessages } from './i18n';
import { LinkInline } from './link-inline';
import { StrikeInline, UnderlineInline } from './mark-inline';

interface EditorOptions {
  holder: HTMLElement;
  data: OutputData;
  lang: Lang;
  /** What the link tool does with the selected range, and its label. */
  link: { open(range: Range): void; label: string };
  /** The text after each of Editor.js's (debounced) change events. */
  onSaved(out: OutputData): void;
}

export function createEditor({ holder, data, lang, link, onSaved }: EditorOptions): EditorJS {
  return new EditorJS({
    holder,
    data,
    minHeight: 60,
    i18n: { messages: editorJsMessages(lang) ?? {} },
    inlineToolbar: ['bold', 'italic', 'underline', 'strike', 'link'],
    tools: {
      header: { class: Header as never, config: { levels: [2, 3, 4], defaultLevel: 2 } },
      list: { class: List as never, inlineToolbar: true, config: { defaultStyle: 'unordered', maxLevel: 3 } },
      link: { class: LinkInline as never, config: link },
      underline: { class: UnderlineInline as never },
      strike: { class: StrikeInline as never },
    },
    onChange: async (api) => onSaved(await api.saver.save()),
  });
}

/**
 * Pasted HTML goes through our converter (paste/, loaded on the first such paste), not Editor.js's
 * own, which glued table cells, doubled nested list items and lost underline and strike-through.
 * Answers how to stop.
 */
export function convertPastedHtml(area: HTMLElement, instance: EditorJS): () => void {
  const onPaste = (event: ClipboardEvent) => {
    const html = event.clipboardData?.getData('text/html');
    if (!html) return;
    event.preventDefault();
    event.stopPropagation();
    void Promise.all([import('./paste/insert-paste'), instance.isReady]).then(([{ insertPaste }]) => insertPaste(instance, html));
  };
  area.addEventListener('paste', onPaste, true);
  return () => area.removeEventListener('paste', onPaste, true);
}
