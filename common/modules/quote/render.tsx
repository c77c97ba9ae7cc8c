import { css } from 'goober';
import { colors, fonts } from '../../theme';
import type { RendererProps } from '../renderer-props';
import type declaration from './schema';

const figure = css`
  margin: 0;
  padding-left: 1.5rem;
  border-left: 4px solid ${colors.primary};
  & blockquote {
    margin: 0;
    font-family: ${fonts.heading};
    font-size: 1.5rem;
    line-height: 1.4;
  }
  & figcaption {
    margin-top: 0.75rem;
  }
`;

export function Quote({ data }: RendererProps<typeof declaration>) {
  return (
    <figure className={figure}>
      <blockquote>
        <p style={{ margin: 0 }}>{data.content}</p>
      </blockquote>
      {data.author ? (
        <figcaption>
          <cite>{data.author}</cite>
        </figcaption>
      ) : null}
    </figure>
  );
}
