/**
 * The look of a modal `<dialog>` popup (booking widget, cookie settings): a sheet rising from the
 * bottom on phones, centred from 48em, with a dimmed backdrop. `maxWidth` fits its content.
 */
import { css } from 'goober';
import { colors, mq, sizes } from '../../../common/theme';

export const dialogPanel = (maxWidth: string) => css`
  box-sizing: border-box;
  width: 100%;
  max-width: ${maxWidth};
  max-height: 100%;
  margin: auto auto 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 1.25rem ${sizes.gutter};
  border: 0;
  border-top: 4px solid ${colors.primary};
  background: ${colors.background};
  color: ${colors.text};
  &::backdrop {
    background: color-mix(in srgb, ${colors.text} 45%, transparent);
  }
  ${mq.md} {
    margin: auto;
    max-height: 90vh;
    padding: 2rem 2.5rem;
  }
`;
