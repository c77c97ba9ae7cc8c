/**
 * A rich text field with Editor.js (SPEC §5 rich text toolbar): bold, italic,
 * link, bulleted and numbered lists, undo and redo, in the editor's language. The value is HTML
 * (convert.ts); pasted HTML keeps its meaning (paste/pasted-html.ts) and drops the rest. Loaded
 * with the first rich text field.
 */
import EditorJS, { type OutputData } from '@editorjs/editorjs';
import Header from '@editorjs/header';
import List from '@editorjs/list';
import { css } from 'goober';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { tEditor } from '../../state/content';
import { button } from '../../styles';
import type { WidgetProps } from '../types';
import { blocksToHtml, htmlToBlocks } from './convert';
import { editorJsMessages } from './i18n';
import { LinkInline } from './link-inline';
import { StrikeInline, UnderlineInline } from './mark-inline';

const HISTORY_MAX = 100;
/** The link form opens only when a link is set: its own chunk (scripts/budget.mjs EDITOR_ON_DEMAND). */
const LinkForm = lazy(async () => ({ default: (await import('./link-form')).LinkForm }));

export function EditorJsField(p: WidgetProps) {
  const s = tEditor(p.lang);
  const holder = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorJS | null>(null);
  const history = useRef<{ past: OutputData[]; future: OutputData[]; current: OutputData | null; restoring: boolean }>({ past: [], future: [], current: null, restoring: false });
  const [linkRange, setLinkRange] = useState<Range | null>(null);
  const [, setTick] = useState(0);
  const onChange = useRef(p.onChange);
  onChange.current = p.onChange;

  useEffect(() => {
    if (!holder.current) return;
    const initial: OutputData = { blocks: htmlToBlocks(typeof p.value === 'string' ? p.value : '') };
    history.current.current = initial;
    const instance = new EditorJS({
      holder: holder.current,
      data: initial,
      minHeight: 60,
      i18n: { messages: editorJsMessages(p.lang) ?? {} },
      inlineToolbar: ['bold', 'italic', 'underline', 'strike', 'link'],
      tools: {
        header: { class: Header as never, config: { levels: [2, 3, 4], defaultLevel: 2 } },
        list: { class: List as never, inlineToolbar: true, config: { defaultStyle: 'unordered', maxLevel: 3 } },
        link: { class: LinkInline as never, config: { open: (range: Range) => setLinkRange(range), label: s.linkUrl() } },
        underline: { class: UnderlineInline as never },
        strike: { class: StrikeInline as never },
      },
      onChange: async (api) => {
        const out = await api.saver.save();
        const h = history.current;
        if (!h.restoring && h.current) {
          h.past = [...h.past, h.current].slice(-HISTORY_MAX);
          h.future = [];
        }
        h.restoring = false;
        h.current = out;
        setTick((n) => n + 1);
        onChange.current(blocksToHtml(out.blocks));
      },
    });
    editor.current = instance;
    // Pasted HTML goes through our converter (paste/, loaded on the first such paste), not Editor.js's
    // own, which glued table cells, doubled nested list items and lost underline and strike-through.
    const area = holder.current;
    const onPaste = (event: ClipboardEvent) => {
      const html = event.clipboardData?.getData('text/html');
      if (!html) return;
      event.preventDefault();
      event.stopPropagation();
      void Promise.all([import('./paste/insert-paste'), instance.isReady]).then(([{ insertPaste }]) => insertPaste(instance, html));
    };
    area.addEventListener('paste', onPaste, true);
    return () => {
      area.removeEventListener('paste', onPaste, true);
      editor.current = null;
      void instance.isReady.then(() => instance.destroy()).catch(() => undefined);
    };
    // The value is read once; Editor.js owns the text from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A save reads the text as it is now, not as of Editor.js's last (debounced) change event.
  useEffect(() => {
    p.beforeSave(async () => {
      const instance = editor.current;
      if (!instance) return;
      // Editor.js has no save() before it is ready: a save pressed while it still loads (a slow
      // machine) failed as 'Das hat nicht geklappt' instead of saving or naming the empty field.
      await instance.isReady;
      const out = await instance.save();
      onChange.current(blocksToHtml(out.blocks));
    });
  });

  const restore = async (direction: 'undo' | 'redo') => {
    const h = history.current;
    const target = direction === 'undo' ? h.past.at(-1) : h.future.at(-1);
    if (!target || !editor.current || !h.current) return;
    if (direction === 'undo') {
      h.past = h.past.slice(0, -1);
      h.future = [...h.future, h.current];
    } else {
      h.future = h.future.slice(0, -1);
      h.past = [...h.past, h.current];
    }
    h.restoring = true;
    h.current = target;
    await editor.current.render(target);
    onChange.current(blocksToHtml(target.blocks));
    setTick((n) => n + 1);
  };

  const list = async (style: 'unordered' | 'ordered') => {
    const api = editor.current;
    if (!api) return;
    const index = Math.max(0, api.blocks.getCurrentBlockIndex());
    const current = api.blocks.getBlockByIndex(index);
    const empty = current ? current.isEmpty : false;
    api.blocks.insert('list', { style, meta: {}, items: [{ content: '', meta: {}, items: [] }] }, undefined, empty ? index : index + 1, true, empty);
    api.caret.setToBlock(empty ? index : index + 1, 'start');
  };

  const format = (command: 'bold' | 'italic') => document.execCommand(command);
  const openLink = () => {
    const selection = getSelection();
    if (selection && selection.rangeCount && !selection.isCollapsed && holder.current?.contains(selection.anchorNode)) setLinkRange(selection.getRangeAt(0).cloneRange());
  };
  const keep = (event: React.MouseEvent) => event.preventDefault();

  return (
    <div className={wrap} data-own-escape="">
      <div role="toolbar" aria-label={p.field.label[p.lang]} className={bar}>
        <button type="button" className={button} onMouseDown={keep} onClick={() => format('bold')}>
          <b>{s.richBold()}</b>
        </button>
        <button type="button" className={button} onMouseDown={keep} onClick={() => format('italic')}>
          <i>{s.richItalic()}</i>
        </button>
        <button type="button" className={button} onMouseDown={keep} onClick={openLink}>
          {s.richLink()}
        </button>
        <button type="button" className={button} onMouseDown={keep} onClick={() => void list('unordered')}>
          {s.richBulleted()}
        </button>
        <button type="button" className={button} onMouseDown={keep} onClick={() => void list('ordered')}>
          {s.richNumbered()}
        </button>
        <button type="button" className={button} onMouseDown={keep} disabled={history.current.past.length === 0} onClick={() => void restore('undo')}>
          {s.richUndo()}
        </button>
        <button type="button" className={button} onMouseDown={keep} disabled={history.current.future.length === 0} onClick={() => void restore('redo')}>
          {s.richRedo()}
        </button>
      </div>
      {linkRange && (
        <Suspense fallback={null}>
          <LinkForm lang={p.lang} range={linkRange} onDone={() => setLinkRange(null)} />
        </Suspense>
      )}
      <div ref={holder} id={p.id} className={area} aria-describedby={p.describedBy} data-richtext={p.name} />
    </div>
  );
}

const wrap = css`
  border: 1px solid #767676;
  border-radius: 4px;
`;
const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.35rem;
  border-bottom: 1px solid #ccc;
  background: #f5f5f5;
`;
const area = css`
  padding: 0.5rem 3.25rem 0.5rem 3.25rem;
  min-height: 4rem;
  a {
    color: #0b57d0;
  }
`;
