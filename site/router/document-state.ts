/**
 * What the document outside the app reflects of the current route: the body class (SPEC §4 "Body
 * class by route"), the colour theme and page variant (SPEC §2 "Visual variants") as data
 * attributes for the global styles, the language and the title.
 *
 * The title comes from the CMS page where the route has one; every other page (event, venue, series,
 * …) names itself with `useDocumentTitle` once its data is there, the same title the server put in
 * the head on a first load, so client navigation updates the tab too.
 */
import { effect, signal } from '@preact/signals-react';
import { useEffect } from 'react';
import type { ApiError, LangUrls, Page } from '../../common/api/types';
import { normalizePath, type Lang, type RouteDef } from '../../common/routes';

/**
 * Writing the document is a small chunk of its own: on a first load the server's
 * document is already right, so the entry need not carry it; it is there for the first navigation.
 */
let writer: Promise<typeof import('./apply-document')> | null = null;
const documentWriter = () => (writer ??= import('./apply-document'));

/**
 * The title a page without a CMS page gave itself, and its addresses in both languages (a detail
 * page's slug differs per language), with the path they belong to, so stale ones never show on the
 * next page.
 */
const ownTitle = signal<{ path: string; title: string; urls?: LangUrls } | null>(null);

/** Names the current page in the tab ("<title> | <site name>"); nothing until the title is known. */
export function useDocumentTitle(path: string, title: string | null | undefined, urls?: LangUrls): void {
  useEffect(() => {
    if (!title) return;
    const own = normalizePath(path);
    // A page that knows no addresses of its own (a magazine category or tag) keeps those the server inlined.
    const known = ownTitle.peek();
    ownTitle.value = { path: own, title, urls: urls ?? (known?.path === own ? known.urls : undefined) };
  }, [path, title, urls]);
}

/**
 * The first page's own addresses as the server inlined them (InitialData.urls), so the language
 * switch links the sibling's own slug in the server's HTML and from the first render on, before the
 * page has named itself; the empty title leaves the server's <title> as it is.
 */
export function seedOwnUrls(path: string, urls: LangUrls | undefined): void {
  ownTitle.value = urls ? { path: normalizePath(path), title: '', urls } : null;
}

/** The current page's own addresses per language, for the language switch. */
export function ownUrls(path: string): LangUrls | undefined {
  const named = ownTitle.value;
  return named && named.path === normalizePath(path) ? named.urls : undefined;
}

/**
 * The address the server rendered, while the visitor is still on it. Its <title> is already the
 * page's own, so it stays while the page's chunk loads on hydration: replacing it with the bare site
 * name until the page names itself made the tab flicker, and a check of the tab read the site name.
 * After a client navigation, a page that is still loading shows the site name (not the last page's).
 */
let serverRendered: string | null | undefined;

export function useDocumentState(route: RouteDef, page: Page | null, lang: Lang, error: ApiError | null, path: string): void {
  // An effect of the title signal, so a page naming itself updates the tab without re-rendering the app.
  useEffect(() => {
    const current = normalizePath(path);
    if (serverRendered === undefined) serverRendered = current;
    else if (serverRendered !== current) serverRendered = null;
    let live = true;
    let stop: (() => void) | null = null;
    void documentWriter().then(({ applyDocumentState }) => {
      if (!live) return;
      stop = effect(() => {
        const named = ownTitle.value;
        const title = named && named.path === current ? named.title : '';
        applyDocumentState({ route, page, lang, error, title, keepTitle: serverRendered === current });
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [route, page, lang, error, path]);
}
