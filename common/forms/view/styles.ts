/** Styles of our forms: readable fields, clear error rows, visible focus (WCAG 2.1 AA). */
import { css } from 'goober';
import { colors, fonts, mq, sizes } from '../../theme';

const focusRing = `
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export const page = css`
  max-width: 48rem;
  margin: 0 auto;
  padding: clamp(2rem, 6vw, 4rem) ${sizes.gutter};
  font-family: ${fonts.body};
  color: ${colors.text};
`;

export const title = css`
  font-family: ${fonts.heading};
  font-size: clamp(2rem, 5vw, 3rem);
  line-height: 1.15;
  margin: 0 0 1.5rem;
`;

export const note = css`
  color: ${colors.textMuted};
  font-size: 0.9375rem;
`;

export const row = css`
  margin: 0 0 1.5rem;
  border: 0;
  padding: 0;
  min-width: 0;
  &[data-invalid] {
    border-left: 4px solid ${colors.error};
    padding-left: 0.75rem;
  }
`;

export const label = css`
  display: block;
  font-weight: 600;
  margin-bottom: 0.375rem;
  padding: 0;
`;

export const marker = css`
  color: ${colors.primary};
`;

export const control = css`
  display: block;
  width: 100%;
  box-sizing: border-box;
  font: inherit;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${colors.textMuted};
  border-radius: 2px;
  background: ${colors.background};
  color: ${colors.text};
  ${focusRing}
  &[aria-invalid='true'] {
    border-color: ${colors.error};
    border-width: 2px;
  }
  &:read-only:not(select) {
    background: ${colors.surface};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const textarea = css`
  min-height: 10rem;
  resize: vertical;
`;

export const option = css`
  display: flex;
  gap: 0.625rem;
  align-items: flex-start;
  margin: 0.375rem 0;
  & input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    flex: none;
    accent-color: ${colors.primary};
  }
  & input:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export const help = css`
  color: ${colors.textMuted};
  font-size: 0.9375rem;
  margin: 0.375rem 0 0;
`;

export const error = css`
  color: ${colors.error};
  font-weight: 600;
  margin: 0.375rem 0 0;
`;

export const summary = css`
  border: 2px solid ${colors.error};
  padding: 1rem 1.25rem;
  margin: 0 0 2rem;
  ${focusRing}
  & h2 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
    color: ${colors.error};
  }
  & a {
    color: ${colors.error};
  }
`;

export const success = css`
  border-left: 4px solid ${colors.success};
  background: ${colors.surface};
  padding: 1.25rem 1.5rem;
  ${focusRing}
  & h2 {
    margin: 0 0 0.5rem;
    font-family: ${fonts.heading};
  }
`;

export const button = css`
  font: inherit;
  font-weight: 600;
  padding: 0.75rem 2rem;
  border: 2px solid ${colors.primary};
  border-radius: 2px;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  cursor: pointer;
  ${focusRing}
  &:hover {
    background: ${colors.primaryDark};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  ${mq.mobile} {
    width: 100%;
  }
`;

export const linkButton = css`
  font: inherit;
  background: none;
  border: 0;
  padding: 0;
  color: ${colors.primary};
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

export const progress = css`
  display: block;
  width: 100%;
  height: 0.5rem;
  margin-top: 0.5rem;
  accent-color: ${colors.primary};
`;

/** The honeypot: off screen for people, there for scripts that fill in every field. */
export const trap = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
