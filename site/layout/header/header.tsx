import { css } from 'goober';
import { t } from '../../../common/i18n';
import { homePath } from '../../../common/routes';
import { colors, headerSizes, mq, sizes } from '../../../common/theme';
import type { LayoutPartProps } from '../layout-props';
import { lazyPart } from '../../../common/lazy-part';
import { useLoggedIn } from './use-logged-in';
import { useScrolledPast } from './use-scrolled-past';
import { whenIdle } from '../when-idle';
import { HEADER_MENU_ATTRIBUTE } from '../../../common/styles/class-names';
// The burger menu: drawn by the server as a disclosure that works before its code arrives (DECISIONS
// "The header menu and forms without JavaScript"); its code comes with the header's chunk (default-layout.tsx), one request for both.
import { BurgerMenu } from './burger-menu';


/**
 * Parts the server renders in full whose code the first paint does not need:
 * their markup is links and text, usable before any script runs; their code loads as the app
 * hydrates, outside the first load, and the browser keeps the server's markup meanwhile.
 */
const TopBar = lazyPart(async () => (await import('./top-bar')).TopBar);
const MenuList = lazyPart(async () => (await import('./menu-list')).MenuList);
const ShopEntries = lazyPart(async () => (await import('./shop-entries')).ShopEntries);
const SearchButton = lazyPart(async () => (await import('../../widgets/search/search-button')).SearchButton);

/** Shows only after scrolling half a window height (SPEC §9): its code can wait for the first idle moment. */
const ScrollToTop = whenIdle(async () => (await import('./scroll-to-top')).ScrollToTop);

/** Only visitors holding the session hint download the user menu and make the user call (ARCHITECTURE "Budgets"). */
const UserMenu = whenIdle(async () => (await import('./user-menu')).UserMenu);

/** Class on the header once the page is scrolled a quarter of the window height (SPEC §9). */
export const HEADER_SCROLLED_CLASS = 'is-scrolled';

/**
 * The site header (SPEC §2 "Header"): top bar (not on landing pages), logo, desktop menu, shop
 * entries and burger menu. The top bar scrolls away, the main bar stays; both have fixed heights
 * so nothing below them moves while the header fills in.
 */
export function Header(props: LayoutPartProps) {
  const { lang, path, page, common } = props;
  const scrolled = useScrolledPast(0.25);
  const loggedIn = useLoggedIn();
  const strings = t(lang).header;
  const withTopBar = !page?.is_landing_page;
  const { settings, nav } = common;

  return (
    <header className={`${header} ${withTopBar ? stickBelowTopBar : ''} ${scrolled ? HEADER_SCROLLED_CLASS : ''}`}>
      {withTopBar && <TopBar {...props} />}
      <div className={bar}>
        <a href={homePath(lang)} className={logo}>
          {settings.design.header.logo ? (
            <img src={settings.design.header.logo} alt={strings.logo()} className={logoImage} />
          ) : (
            strings.logo()
          )}
        </a>
        <nav aria-label={strings.mainNav()} className={desktopMenu}>
          <MenuList items={nav.menu} lang={lang} path={path} variant="bar" />
        </nav>
        <div className={actions}>
          <SearchButton lang={lang} />
          {loggedIn && <UserMenu lang={lang} />}
          <ShopEntries lang={lang} settings={settings} loggedIn={loggedIn} placement="bar" />
          <BurgerMenu lang={lang} path={path} page={page} nav={nav}>
            <ShopEntries lang={lang} settings={settings} loggedIn={loggedIn} placement="menu" />
          </BurgerMenu>
        </div>
      </div>
      <ScrollToTop lang={lang} />
    </header>
  );
}

const bar = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: 1rem;
  height: ${headerSizes.bar};
  max-width: ${sizes.maxContainer};
  margin: 0 auto;
  padding: 0 ${sizes.gutter};
  ${mq.md} {
    gap: clamp(1rem, 1.5vw, 2rem);
  }
  /* The entries stay on one line each (menu-list.tsx, shop-entries.tsx): a signed-in editor's extra
     entries overflowed the window at 1280 px, so the bar's text gives up a pixel or two first. */
  ${mq.desktopMenu} {
    font-size: clamp(0.875rem, 1.15vw, 1rem);
  }
`;

const header = css`
  position: sticky;
  top: 0;
  z-index: 30;
  background: ${colors.background};
  color: ${colors.text};
  transition: box-shadow 0.2s ease;
  &.${HEADER_SCROLLED_CLASS} {
    box-shadow: 0 1px 0 ${colors.border}, 0 0.25rem 1rem ${colors.border};
  }
  /* The open menu (burger-menu.tsx): the bar holds the top of the window, wherever the page is
     scrolled and whatever is above the header; the header keeps its height, so nothing moves. */
  &:has([${HEADER_MENU_ATTRIBUTE}][open]) {
    padding-bottom: ${headerSizes.bar};
  }
  &:has([${HEADER_MENU_ATTRIBUTE}][open]) > .${bar} {
    position: fixed;
    top: 0;
    left: 0;
    right: 0;
    z-index: 41;
    background: ${colors.background};
  }
`;

/** The top bar scrolls out of view; the main bar sticks to the top of the window. */
const stickBelowTopBar = css`
  top: calc(-1 * ${headerSizes.topBar});
`;


const logo = css`
  display: inline-flex;
  align-items: center;
  height: ${headerSizes.logoHeight};
  /* At 320 px the logo gives way rather than push the menu button off the screen. */
  min-width: 0;
  /* Beside the desktop menu it keeps a readable size: with a signed-in visitor's extra entries it
     shrank to nothing at 1280 px; the gaps between the entries give way first. */
  ${mq.desktopMenu} {
    min-width: 6rem;
  }
  color: ${colors.primary};
  font-weight: 700;
  text-decoration: none;
`;

const logoImage = css`
  display: block;
  height: 100%;
  object-fit: contain;
  object-position: left center;
`;

const desktopMenu = css`
  flex: 1;
  ${mq.burgerMenu} {
    display: none;
  }
`;

const actions = css`
  display: flex;
  align-items: center;
  gap: clamp(0.75rem, 1vw, 1.25rem);
  margin-left: auto;
`;
