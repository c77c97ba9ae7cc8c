/** The six column layouts of a new section (SPEC §3), as a small menu of buttons. */
import { css } from 'goober';
import { useEffect, useRef } from 'react';
import { SECTION_LAYOUTS } from '../../common/api/types';
import { addSection, tEditor } from '../state/content';
import { useLang } from '../state/store';
import { button, EDITOR_Z } from '../styles';

export function LayoutMenu({ position, onDone }: { position?: number; onDone(): void }) {
  const s = tEditor(useLang());
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div role="group" aria-label={s.chooseLayout()} className={menu} onKeyDown={(event) => event.key === 'Escape' && onDone()}>
      {SECTION_LAYOUTS.map((layout, index) => (
        <button
          key={layout}
          ref={index === 0 ? first : undefined}
          type="button"
          className={button}
          onClick={() => {
            onDone();
            void addSection(layout, position).catch(() => undefined);
          }}
        >
          {s.layoutName({ layout })}
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
