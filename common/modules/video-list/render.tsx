import { css } from 'goober';
import { mq, sizes } from '../../theme';
import type { RendererProps } from '../renderer-props';
import { bareList } from '../shared/styles';
import type declaration from './schema';

const grid = css`
  display: grid;
  gap: ${sizes.gutter};
  ${mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  }
`;

/** Its videos side by side, each behind its own two-click placeholder (the video renderer). */
export function VideoList({ items }: RendererProps<typeof declaration>) {
  return (
    <ul className={`${bareList} ${grid}`}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
