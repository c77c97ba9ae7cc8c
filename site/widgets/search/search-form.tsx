/**
 * The search form (SPEC §2 "Search", §4 search form states, §5): a text field with autocomplete as an
 * ARIA 1.2 combobox (the field keeps the focus; the active suggestion is named by
 * aria-activedescendant), a clear button shown only with text, and a submit button. Empty text is
 * never submitted; submitting closes the list and the header menu and goes to the search page.
 */
import { css } from 'goober';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { typedValue } from '../../../common/forms/typed-before';
import { useLocation } from 'wouter';
import { searchText } from '../../../common/api/search-calls';
import type { Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { button } from '../../../common/modules/shared/styles';
import { closeHeaderMenu } from '../../layout/header/menu-state';
import { srOnly } from '../../layout/header/sr-only';
import { submitPath } from './search-address';
import { SuggestionList } from './suggestion-list';
import { tSearch } from './strings';
import { useSuggestions } from './use-suggestions';

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
  // Words typed into the server's field before the app took it over stay.
  const [value, setValue] = useState(() => typedValue(`${id}-input`) ?? initialText);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [location, navigate] = useLocation();
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  const rootRef = useRef<HTMLFormElement>(null);
  const listId = `${id}-list`;
  const suggestions = useSuggestions(lang, value, listOpen);
  const expanded = listOpen && suggestions.length > 0;
  // A newer, shorter list may arrive while an option is active: past its end nothing is.
  const activeIndex = active < suggestions.length ? active : -1;

  // A new initial text (another search's address) replaces the field's; the first one is already there.
  const firstText = useRef(initialText);
  useEffect(() => {
    if (initialText !== firstText.current) setValue(initialText);
    firstText.current = initialText;
  }, [initialText]);

  const closeList = () => {
    setListOpen(false);
    setActive(-1);
  };

  // SPEC §4: an outside click or a scroll of the page closes the list.
  useEffect(() => {
    if (!expanded) return;
    const onPointer = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) closeList();
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', closeList, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', closeList);
    };
  }, [expanded]);

  const submit = (typed: string) => {
    const query = searchText(typed);
    closeList();
    if (!query) {
      input.current?.focus();
      return;
    }
    closeHeaderMenu();
    navigate(submitPath(lang, query, location));
    onSubmitted?.();
  };

  const choose = (suggestion: string) => {
    setValue(suggestion);
    submit(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setListOpen(true);
      setActive((current) => (expanded ? (current + 1) % count : 0));
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      choose(suggestions[activeIndex]!);
    } else if (event.key === 'Escape') {
      // The list closes first and the text stays; a second Escape is the caller's (SPEC §4).
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        closeList();
      } else {
        onEscape?.();
      }
    }
  };

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
          onInput={(event) => {
            const next = (event.target as HTMLInputElement).value;
            setValue(next);
            setActive(-1);
            setListOpen(searchText(next) !== '');
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        {value ? (
          <button
            type="button"
            className={clear}
            aria-label={text.clear()}
            onClick={() => {
              setValue('');
              closeList();
              input.current?.focus();
            }}
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
