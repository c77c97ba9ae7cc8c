/**
 * Fixed heights of the header rows, so the header reserves its space before fonts and the logo load
 * (no layout shift). They belong beside the other sizes in common/theme.ts once that file takes them.
 */
export const HEADER_SIZES = {
  /** Top bar with opening hours, language switch and top navigation. */
  topBar: '2.5rem',
  /** Bar with logo, menu and actions. */
  bar: '4.5rem',
  logoHeight: '2.75rem',
} as const;
