/**
 * The header's two dropdowns, the language switch and the user menu: the button
 * that opens one and the panel below it. CSS text for a `css` block, like common/styles/inline-list.ts.
 */
import { colors } from '../../../common/theme';

export const dropdownButton = `
  display: inline-flex;
  gap: 0.25rem;
  align-items: center;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  padding: 0.25rem 0;
`;

export const dropdownPanel = (minWidth: string) => `
  list-style: none;
  margin: 0;
  padding: 0.5rem 0.75rem;
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 30;
  min-width: ${minWidth};
  background: ${colors.background};
  color: ${colors.text};
  border: 1px solid ${colors.border};
`;
