import { css } from 'goober';
import { cardGrid } from '../../styles/card-grid';
import { sizes } from '../../theme';
import type { RendererProps } from '../renderer-props';
import { bareList } from '../shared/styles';
import type declaration from './schema';

const LOOKS = {
  grid: css`
    ${cardGrid}
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
