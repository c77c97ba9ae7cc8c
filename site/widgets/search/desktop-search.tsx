/**
 * The header's search form, loaded on the button's first use (SPEC §4 search form states): it takes
 * the focus 200 ms after opening, and closes 200 ms after the focus left it (the list with it), on
 * Escape with no list open (focus back to the button) and after a search was submitted.
 */
import { css } from 'goober';
import { useEffect, useRef } from 'react';
import type { Lang } from '../../../common/routes';
import { colors, sizes, timings } from '../../../common/theme';
import { SearchForm } from './search-form';
import { tSearch } from './strings';

export interface DesktopSearchProps {
  id: string;
  lang: Lang;
  open: boolean;
  /** `returnFocus`: put the focus back on the search button. */
  onClose: (returnFocus: boolean) => void;
}

export function DesktopSearch({ id, lang, open, onClose }: DesktopSearchProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const focus = setTimeout(() => inputRef.current?.focus(), timings.focusDelay);
    let blur: ReturnType<typeof setTimeout> | undefined;
    const panel = panelRef.current;
    const onFocusOut = () => {
      clearTimeout(blur);
      blur = setTimeout(() => {
        if (!panel?.contains(document.activeElement)) close.current(false);
      }, timings.focusDelay);
    };
    panel?.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(focus);
      clearTimeout(blur);
      panel?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div id={id} ref={panelRef} hidden={!open} className={panelClass}>
      {open ? (
        <>
          <SearchForm lang={lang} inputRef={inputRef} onSubmitted={() => close.current(false)} onEscape={() => close.current(true)} />
          <button type="button" className={closeButton} aria-label={tSearch(lang).close()} onClick={() => close.current(true)}>
            <span aria-hidden="true">×</span>
          </button>
        </>
      ) : null}
    </div>
  );
}

const panelClass = css`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0 ${sizes.gutter};
  background: ${colors.background};
  &[hidden] {
    display: none;
  }
`;

const closeButton = css`
  width: 2.75rem;
  height: 2.75rem;
  flex-shrink: 0;
  border: 0;
  background: none;
  color: ${colors.text};
  font-size: 1.75rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
  }
`;
