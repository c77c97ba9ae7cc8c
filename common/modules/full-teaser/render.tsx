import { css } from 'goober';
import { colors, mq } from '../../theme';
import type { RendererProps } from '../renderer-props';
import { Picture } from '../shared/picture';
import { TeaserBody } from '../shared/teaser-body';
import type declaration from './schema';

const teaser = css`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  background: ${colors.surface};
  & img {
    display: block;
    width: 100%;
    height: auto;
  }
  & > div {
    padding: 0 1.5rem 1.5rem;
  }
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
    & > div {
      padding: 2rem;
    }
    &.image-right > picture {
      order: 2;
    }
  }
`;

export function FullTeaser({ data, lang }: RendererProps<typeof declaration>) {
  return (
    <article className={`${teaser} ${data.extra_class}`}>
      {data.image ? <Picture image={data.image} /> : null}
      <div>
        <TeaserBody data={data} lang={lang} level={2} prominent />
      </div>
    </article>
  );
}
