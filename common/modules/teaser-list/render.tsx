import { css } from 'goober';
import { mq, sizes } from '../../theme';
import type { RendererProps } from '../renderer-props';
import { bareList } from '../shared/styles';
import type declaration from './schema';

const LOOKS = {
  grid: css`
    display: grid;
    gap: ${sizes.gutter};
    ${mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${mq.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  `,
  scroller: css`
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(16rem, 30%);
    gap: ${sizes.gutter};
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    & > li {
      scroll-snap-align: start;
    }
  `,
} as const;

export function TeaserList({ data, items }: RendererProps<typeof declaration>) {
  return (
    <ul className={`${bareList} ${LOOKS[data.extra_class]}`}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
