/**
 * The browser's MemoPart and useSearchAs (build.mjs SITE_SEAMS): only the server reuses rendered
 * parts (memo-part.tsx); here MemoPart is a plain fragment, which ignores the part's name, and
 * useSearchAs the value made of the query.
 */
import { useMemo } from 'react';
import { useSearch } from 'wouter';

export { Fragment as MemoPart } from 'react';

export function useSearchAs<T>(derive: (search: string) => T, _keyOf: (value: T) => string, dep?: unknown): T {
  const search = useSearch();
  // `derive` may be a new closure every render: what it closes over is named by `dep`.
  return useMemo(() => derive(search), [search, dep]);
}
