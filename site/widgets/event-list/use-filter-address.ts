/**
 * Keeps the event filters and the address in step, both ways (SPEC §2 "Event list page": date and
 * every filter key stay in the address; reloading an address restores its filters). The address is
 * read while rendering, so the list never shows a frame of stale filters; a filter chosen on the page
 * replaces the address's query through wouter, keeping every other parameter (overlay).
 */
import { effect } from '@preact/signals-react';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { report } from '../../monitoring/report';
import { eventFilters, parseFilters, searchWith, setFilters, type InvalidParam } from '../../stores/event-filters';

/** SPEC §5: an invalid query parameter is logged and reported, and the error page shows. */
export function reportInvalidParam(invalid: InvalidParam): void {
  report(new Error(`Invalid query parameter ${invalid.param}=${JSON.stringify(invalid.value)}`), { feature: 'event-list', ...invalid });
}

/** Returns the parameter the address has wrong, or null. */
export function useFilterAddress(): InvalidParam | null {
  const search = useSearch();
  const [, navigate] = useLocation();
  const parsed = useMemo(() => parseFilters(search), [search]);
  if ('filters' in parsed) setFilters(parsed.filters);

  useEffect(() => {
    if ('invalid' in parsed) reportInvalidParam(parsed.invalid);
  }, [parsed]);

  useEffect(
    () =>
      effect(() => {
        const filters = eventFilters.value;
        // An address with a wrong parameter shows the error page; it is never rewritten behind the visitor's back.
        if ('invalid' in parseFilters(location.search)) return;
        const next = searchWith(location.search, filters);
        if (next !== location.search) navigate(`${location.pathname}${next}${location.hash}`, { replace: true });
      }),
    [navigate],
  );

  return 'invalid' in parsed ? parsed.invalid : null;
}
