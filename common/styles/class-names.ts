/** Class names that both the static document CSS and the visitor app set. */

/** On <html> while a menu or overlay is open (SPEC §4). */
export const NO_SCROLL_CLASS = 'no-scroll';
