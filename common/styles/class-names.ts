/** Class names that both the static document CSS and the visitor app set. */

/** On <html> while a menu or overlay is open (SPEC §4). */
export const NO_SCROLL_CLASS = 'no-scroll';

/**
 * On the header menu's <details> (site/layout/header/burger-menu.tsx): while it is open the document
 * does not scroll, by CSS, so also before and without the app's code.
 */
export const HEADER_MENU_ATTRIBUTE = 'data-header-menu';

/** Around each page's blocks, which fade in one after another (SPEC §2 page transition; site/layout/page-transition.tsx). */
export const PAGE_ENTER_CLASS = 'page-enter';

/** Read by screen readers, invisible on screen: the one visually-hidden style (STYLE 13), static in the document CSS. */
export const VISUALLY_HIDDEN_CLASS = 'visually-hidden';

/** A cancelled event's title is struck through (it stays listed until its date); static in the document CSS. */
export const STRUCK_CLASS = 'struck';

/** The skip links (site/layout/accessibility-nav.tsx): off screen until focused, static in the document CSS. */
export const SKIP_LINKS_CLASS = 'skip-links';

/**
 * Set on <html> by the first client navigation (site/router/navigation.ts): page-enter animations
 * run only under it, so the first load paints the server's page at once.
 */
export const NAVIGATED_ATTRIBUTE = 'data-navigated';

/**
 * The consent banner (site/widgets/consent/consent-dialog.tsx), which the server draws open in every
 * page of a visitor without a decision, and the mark the head's consent script sets on <html> when
 * the consent cookie holds one (server/shell/consent-script.ts): under it the document CSS hides the
 * server's banner before paint.
 */
export const CONSENT_DIALOG_ATTRIBUTE = 'data-consent-dialog';
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';

/**
 * The programme's filter bar (site/widgets/event-list/filter-bar.tsx): the row of dropdowns and the
 * phone's one 'Filter' button. Both are in the server's page and the width picks one by CSS, so the
 * bar never jumps when the code arrives; without JavaScript the row shows at every
 * width (the shell's noscript CSS), since the button's sheet needs the code.
 */
export const FILTERS_ROW_ATTRIBUTE = 'data-filters-row';
export const FILTERS_BUTTON_ATTRIBUTE = 'data-filters-button';
