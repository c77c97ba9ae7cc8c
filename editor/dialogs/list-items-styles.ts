/** The row a list's dialog lays out its buttons in: an item's, the add buttons', an item form's (list-items.tsx). */
import { css } from 'goober';

export const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  align-items: center;
`;
