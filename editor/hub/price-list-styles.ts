/** The look of the seat groups and prices widget (editor/hub/price-list-widget.tsx) and its parts. */
import { css } from 'goober';

export const box = css`
  display: grid;
  gap: 0.75rem;
`;
export const hint = css`
  margin: 0;
  font-size: 0.9rem;
`;
export const groupBox = css`
  display: grid;
  gap: 0.5rem;
  legend {
    font-weight: 600;
  }
`;
export const names = css`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  label {
    display: grid;
    gap: 0.2rem;
  }
`;
/** A price's category, amount and remove button; the column heads above them share it. */
export const priceRow = css`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: minmax(9rem, 2fr) minmax(6rem, 1fr) auto;
  align-items: center;
  & > span {
    font-size: 0.9rem;
  }
`;
export const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
