/** Styles shared by the files of the page tree (its view and rows). */
import { css } from 'goober';

/** A level of the tree, its children indented under a dotted line. */
export const list = css`
  list-style: none;
  margin: 0;
  padding: 0 0 0 1.25rem;
  & & {
    border-left: 1px dotted #999;
  }
`;
