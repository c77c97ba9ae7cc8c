/**
 * Keeps the event list in step with the filters in the address (SPEC §4): the inlined data fills
 * the first render, so the server renders the events too; a filter or date change loads from the
 * first page and scrolls to the top. An address SPEC §5 rejects loads nothing and is reported.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EventsRouteData } from '../../../common/api/types';
import type { Lang } from '../../../common/routes';
import { eventFilters, filtersKey, type InvalidParam } from '../../stores/event-filters';
import { loadFor, seedFromRoute } from './list-store';
import { useFilterAddress } from './use-filter-address';

export function useListLoad(lang: Lang, initial: EventsRouteData | null, onInvalid: ((invalid: InvalidParam) => void) | undefined, scrollRoot: RefObject<HTMLElement | null> | undefined) {
  const invalid = useFilterAddress();
  const filters = eventFilters.value;
  const key = `${lang}|${filtersKey(filters)}`;
  const previous = useRef<string | null>(null);
  useState(() => !invalid && seedFromRoute(lang, filters, initial));

  useEffect(() => {
    if (invalid) onInvalid?.(invalid);
  }, [invalid, onInvalid]);

  useEffect(() => {
    if (invalid) return;
    const first = previous.current === null;
    previous.current = key;
    if (!(first && seedFromRoute(lang, filters, initial))) loadFor(lang, filters);
    if (!first) {
      const root = scrollRoot?.current;
      if (root) root.scrollTo({ top: 0 });
      else window.scrollTo({ top: 0 });
    }
    // `filters` is read through `key`, which names them.
  }, [key, invalid]);

  return { filters, key };
}
