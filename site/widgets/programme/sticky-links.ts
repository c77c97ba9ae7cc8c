/**
 * What the sticky navigation (SPEC §2 "Sticky navigation", "Default layout") needs from programme
 * pages, in a module of its own so the layout can import it without a page chunk: the in-page anchor
 * of the production's dates, which the sticky overlay button jumps to on production detail. The
 * page-specific link buttons live with the module renderers that add them too.
 */
export { stickyLinks, useStickyLinks, type StickyLink } from '../../../common/modules/shared/sticky-links';

/** The id of the production detail's dates-and-tickets section (SPEC §2 "Default layout"). */
export const DATES_ANCHOR = 'dates-and-tickets';
