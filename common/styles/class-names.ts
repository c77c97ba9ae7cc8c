/** Class names that both the static document CSS and the visitor app set. */

/** On <html> while a menu or overlay is open (SPEC §4). */
export const NO_SCROLL_CLASS = 'no-scroll';

/**
 * On the header menu's <details> (site/layout/header/burger-menu.tsx): while it is open the document
 * does not scroll, by CSS, so also before and without the app's code (issue #22 point 1).
 */
export const HEADER_MENU_ATTRIBUTE = 'data-header-menu';

/** Around each page's blocks, which fade in one after another (SPEC §2 page transition; site/layout/page-transition.tsx). */
export const PAGE_ENTER_CLASS = 'page-enter';

/** Read by screen readers, invisible on screen: the one visually-hidden style (STYLE 13), static in the document CSS. */
export const VISUALLY_HIDDEN_CLASS = 'visually-hidden';

/** The skip links (site/layout/accessibility-nav.tsx): off screen until focused, static in the document CSS. */
export const SKIP_LINKS_CLASS = 'skip-links';

/**
 * Set on <html> by the first client navigation (site/router/navigation.ts): page-enter animations
 * run only under it, so the first load paints the server's page at once.
 */
export const NAVIGATED_ATTRIBUTE = 'data-navigated';
