import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { css } from 'goober';
import type { Navigation, Page } from '../../../common/api/types';
import { t } from '../../../common/i18n';
import type { Lang } from '../../../common/routes';
import { colors, mq, sizes, timings } from '../../../common/theme';
import { useNoScroll } from '../no-scroll';
import { LanguageSwitch } from './language-switch';
import { headerMenuCloseRequests, headerMenuOpen } from './menu-state';
import { MenuList } from './menu-list';
import { LinkNav } from './link-nav';
import { activateOnKey, useDismiss } from './use-dismiss';

interface BurgerMenuProps {
  lang: Lang;
  path: string;
  page: Page | null;
  nav: Navigation;
  /** Parts the header moves into the panel on small screens (the shop entries). */
  children?: ReactNode;
}

/**
 * The menu below 1280px (SPEC §2 "Header", §9): a disclosure button and a panel with the primary
 * items and their submenus, the secondary items and the footer links. It closes on Escape (focus back
 * to the button), on a click outside and on navigation; while open the page does not scroll (SPEC §4).
 */
export function BurgerMenu({ lang, path, page, nav, children }: BurgerMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const strings = t(lang).header;
  const toggle = () => setOpen(!open);

  useNoScroll(open);
  useEffect(() => {
    headerMenuOpen.value = open;
    const panelEl = panelRef.current;
    if (!open || !panelEl) return;
    // One read at opening: the panel starts where the header ends, whether the top bar shows or not.
    panelEl.style.top = `${buttonRef.current?.closest('header')?.getBoundingClientRect().bottom ?? 0}px`;
    panelEl.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open]);
  useEffect(() => () => void (headerMenuOpen.value = false), []);
  useEffect(() => setOpen(false), [path]);
  useEffect(() => headerMenuCloseRequests.subscribe(() => setOpen(false)), []);
  useDismiss(
    open,
    (reason) => {
      setOpen(false);
      if (reason === 'escape') buttonRef.current?.focus();
    },
    [buttonRef, panelRef],
  );

  // Any followed link is a navigation, also one to the page already shown.
  const closeOnLink = (event: { target: EventTarget | null }) => {
    if ((event.target as Element | null)?.closest?.('a[href]')) setOpen(false);
  };

  return (
    <div className={root}>
      <button
        ref={buttonRef}
        type="button"
        className={burgerButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
        onKeyDown={activateOnKey(toggle)}
      >
        <span className={icon} aria-hidden="true" />
        {strings.menu()}
      </button>
      <div id={id} ref={panelRef} hidden={!open} className={panel} onClick={closeOnLink}>
        <nav aria-label={strings.mainNav()}>
          <MenuList items={nav.menu} lang={lang} path={path} variant="panel" />
        </nav>
        <LinkNav label={strings.topNav()} links={nav.top} lang={lang} direction="column" />
        <LanguageSwitch lang={lang} path={path} page={page} />
        {children}
        <LinkNav label={strings.footerNav()} links={nav.footer} lang={lang} />
      </div>
    </div>
  );
}

const root = css`
  ${mq.desktopMenu} {
    display: none;
  }
`;

const burgerButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const icon = css`
  position: relative;
  width: 1.5rem;
  height: 2px;
  background: currentColor;
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    background: currentColor;
    transition: transform ${timings.menu}ms ease;
  }
  &::before {
    top: -0.45rem;
  }
  &::after {
    top: 0.45rem;
  }
  ${mq.reducedMotion} {
    &::before,
    &::after {
      transition: none;
    }
  }
`;

const panel = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  display: flex;
  flex-direction: column;
  gap: 2rem;
  padding: 2rem ${sizes.gutter};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${colors.background};
  color: ${colors.text};
  &[hidden] {
    display: none;
  }
`;
