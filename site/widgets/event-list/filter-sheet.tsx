/**
 * The phone's filter sheet (SPEC §9 "mobile 768px"): the filter bar's filters in a modal dialog that
 * one button opens (filter-bar.tsx).
 */
import { css } from 'goober';
import { useRef } from 'react';
import { tEvents } from '../../../common/modules/event-list/strings';
import type { Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { button } from '../../../common/modules/shared/styles';
import { useModalDialog } from '../shared/use-modal-dialog';
import { Filters } from './filter-bar';

/**
 * The phone's filter sheet: a native modal <dialog> in the top layer, because on /de/programm the bar
 * sits inside a transformed ancestor (the page transition) that turned a `position: fixed` sheet into
 * a 7000 px tall box below the headline. The filters scroll between a fixed head
 * and a fixed 'Ergebnisse anzeigen'.
 */
export function FilterSheet({ lang, idPrefix, onClose }: { lang: Lang; idPrefix: string; onClose(): void }) {
  const strings = tEvents(lang).filters;
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, { lockScroll: true, onClose });
  const titleId = `${idPrefix}-dialog-title`;
  return (
    <dialog ref={dialog} aria-labelledby={titleId} className={sheet}>
      <div className={sheetHeader}>
        <h2 id={titleId} className={sheetTitle}>
          {strings.dialogTitle()}
        </h2>
        <button type="button" className={close} onClick={onClose} aria-label={strings.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={stack}>
        <Filters lang={lang} idPrefix={`${idPrefix}-m`} />
      </div>
      <button type="button" className={button} onClick={onClose}>
        {strings.showResults()}
      </button>
    </dialog>
  );
}

/** The whole small screen: head, the filters scrolling in between, the results button at the foot. */
const sheet = css`
  box-sizing: border-box;
  width: 100%;
  max-width: 100%;
  height: 100%;
  max-height: 100%;
  margin: 0;
  padding: 1rem;
  border: 0;
  background: ${colors.background};
  color: ${colors.text};
  &[open] {
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
  &::backdrop {
    background: color-mix(in srgb, ${colors.text} 45%, transparent);
  }
`;

const sheetHeader = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const sheetTitle = css`
  margin: 0;
  font-size: 1.25rem;
`;

const close = css`
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  background: transparent;
  font-size: 1.75rem;
  cursor: pointer;
`;

const stack = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  display: grid;
  align-content: start;
  gap: 0.5rem;
`;
