/**
 * The rich text's link form (SPEC §5: links default to https://, with an option to open in a new
 * window), in the editor's language and usable by keyboard; Editor.js's link tool (link-inline.ts)
 * opens it for the selected range. Loaded when it first opens.
 */
import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import { tEditor } from '../../state/content';
import { button } from '../../styles';
import type { WidgetProps } from '../types';
import { control } from '../widgets/styles';

export function LinkForm({ lang, range, onDone }: { lang: WidgetProps['lang']; range: Range; onDone(): void }) {
  const s = tEditor(lang);
  const [href, setHref] = useState('https://');
  const [newWindow, setNewWindow] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.setSelectionRange(href.length, href.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const apply = () => {
    const value = href.trim();
    if (/^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+|\/[^\s]*)$/i.test(value)) applyLink(range, value, newWindow);
    onDone();
  };
  return (
    <div
      role="group"
      aria-label={s.linkUrl()}
      className={linkForm}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
    >
      <label>
        {s.linkUrl()}
        <input ref={input} className={control} type="url" value={href} onChange={(e) => setHref(e.target.value)} data-link-url="" />
      </label>
      <label>
        <input type="checkbox" checked={newWindow} onChange={(e) => setNewWindow(e.target.checked)} /> {s.linkNewWindow()}
      </label>
      <span>
        <button type="button" className={button} onClick={apply}>
          {s.linkApply()}
        </button>{' '}
        <button type="button" className={button} onClick={onDone}>
          {s.cancel()}
        </button>
      </span>
    </div>
  );
}

/** Wraps `range` in a link; the new window option adds target and rel (SPEC §5). */
export function applyLink(range: Range, href: string, newWindow: boolean): void {
  const a = document.createElement('a');
  a.href = href;
  a.setAttribute('href', href);
  if (newWindow) {
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
  }
  a.append(range.extractContents());
  range.insertNode(a);
  const selection = getSelection();
  selection?.removeAllRanges();
  const after = document.createRange();
  after.setStartAfter(a);
  selection?.addRange(after);
}

const linkForm = css`
  display: grid;
  gap: 0.4rem;
  padding: 0.5rem;
  background: #eef3fd;
`;
