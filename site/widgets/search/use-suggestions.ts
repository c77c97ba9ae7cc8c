/**
 * Suggestions for the typed text (SPEC §4 search form, §5): asked only for non-empty text, lowercased;
 * an answer for an older text is dropped, so the list never shows what the visitor typed before.
 * A failing call gives no suggestions and is reported, never an error on the page (SPEC §8).
 */
import { useEffect, useRef, useState } from 'react';
import { getSuggestions, searchText } from '../../../common/api/search-calls';
import type { Lang } from '../../../common/routes';
import { report } from '../../monitoring/report';

/** SPEC §8: an autocomplete failure is silent for the visitor and reported. */
const reportFailure = (error: unknown) => report(error, { feature: 'autocomplete' });

export function useSuggestions(lang: Lang, text: string, enabled: boolean): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const latest = useRef(0);
  const wanted = enabled ? searchText(text).toLowerCase() : '';

  useEffect(() => {
    const request = ++latest.current;
    if (!wanted) {
      setSuggestions([]);
      return;
    }
    void getSuggestions(lang, wanted, reportFailure).then((list) => {
      if (request === latest.current) setSuggestions(list);
    });
  }, [lang, wanted]);

  return suggestions;
}
