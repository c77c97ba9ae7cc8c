/**
 * The autocomplete's listbox (ARIA 1.2 combobox pattern): options are not focusable, the field keeps
 * the focus and names the active one. A press on an option keeps the focus in the field (so the
 * header form's blur does not close it) and chooses it on click (SPEC §4).
 */
import { css } from 'goober';
import { colors, sizes } from '../../../common/theme';

interface SuggestionListProps {
  id: string;
  label: string;
  suggestions: string[];
  active: number;
  onChoose: (suggestion: string) => void;
}

export function SuggestionList({ id, label, suggestions, active, onChoose }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={list} hidden={suggestions.length === 0}>
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={option}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
        >
          {suggestion}
        </li>
      ))}
    </ul>
  );
}

const list = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 40;
  max-height: ${sizes.autocompleteMaxHeight};
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem 0;
  list-style: none;
  background: ${colors.background};
  color: ${colors.text};
  border: 2px solid ${colors.text};
  border-top: 0;
  &[hidden] {
    display: none;
  }
`;

const option = css`
  padding: 0.6rem 0.75rem;
  cursor: pointer;
  &:hover,
  &[aria-selected='true'] {
    background: ${colors.surface};
    color: ${colors.primaryDark};
    text-decoration: underline;
  }
`;
