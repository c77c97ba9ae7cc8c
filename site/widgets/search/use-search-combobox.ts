import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { searchText } from '../../../common/api/search-calls';
import { typedValue } from '../../../common/forms/typed-before';
import type { Lang } from '../../../common/routes';
import { closeHeaderMenu } from '../../layout/header/menu-state';
import { submitPath } from './search-address';
import { useSuggestions } from './use-suggestions';

interface ComboboxOptions {
  lang: Lang;
  /** The field's id, also the base of the list's and the options' ids. */
  inputId: string;
  initialText: string;
  input: RefObject<HTMLInputElement | null>;
  root: RefObject<HTMLElement | null>;
  onSubmitted?: () => void;
  onEscape?: () => void;
}

/** SPEC §4: an outside click or a scroll of the page closes the list. */
function useCloseOutside(expanded: boolean, root: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!expanded) return;
    const onPointer = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', close, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', close);
    };
  }, [expanded]);
}

/**
 * The state of the search field's suggestion list (site/widgets/search/search-form.tsx): what is typed,
 * whether the list shows, which option is active, and submitting, which goes to the search page.
 */
export function useSearchCombobox({ lang, inputId, initialText, input, root, onSubmitted, onEscape }: ComboboxOptions) {
  // Words typed into the server's field before the app took it over stay.
  const [value, setValue] = useState(() => typedValue(inputId) ?? initialText);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [location, navigate] = useLocation();
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
  useCloseOutside(expanded, root, closeList);

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
  const type = (next: string) => {
    setValue(next);
    setActive(-1);
    setListOpen(searchText(next) !== '');
  };
  const clearText = () => {
    setValue('');
    closeList();
    input.current?.focus();
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
      if (!expanded) return onEscape?.();
      event.preventDefault();
      event.stopPropagation();
      closeList();
    }
  };

  return { value, suggestions, expanded, activeIndex, submit, choose, type, clearText, onKeyDown };
}
