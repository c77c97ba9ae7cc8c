import { css } from 'goober';

/** Every text-like control of the editor's forms. */
export const control = css`
  box-sizing: border-box;
  width: 100%;
  font: inherit;
  padding: 0.45rem 0.6rem;
  border: 1px solid #767676;
  border-radius: 4px;
  &[aria-invalid='true'] {
    border: 2px solid #a50e0e;
  }
  &:focus-visible {
    outline: 3px solid #0b57d0;
    outline-offset: 1px;
  }
`;
