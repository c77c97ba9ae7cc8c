/** The publish panel's styles shared by its parts (publish-panel.tsx and the forms beside it). */
import { css } from 'goober';

/** Each form of the panel: approval, 'Veröffentlichen am …', 'Vorschau teilen'. */
export const fieldset = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  border: 1px solid #ccc;
  padding: 0.75rem;
  margin: 0 0 1rem;
  p,
  ul,
  textarea {
    flex-basis: 100%;
    margin: 0;
  }
`;
