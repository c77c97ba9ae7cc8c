import { css } from 'goober';
import type { RendererProps } from '../renderer-props';
import { bareList } from '../shared/styles';
import type declaration from './schema';

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2rem 3rem;
  & img {
    width: auto;
    max-width: 10rem;
    height: auto;
    max-height: 4rem;
    object-fit: contain;
  }
`;

export function LogoList({ items }: RendererProps<typeof declaration>) {
  return (
    <ul className={`${bareList} ${row}`}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
