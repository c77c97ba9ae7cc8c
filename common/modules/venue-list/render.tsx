/** SPEC §3 "Venue list": its venue cards in a grid, one column on phones. */
import { css } from 'goober';
import { cardGrid } from '../../styles/card-grid';
import type { RendererProps } from '../renderer-props';
import { bareList } from '../shared/styles';
import type declaration from './schema';

export function VenueList({ items }: RendererProps<typeof declaration>) {
  if (items.length === 0) return null;
  return (
    <ul className={`${bareList} ${grid}`}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

const grid = css`
  ${cardGrid}
`;
