import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'goober';
import type { Navigation, Page } from '../../../common/api/types';
import { t } from '../../../common/i18n';
import type { Lang } from '../../../common/routes';
import { colors, headerSizes, mq, sizes, timings } from '../../../common/theme';
import { HEADER_MENU_ATTRIBUTE } from '../../../common/styles/class-names';
import { useNoScroll } from '../no-scroll';
import { LanguageSwitch } from './language-switch';
import { headerMenuCloseRequests, headerMenuOpen } from './menu-state';
import { MenuList } from './menu-list';
import { LinkNav } from './link-nav';
import { useDisclosure } from './use-disclosure';
import { useEnhanced } from './use-enhanced';

interface BurgerMenuProps {
  lang: Lang;
  path: string;
  page: Page | null;
  nav: Navigation;
  /** Parts the header moves into the panel on small screens (the shop entries). */
  children?: ReactNode;
}

/**
 * The menu below 1280px (SPEC §2 "Header", §9): the server draws it as a <details> disclosure, so it
 * opens and its links work before (and without) any script. The app enhances the
 * same markup (data-ready on the details; the summary's expanded state is the browser's own, as
 * aria-expanded on a summary is invalid HTML): focus into the panel, Escape (focus back to the
 * summary), a click outside and navigation close it, and the page does not scroll meanwhile (SPEC §4).
 * The browser keeps the open state; the app follows its `toggle` event, also for a tap before hydration.
 *
 * Geometry: while open, the header's bar is fixed to the top of the window and
 * the panel fills the window below it, by CSS alone: no measurement, so neither the scroll position
 * nor the top alert above the header can put it anywhere else.
 */
/** One per page; fixed, because an id from useId differs between the server's render and the app's. */
const PANEL_ID = 'header-menu';

export function BurgerMenu({ lang, path, page, nav, children }: BurgerMenuProps) {
  const { open, setOpen, root: rootRef, button: summaryRef } = useDisclosure<HTMLDetailsElement>();
  const enhanced = useEnhanced();
  const panelRef = useRef<HTMLDivElement>(null);
  const strings = t(lang).header;

  useNoScroll(open);
  useEffect(() => {
    headerMenuOpen.value = open;
    if (open) panelRef.current?.querySelector<HTMLElement>('a[href], button, summary')?.focus();
  }, [open]);
  useEffect(() => () => void (headerMenuOpen.value = false), []);
  // Navigation closes it; the first render is no navigation (it would undo the tap synced above).
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    setOpen(false);
  }, [path]);
  useEffect(() => headerMenuCloseRequests.subscribe(() => setOpen(false)), []);

  // Any followed link is a navigation, also one to the page already shown.
  const closeOnLink = (event: { target: EventTarget | null }) => {
    if ((event.target as Element | null)?.closest?.('a[href]')) setOpen(false);
  };

  return (
    <details
      ref={rootRef}
      className={root}
      open={open}
      data-ready={enhanced || undefined}
      {...{ [HEADER_MENU_ATTRIBUTE]: '' }}
    >
      <summary ref={summaryRef} className={burgerButton} aria-controls={enhanced ? PANEL_ID : undefined}>
        <span className={icon} aria-hidden="true" />
        {strings.menu()}
      </summary>
      <div id={PANEL_ID} ref={panelRef} className={panel} onClick={closeOnLink}>
        <nav aria-label={strings.mainNav()}>
          <MenuList items={nav.menu} lang={lang} path={path} variant="panel" />
        </nav>
        <LinkNav label={strings.topNav()} links={nav.top} lang={lang} direction="column" />
        <LanguageSwitch lang={lang} path={path} page={page} />
        {children}
        {/* Named apart from the footer's own navigation of the same links (axe landmark-unique). */}
        <LinkNav label={`${strings.footerNav()} (${strings.menu()})`} links={nav.footer} lang={lang} />
      </div>
    </details>
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
  list-style: none;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
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

/** Below the bar, which the header fixes to the top of the window while the menu is open (header.tsx). */
const panel = css`
  position: fixed;
  top: ${headerSizes.bar};
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
  border-top: 1px solid ${colors.border};
`;
