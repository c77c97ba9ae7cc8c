/**
 * Document-wide styles no component can own: the custom properties of the colour themes and page
 * variants (set as data attributes on <body>, SPEC §2 "Visual variants"), the no-scroll state
 * (SPEC §4), focus outlines and the print view (SPEC §2: menu and footer hidden). They ship in the
 * HTML head (server/shell/critical-css.ts), not in the visitor's JavaScript: static CSS applies
 * before any script runs and costs the first-load budget nothing. Components style themselves
 * through the custom properties set here.
 */
import { colourThemes, colors, fonts, mq, timings } from '../theme';
import { HEADER_MENU_ATTRIBUTE, NAVIGATED_ATTRIBUTE, NO_SCROLL_CLASS, PAGE_ENTER_CLASS, SKIP_LINKS_CLASS, STRUCK_CLASS, VISUALLY_HIDDEN_CLASS } from './class-names';

const themeRules = Object.entries(colourThemes)
  .map(([name, theme]) => `body[data-theme='${name}']{--page-background:${theme.background};--page-text:${theme.text}}`)
  .join('');

/** How many leading blocks of a page get their own stagger step; later ones come with the last. */
const STAGGERED_BLOCKS = 6;
const delay = (step: number) => `${(step * timings.pageStaggerS).toFixed(2)}s`;

/**
 * SPEC §2: a page's blocks fade in over about 0.5 s, 0.09 s apart, once the visitor navigates: the
 * first load shows the server's page at once (a fade there only kept the content, and the LCP, half
 * a second behind its arrival). `backwards`, not `both`: a
 * transform animation that keeps filling after it ends makes each block a containing block for
 * `position: fixed`, which trapped the phone's filter sheet inside the programme.
 */
const pageEnter = [
  `@keyframes page-enter{from{opacity:0;transform:translateY(.75rem)}to{opacity:1;transform:none}}`,
  `[${NAVIGATED_ATTRIBUTE}] .${PAGE_ENTER_CLASS}>*{animation:page-enter ${timings.pageTransitionS}s ease-out backwards;animation-delay:${delay(STAGGERED_BLOCKS)}}`,
  ...Array.from({ length: STAGGERED_BLOCKS }, (_, i) => `[${NAVIGATED_ATTRIBUTE}] .${PAGE_ENTER_CLASS}>:nth-child(${i + 1}){animation-delay:${delay(i)}}`),
  `${mq.reducedMotion}{[${NAVIGATED_ATTRIBUTE}] .${PAGE_ENTER_CLASS}>*{animation:none}}`,
].join('');

export const DOCUMENT_CSS = [
  `:root{--color-primary:${colors.primary};--button-background:${colors.primary};--button-background-hover:${colors.primaryDark};--section-border:${colors.border};--page-background:${colors.background};--page-text:${colors.text}}`,
  // SPEC §2: hash targets land 130 px below the top, clear of the sticky header, also on plain #links.
  `html{-webkit-text-size-adjust:100%;scroll-padding-top:${timings.scrollOffsetPx}px}`,
  `body{margin:0;overflow-wrap:break-word;font-family:${fonts.body};line-height:1.5;background:var(--page-background);color:var(--page-text)}`,
  // A 960 px picture in a phone's column must shrink with it, not widen the page;
  // a long word in a large headline ('Kammerkonzerte' at 320 px) breaks instead (overflow-wrap above).
  `img,svg,video,iframe{max-width:100%}img{height:auto}`,
  themeRules,
  // A CMS page names its variant on the body; an event or production of the weekends on its article.
  `body[data-variant='jewish-weekends'],article[data-variant='jewish-weekends']{--button-background:${colors.accentOrange};--button-background-hover:${colors.accentOrange};--section-border:${colors.accentOrange}}`,
  // Sections of a variant page are framed in the variant's colour.
  `body[data-variant='jewish-weekends'] main section,article[data-variant='jewish-weekends'] section{border-top:4px solid var(--section-border)}`,
  `body[data-variant='landing-2023']{--section-border:transparent}`,
  // Only the root: a body with overflow hidden became the sticky header's scroller, which put the header
  // back at its place in the document, far above the window on a scrolled page.
  `html.${NO_SCROLL_CLASS},html:has([${HEADER_MENU_ATTRIBUTE}][open]){overflow:hidden}`,
  `:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}`,
  // Links no component styles (editors' footer blocks, the profile, rich text) in the theme's colour,
  // not the browser's blue. :where() keeps this below any component's own class.
  `:where(a){color:${colors.primary};text-underline-offset:.15em}:where(a):hover{color:${colors.primaryDark}}`,
  pageEnter,
  `main:focus{outline:none}`,
  `.${SKIP_LINKS_CLASS} a{position:absolute;left:.5rem;top:-10rem;z-index:1100;padding:.75rem 1rem;background:${colors.primary};color:${colors.onPrimary}}.${SKIP_LINKS_CLASS} a:focus{top:.5rem}`,
  `.${STRUCK_CLASS}{text-decoration:line-through}`,
  `.${VISUALLY_HIDDEN_CLASS}{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}`,
  // SPEC §2: the leaving page fades out as the new one fades in (site/layout/page-transition.tsx);
  // clicks pass through the fading pictures to the new page.
  `::view-transition{pointer-events:none}::view-transition-group(root){animation-duration:${timings.pageTransitionS}s}`,
  `${mq.reducedMotion}{html{scroll-behavior:auto}::view-transition-group(*),::view-transition-old(*),::view-transition-new(*){animation:none!important}}`,
  `${mq.print}{header nav,header button,footer,[data-print='hide']{display:none!important}header{position:static!important;box-shadow:none!important}body{background:${colors.background};color:${colors.text}}}`,
].join('');
