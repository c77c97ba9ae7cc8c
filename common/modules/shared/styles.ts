/** Styles several module renderers share; colours, breakpoints and timings come from common/theme.ts only. */
import { css } from 'goober';
import { colors, fonts, mq, timings } from '../../theme';

/** Read by screen readers, invisible on screen (e.g. "opens in a new tab"); static in the document CSS. */
export { VISUALLY_HIDDEN_CLASS as visuallyHidden } from '../../styles/class-names';

/**
 * Colours from the page variant's custom properties (common/styles/document-css.ts), so the
 * jewish-weekends variant turns every button orange. Focus rings: the document's.
 */
export const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  min-height: 2.75rem;
  padding: 0.6rem 1.4rem;
  border: 2px solid var(--button-background);
  border-radius: 0;
  background: var(--button-background);
  color: ${colors.onPrimary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${timings.submenuS}s;
  &:hover {
    background: var(--button-background-hover);
    border-color: var(--button-background-hover);
  }
  ${mq.reducedMotion} {
    transition: none;
  }
`;

export const buttonSecondary = css`
  background: ${colors.background};
  color: var(--button-background);
  &:hover {
    background: ${colors.surface};
    color: ${colors.primaryDark};
  }
`;

export const textLink = css`
  color: ${colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  &:hover {
    color: ${colors.primaryDark};
  }
`;

/** Rich text from the CMS: lists, links and paragraphs spaced for reading. */
export const prose = css`
  max-width: 70ch;
  line-height: 1.6;
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  & a {
    color: ${colors.primary};
  }
`;

export const heading = css`
  font-family: ${fonts.heading};
  margin: 0;
  line-height: 1.2;
`;

export const preline = css`
  margin: 0 0 0.25rem;
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${colors.textMuted};
`;

export const subline = css`
  margin: 0.25rem 0 0;
  font-size: 1.125rem;
  color: ${colors.textMuted};
`;

/** Pinned to the bottom of the viewport while its section scrolls by (SPEC §2 "Sticky navigation"). */
export const stickyBottom = css`
  position: sticky;
  bottom: 1rem;
  z-index: 2;
`;

/** Plain list reset for lists of modules. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li:empty {
    display: none;
  }
`;
