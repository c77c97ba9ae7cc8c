/** 'Add module' of a column: the toolbar kinds, and 'more' for every other type (SPEC §3). */
import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import { tEditor } from '../state/content';
import { newFormKey } from '../drafts/draft-store';
import { setState, useLang } from '../state/store';
import { button } from '../styles';
import { MORE_KINDS, moduleLabel, TOOLBAR_KINDS } from './module-kinds';
import { closeOnEscape } from '../focus/close-on-escape';
import { useFocusReturn } from '../focus/focus-return';

export function AddModuleMenu({ section, column, onDone }: { section: string; column: number; onDone(): void }) {
  const lang = useLang();
  const s = tEditor(lang);
  const [more, setMore] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);
  useFocusReturn(group);
  useEffect(() => first.current?.focus(), []);
  const pick = (type: string) => {
    onDone();
    setState({ dialog: { kind: 'module', mode: 'create', type, section, column, key: newFormKey() } });
  };
  const kinds = more ? MORE_KINDS : TOOLBAR_KINDS;
  return (
    <div ref={group} role="group" aria-label={s.addModuleTo({ n: column + 1 })} className={menu} onKeyDown={closeOnEscape(onDone)}>
      {kinds.map((type, index) => (
        <button key={type} ref={index === 0 ? first : undefined} type="button" className={button} onClick={() => pick(type)} data-module-kind={type}>
          {moduleLabel(type, lang)}
        </button>
      ))}
      {!more && (
        <button type="button" className={button} onClick={() => setMore(true)}>
          {s.more()}
        </button>
      )}
    </div>
  );
}

const menu = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin-top: 0.5rem;
`;
