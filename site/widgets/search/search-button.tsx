/**
 * The header's search (SPEC §2 "Search": the desktop variant is collapsed until the search button is
 * clicked). Only this button is in the first load; the form and its autocomplete load on the first
 * focus, hover or click (ARCHITECTURE "Budgets").
 */
import { css } from 'goober';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { t } from '../../../common/i18n';
import type { Lang } from '../../../common/routes';
import { withReloadGuard } from '../../router/chunk-reload';
import type { DesktopSearchProps } from './desktop-search';

type Panel = ComponentType<DesktopSearchProps>;
let loading: Promise<Panel> | null = null;
const loadPanel = () => (loading ??= withReloadGuard(() => import('./desktop-search'))().then((m) => m.DesktopSearch));

export function SearchButton({ lang }: { lang: Lang }) {
  const [open, setOpen] = useState(false);
  const [DesktopSearch, setPanel] = useState<Panel | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  // As the language switch: the server's markup shows the button before its code can open the form.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const preload = () => void loadPanel().catch(() => undefined);
  const show = () =>
    void loadPanel().then((Loaded) => {
      setPanel(() => Loaded);
      setOpen(true);
    });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={trigger}
        aria-expanded={open}
        aria-controls={DesktopSearch ? id : undefined}
        aria-label={t(lang).header.openSearch()}
        data-ready={ready || undefined}
        onClick={show}
        onFocus={preload}
        onPointerEnter={preload}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {DesktopSearch ? (
        <DesktopSearch
          id={id}
          lang={lang}
          open={open}
          onClose={(returnFocus) => {
            setOpen(false);
            if (returnFocus) buttonRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

const trigger = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;
