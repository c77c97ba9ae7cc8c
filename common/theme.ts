/**
 * Colours, breakpoints, sizes and timings of the design (SPEC §2 "Visual variants", §9). The one
 * place for each of these facts: components read them from here, never write them again.
 */
export const colors = {
  /** Primary: dark red. */
  primary: '#8b0a1e',
  primaryDark: '#5e0614',
  text: '#1a1a1a',
  textMuted: '#595959',
  background: '#ffffff',
  surface: '#f4f1ec',
  border: '#d6d1c8',
  focus: '#1a5fb4',
  error: '#b00020',
  success: '#1e6b35',
  onPrimary: '#ffffff',
  /** Jewish-weekends variant: buttons and section borders turn orange. */
  accentOrange: '#c75000',
} as const;

/** Colour themes a page or section may choose (SPEC §2). */
export const colourThemes = {
  cc01: { name: 'cream', background: '#f5efe1', text: '#1a1a1a' },
  cc02: { name: 'green', background: '#dfe9df', text: '#13321c' },
  cc03: { name: 'blue', background: '#dde6f0', text: '#122a45' },
} as const;

/** Layout breakpoints in em (SPEC §9): small tablet, desktop, wide, extra wide. */
export const breakpoints = { md: '48em', lg: '64em', xl: '85.375em', xxl: '100em' } as const;
/** Below this the burger menu replaces the desktop menu (SPEC §9: 1280px). */
export const BURGER_MENU_MAX_PX = 1279;
/** "Mobile" for modal variants (SPEC §9: 768px). */
export const MOBILE_MAX_PX = 767;

export const mq = {
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  xl: `@media (min-width: ${breakpoints.xl})`,
  xxl: `@media (min-width: ${breakpoints.xxl})`,
  desktopMenu: `@media (min-width: ${BURGER_MENU_MAX_PX + 1}px)`,
  burgerMenu: `@media (max-width: ${BURGER_MENU_MAX_PX}px)`,
  mobile: `@media (max-width: ${MOBILE_MAX_PX}px)`,
  print: '@media print',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Image sizes the server renders and `sizes` attributes refer to (SPEC §9). */
export const IMAGE_BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const;

/**
 * Fixed heights of the header rows, so the header reserves its space before fonts and the logo load,
 * and the server's fallback headline sits where the app will put it (no layout shift).
 */
export const headerSizes = {
  /** Top bar with opening hours, language switch and top navigation. */
  topBar: '2.5rem',
  /** Bar with logo, menu and actions. */
  bar: '4.5rem',
  logoHeight: '2.75rem',
} as const;

export const sizes = {
  maxContainer: '188rem',
  progressBar: '2px',
  autocompleteMaxHeight: '21rem',
  cartBadge: '1rem',
  gutter: 'clamp(1rem, 4vw, 3rem)',
  /** The booking widget's price list, collapsed (first entries) and expanded (SPEC §4). */
  priceListCollapsed: '11.25rem',
  priceListExpanded: '25rem',
} as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: 'Georgia, "Times New Roman", serif',
} as const;

/** Timings from SPEC §9, in milliseconds unless named otherwise. */
export const timings = {
  pageTransitionS: 0.5,
  pageStaggerS: 0.09,
  scrollOffsetPx: 130,
  hashWait: 1000,
  hashRetry: 250,
  hashRetries: 100,
  reloadGuard: 60_000,
  progressThrottle: 200,
  progressDuration: 5000,
  progressHide: 500,
  pagePoll: 50,
  alertHide: 4000,
  focusDelay: 200,
  summaryReset: 250,
  scrollToTopS: 0.7,
  submenuS: 0.4,
  menu: 700,
  modal: 780,
  /** The service worker serves a seen page from its cache when the network has not answered by then. */
  swNetworkTimeout: 4000,
  /** Idle prefetch gives up waiting for an idle moment after this long (SPEC §9). */
  prefetchIdle: 2000,
} as const;
