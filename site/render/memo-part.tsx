/**
 * A part of the page the server may take from an earlier render: on the server,
 * inside a render given a RenderMemo (server/shell/render-memo.ts), the part's HTML is reused when
 * an earlier render of the same content version had the same inlined data, address path and, if
 * the part read it, query. Everywhere else (the browser, component tests) it is its children.
 * The visitor build takes memo-part.browser.tsx instead (build.mjs SITE_SEAMS): no bytes for this.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSearch } from 'wouter';

export interface RenderMemo {
  /**
   * The part's children, or a fragment holding their HTML from an earlier render. `verbatimQuery`:
   * the part's components put the query into their HTML only as it is, never read it otherwise
   * (the header's language links), so one draw serves every query, the query put in afterwards.
   */
  part(name: string, children: ReactNode, verbatimQuery?: boolean): ReactNode;
}

/** Given by the server's render root; absent in the browser. */
export const RenderMemoContext = createContext<RenderMemo | null>(null);

/**
 * What a part's component made of the query (useSearchAs, below): `key` for this render, and how to
 * get the key from another query, so the part is reused for every query that gives the same key.
 */
export interface DerivedSearch {
  key: string;
  keyOf(search: string): string;
}

/**
 * Told when a component inside a part reads the address's query (server/shell/render-memo.ts):
 * with what it made of it (useSearchAs), or with nothing when it took the query as a whole.
 */
export const SearchReadContext = createContext<((derived?: DerivedSearch) => void) | null>(null);

/** While set, the server's search hook gives the query without telling the part (useSearchAs tells it itself). */
export const searchPeek = { on: false };

/** What a `verbatimQuery` part's components are given as the query while it is drawn: a stand-in put in place later. */
export const SearchStandInContext = createContext<string | null>(null);

export function MemoPart({ name, verbatimQuery, children }: { name: string; verbatimQuery?: boolean; children: ReactNode }) {
  const memo = useContext(RenderMemoContext);
  return <>{memo ? memo.part(name, children, verbatimQuery) : children}</>;
}

/**
 * The query as a component uses it: `derive` makes the value the component
 * renders from, `keyOf` names that value. On the server a part whose components read the query
 * only this way is reused for any query with the same names (a search page for another
 * `?utm_source=`, a programme for its filters); a component that reads the whole query
 * (wouter's useSearch) ties its part to that exact query. The browser's is in memo-part.browser.tsx.
 * `derive` and `keyOf` must be pure: the server calls them again on later queries to find the part.
 */
export function useSearchAs<T>(derive: (search: string) => T, keyOf: (value: T) => string, dep?: unknown): T {
  const read = useContext(SearchReadContext);
  searchPeek.on = true;
  let search: string;
  try {
    search = useSearch();
  } finally {
    searchPeek.on = false;
  }
  // `derive` may be a new closure every render: what it closes over is named by `dep`.
  const value = useMemo(() => derive(search), [search, dep]);
  read?.({ key: keyOf(value), keyOf: (other) => keyOf(derive(other)) });
  return value;
}
