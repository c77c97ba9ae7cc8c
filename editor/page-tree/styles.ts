/** Styles shared by the files of the page tree (its view and rows) and of 'Neue Seite' (its dialog and fields). */
import { css } from 'goober';
import { EDITOR_COLORS } from '../styles';

/** A level of the tree, its children indented under a dotted line. */
export const list = css`
  list-style: none;
  margin: 0;
  padding: 0 0 0 1.25rem;
  & & {
    border-left: 1px dotted #999;
  }
`;
/** A labelled field of 'Neue Seite' with its note or error below. */
export const fieldRow = css`
  display: grid;
  gap: 0.25rem;
  label {
    font-weight: 600;
  }
`;
export const note = css`
  margin: 0;
  color: ${EDITOR_COLORS.muted};
  font-size: 0.9em;
`;
export const message = css`
  margin: 0;
  color: ${EDITOR_COLORS.danger};
  font-weight: 600;
`;
