/** Layout the programme pages share; colours, sizes and breakpoints come from common/theme.ts only. */
import { css } from 'goober';
import { cardMedia } from '../../../common/modules/shared/picture';
import { colors, fonts, mq, sizes } from '../../../common/theme';

/**
 * One column that never grows past the screen: an implicit grid column is `auto`, so a wide child
 * (a 960 px picture, a slider's track) would widen it and the page would scroll sideways.
 */
export const page = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2.5rem;
  max-width: ${sizes.maxContainer};
  margin: 0 auto;
  padding: 2rem ${sizes.gutter} 4rem;
`;

export const intro = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  ${mq.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
    align-items: start;
  }
`;

export const title = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: clamp(2rem, 5vw, 3.5rem);
  line-height: 1.1;
`;

export const kicker = css`
  margin: 0 0 0.5rem;
  color: ${colors.textMuted};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: 0.875rem;
`;

export const sectionTitle = css`
  margin: 0 0 1rem;
  font-family: ${fonts.heading};
  font-size: clamp(1.5rem, 3vw, 2.25rem);
`;

export const facts = css`
  display: grid;
  gap: 1.25rem;
  padding: 1.5rem;
  background: ${colors.surface};
  & dl {
    display: grid;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  & dt {
    color: ${colors.textMuted};
    font-size: 0.875rem;
  }
  & dd {
    margin: 0 0 0.75rem;
  }
`;

// Links keep the theme's colour (document-css.ts), so a person's or production's name reads as the
// link it is; a role or kicker beside it in the same link stays text.
export const cardGrid = css`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  ${cardMedia('4 / 3')}
  & a span {
    color: ${colors.text};
  }
`;

export const lead = css`
  margin: 1rem 0 0;
  font-size: 1.25rem;
  line-height: 1.5;
`;
