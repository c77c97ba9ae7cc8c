/** The six column layouts of a new section (SPEC §3), as a small menu of buttons named in words. */
import { css } from 'goober';
import { useEffect, useRef } from 'react';
import { SECTION_LAYOUTS } from '../../common/api/types';
import { SECTION_LAYOUT_OPTIONS } from '../../common/option-labels';
import { addSection, tEditor } from '../state/content';
import { useLang } from '../state/store';
import { button, EDITOR_Z } from '../styles';
import { closeOnEscape } from '../focus/close-on-escape';
import { focusAfterEdit } from '../focus/focus-after-edit';
import { useFocusReturn } from '../focus/focus-return';

export function LayoutMenu({ position, onDone }: { position?: number; onDone(): void }) {
  const lang = useLang();
  const s = tEditor(lang);
  const first = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);
  useFocusReturn(group);
  useEffect(() => first.current?.focus(), []);
  return (
    <div ref={group} role="group" aria-label={s.chooseLayout()} className={menu} onKeyDown={closeOnEscape(onDone)}>
      {SECTION_LAYOUTS.map((layout, index) => (
        <button
          key={layout}
          ref={index === 0 ? first : undefined}
          type="button"
          className={button}
          onClick={() => {
            onDone();
            addSection(layout, position).then((created) => focusAfterEdit({ section: created.slug }), () => undefined);
          }}
        >
          {SECTION_LAYOUT_OPTIONS[layout][lang]}
        </button>
      ))}
    </div>
  );
}

const menu = css`
  position: absolute;
  bottom: calc(100% + 0.5rem);
  left: 0;
  z-index: ${EDITOR_Z + 1};
  display: grid;
  gap: 0.25rem;
  padding: 0.5rem;
  background: #fff;
  border-radius: 6px;
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.3);
  white-space: nowrap;
`;
