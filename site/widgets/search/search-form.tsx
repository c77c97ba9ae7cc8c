/**
 * The search form (SPEC §2 "Search", §4 search form states, §5): a text field with autocomplete as an
 * ARIA 1.2 combobox (the field keeps the focus; the active suggestion is named by
 * aria-activedescendant), a clear button shown only with text, and a submit button. Empty text is
 * never submitted; submitting closes the list and the header menu and goes to the search page.
 */
import { css } from 'goober';
import { useId, useRef, type FormEvent, type RefObject } from 'react';
import type { Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { button } from '../../../common/modules/shared/styles';
import { srOnly } from '../../layout/header/sr-only';
import { SuggestionList } from './suggestion-list';
import { tSearch } from './strings';
import { useSearchCombobox } from './use-search-combobox';

export interface SearchFormProps {
  lang: Lang;
  /** The text the field starts with (the search page's q). */
  initialText?: string;
  /** After a search was submitted (the header's form closes). */
  onSubmitted?: () => void;
  /** Escape while no suggestion list is open (the header's form closes). */
  onEscape?: () => void;
  /** Focus left the field (the header's form closes after SPEC §9's blur delay). */
  onBlur?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The form's accessible name where a page says more than "Search" (the magazine's search start). */
  label?: string;
  className?: string;
}

export function SearchForm({ lang, initialText = '', onSubmitted, onEscape, onBlur, inputRef, label, className }: SearchFormProps) {
  const text = tSearch(lang);
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  const rootRef = useRef<HTMLFormElement>(null);
  const listId = `${id}-list`;
  const { value, suggestions, expanded, activeIndex, submit, choose, type, clearText, onKeyDown } = useSearchCombobox({
    lang,
    inputId: `${id}-input`,
    initialText,
    input,
    root: rootRef,
    onSubmitted,
    onEscape,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(value);
  };

  return (
    <form ref={rootRef} role="search" aria-label={label ?? text.form()} className={`${form} ${className ?? ''}`} onSubmit={onSubmit} noValidate>
      <div className={field}>
        <label htmlFor={`${id}-input`} className={srOnly}>
          {text.label()}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          // type=text, not search: an input of type search may not be a combobox (Nu Html Checker); the keyboard still offers 'search'.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="q"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          placeholder={text.placeholder()}
          value={value}
          className={inputClass}
          onInput={(event) => type((event.target as HTMLInputElement).value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        {value ? (
          <button
            type="button"
            className={clear}
            aria-label={text.clear()}
            onClick={clearText}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        <SuggestionList id={listId} label={text.suggestions()} suggestions={expanded ? suggestions : []} active={activeIndex} onChoose={choose} />
        <span role="status" className={srOnly}>
          {expanded ? text.suggestionsCount({ count: suggestions.length }) : ''}
        </span>
      </div>
      <button type="submit" className={button}>
        {text.submit()}
      </button>
    </form>
  );
}

const form = css`
  display: flex;
  align-items: stretch;
  gap: 0.5rem;
  width: 100%;
`;

const field = css`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;
`;

const inputClass = css`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0.5rem 2.75rem 0.5rem 0.75rem;
  border: 2px solid ${colors.text};
  border-radius: 0;
  background: ${colors.background};
  color: ${colors.text};
  font: inherit;
  &::-webkit-search-cancel-button {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const clear = css`
  position: absolute;
  top: 50%;
  right: 0.25rem;
  width: 2.25rem;
  height: 2.25rem;
  transform: translateY(-50%);
  border: 0;
  background: none;
  color: ${colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
  }
`;
