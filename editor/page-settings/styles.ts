/** The page settings dialog's styles, shared by its parts (page-settings-dialog.tsx and the fieldsets beside it). */
import { css } from 'goober';

export const grid = css`
  display: grid;
  gap: 1rem;
  fieldset {
    display: grid;
    gap: 0.6rem;
    border: 1px solid #ccc;
    border-radius: 6px;
  }
`;
export const row = css`
  display: grid;
  gap: 0.25rem;
  label {
    font-weight: 600;
  }
`;
export const inline = css`
  display: flex;
  gap: 0.5rem;
`;
export const check = css`
  display: flex;
  gap: 0.4rem;
  align-items: center;
`;
export const hint = css`
  margin: 0 0 0.75rem;
  color: #555;
  font-size: 0.9em;
`;
export const message = css`
  margin: 0;
  color: #a50e0e;
  font-weight: 600;
`;
