/** Styles the user pages share. */
import { css } from 'goober';
import { colors, fonts, sizes } from '../../../common/theme';

export const page = css`
  max-width: 48rem;
  margin: 0 auto;
  padding: clamp(2rem, 8vw, 6rem) ${sizes.gutter};
  & > section + section {
    margin-top: 2.5rem;
  }
`;

export const title = css`
  font-family: ${fonts.heading};
  font-size: clamp(2rem, 5vw, 3rem);
`;

export const subtitle = css`
  font-family: ${fonts.heading};
  font-size: 1.5rem;
`;

export const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0;
  & dt {
    font-weight: 700;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin-top: 1.5rem;
`;

export const button = css`
  display: inline-block;
  padding: 0.75rem 1.5rem;
  border: 2px solid ${colors.primary};
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${colors.primaryDark};
  }
  &:disabled {
    cursor: progress;
  }
`;

export const secondary = css`
  background: none;
  color: ${colors.primary};
  &:hover,
  &:focus-visible {
    background: ${colors.surface};
  }
`;
