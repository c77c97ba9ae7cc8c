/**
 * A rich text field with Editor.js (SPEC §5 rich text toolbar): bold, italic,
 * link, bulleted and numbered lists, undo and redo, in the editor's language. The value is HTML
 * (convert.ts); pasted HTML keeps its meaning (paste/pasted-html.ts) and drops the rest. Loaded
 * with the first rich text field.
 */
import type EditorJS from '@editorjs/editorjs';
import type { OutputData } from '@editorjs/editorjs';
import { css } from 'goober';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { tEditor } from '../../state/content';
import { button } from '../../styles';
import type { WidgetProps } from '../types';
import { blocksToHtml, htmlToBlocks } from './convert';
import { convertPastedHtml, createEditor } from './create-editor';
import { emptyHistory, recordChange, stepHistory } from './rich-history';

/** The link form opens only when a link is set: its own chunk (scripts/budget.mjs EDITOR_ON_DEMAND). */
const LinkForm = lazy(async () => ({ default: (await import('./link-form')).LinkForm }));

export function EditorJsField(p: WidgetProps) {
  const s = tEditor(p.lang);
  const holder = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorJS | null>(null);
  const history = useRef(emptyHistory());
  const [linkRange, setLinkRange] = useState<Range | null>(null);
  const [, setTick] = useState(0);
  const onChange = useRef(p.onChange);
  onChange.current = p.onChange;

  useEffect(() => {
    if (!holder.current) return;
    const initial: OutputData = { blocks: htmlToBlocks(typeof p.value === 'string' ? p.value : '') };
    history.current.current = initial;
    const onSaved = (out: OutputData) => {
      recordChange(history.current, out);
      setTick((n) => n + 1);
      onChange.current(blocksToHtml(out.blocks));
    };
    const instance = createEditor({ holder: holder.current, data: initial, lang: p.lang, link: { open: (range) => setLinkRange(range), label: s.linkUrl() }, onSaved });
    editor.current = instance;
    const stopConvertingPastes = convertPastedHtml(holder.current, instance);
    return () => {
      stopConvertingPastes();
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
    if (!editor.current) return;
    const target = stepHistory(history.current, direction);
    if (!target) return;
    await editor.current.render(target);
    onChange.current(blocksToHtml(target.blocks));
    setTick((n) => n + 1);
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
        <button type="button" className={button} onMouseDown={keep} onClick={() => format('bold')}><b>{s.richBold()}</b></button>
        <button type="button" className={button} onMouseDown={keep} onClick={() => format('italic')}><i>{s.richItalic()}</i></button>
        <button type="button" className={button} onMouseDown={keep} onClick={openLink}>{s.richLink()}</button>
        <button type="button" className={button} onMouseDown={keep} onClick={() => void insertList(editor.current, 'unordered')}>{s.richBulleted()}</button>
        <button type="button" className={button} onMouseDown={keep} onClick={() => void insertList(editor.current, 'ordered')}>{s.richNumbered()}</button>
        <button type="button" className={button} onMouseDown={keep} disabled={history.current.past.length === 0} onClick={() => void restore('undo')}>{s.richUndo()}</button>
        <button type="button" className={button} onMouseDown={keep} disabled={history.current.future.length === 0} onClick={() => void restore('redo')}>{s.richRedo()}</button>
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

/** A new list after the current block, or in its place when that is empty, with the caret in it. */
async function insertList(api: EditorJS | null, style: 'unordered' | 'ordered') {
  if (!api) return;
  const index = Math.max(0, api.blocks.getCurrentBlockIndex());
  const current = api.blocks.getBlockByIndex(index);
  const empty = current ? current.isEmpty : false;
  api.blocks.insert('list', { style, meta: {}, items: [{ content: '', meta: {}, items: [] }] }, undefined, empty ? index : index + 1, true, empty);
  api.caret.setToBlock(empty ? index : index + 1, 'start');
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
