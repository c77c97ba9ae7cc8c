/** Looks of the booking popup (SPEC §2 "Booking widget"). */
import { css } from 'goober';
import { dialogPanel } from '../shared/dialog-panel';
import { colors, fonts, sizes } from '../../../common/theme';

export const panel = dialogPanel('34rem');

export const head = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
`;

export const title = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: 1.5rem;
  &:focus {
    outline: none;
  }
`;

export const roundButton = css`
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${colors.border};
  border-radius: 50%;
  background: ${colors.background};
  color: ${colors.text};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:disabled {
    color: ${colors.border};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export const group = css`
  padding: 1rem 0;
  border-top: 1px solid ${colors.border};
  & h3 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
  & > p {
    margin: 0 0 0.5rem;
    color: ${colors.textMuted};
  }
`;

export const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  padding: 0.5rem 0;
  /* display: flex would show a collapsed price: hidden means gone, for eyes and for Tab. */
  &[hidden] {
    display: none;
  }
`;

/** A line of its own below a price row. */
export const full = css`
  flex-basis: 100%;
`;

export const counter = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  & output {
    min-width: 1.5rem;
    text-align: center;
    font-weight: 600;
  }
`;

export const linkButton = css`
  padding: 0.25rem 0;
  border: 0;
  background: none;
  color: ${colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export const priceList = css`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: ${sizes.priceListCollapsed};
  overflow: hidden;
  &[data-expanded] {
    max-height: ${sizes.priceListExpanded};
    overflow-y: auto;
  }
`;

export const muted = css`
  color: ${colors.textMuted};
  font-size: 0.9rem;
`;

export const footer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${colors.border};
`;

export const summaryBox = css`
  &:focus {
    outline: none;
  }
  & p {
    margin: 0 0 0.75rem;
  }
`;

export const errorText = css`
  color: ${colors.error};
  font-weight: 600;
`;

export const slotList = css`
  border: 0;
  margin: 0;
  padding: 0;
  & label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.4rem 0;
    cursor: pointer;
  }
`;

export const bareRows = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The embedded shop: the page's width, as tall as the shop says (a phone's screen until it does). */
export const frame = css`
  display: block;
  width: 100%;
  min-height: 70vh;
  border: 0;
`;
