import { css } from 'goober';
import { mq, sizes } from '../../theme';
import { FORMAT_CLASSES } from '../image/render';
import type { RendererProps } from '../renderer-props';
import { bareList } from '../shared/styles';
import type declaration from './schema';

const grid = css`
  display: grid;
  gap: ${sizes.gutter};
  ${mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
`;

/** Its images share one crop, whatever each image module says on its own. */
export function ImageList({ data, items }: RendererProps<typeof declaration>) {
  return (
    <ul className={`${bareList} ${grid} ${FORMAT_CLASSES[data.format]}`}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
