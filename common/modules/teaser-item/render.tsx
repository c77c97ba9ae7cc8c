import { css } from 'goober';
import { cardMedia } from '../shared/picture';
import type { RendererProps } from '../renderer-props';
import { Picture } from '../shared/picture';
import { TeaserBody } from '../shared/teaser-body';
import type declaration from './schema';

const card = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: 100%;
  ${cardMedia('4 / 3')}
`;

/** Its own online window is honoured by the module renderer like every module's (SPEC §4). */
export function TeaserItem({ data, lang }: RendererProps<typeof declaration>) {
  return (
    <article className={card}>
      {data.image ? <Picture image={data.image} /> : null}
      <TeaserBody data={data} lang={lang} level={3} />
    </article>
  );
}
