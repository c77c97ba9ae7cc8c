/**
 * What the document outside the app reflects of the current route: the body class (SPEC §4 "Body
 * class by route"), the colour theme and page variant (SPEC §2 "Visual variants") as data
 * attributes for the global styles, the language and the title.
 *
 * The title comes from the CMS page where the route has one; every other page (event, venue, series,
 * …) names itself with `useDocumentTitle` once its data is there, the same title the server put in
 * the head on a first load, so client navigation updates the tab too.
 */
import { documentTitle } from '../../common/document-title';
import { effect, signal } from '@preact/signals-react';
import { useEffect } from 'react';
import type { ApiError, LangUrls, Page } from '../../common/api/types';
import { t } from '../../common/i18n';
import { normalizePath, type BodyClass, type Lang, type RouteDef } from '../../common/routes';

const BODY_CLASSES: readonly Exclude<BodyClass, null>[] = ['page--cms', 'page--non-cms'];

/**
 * The title a page without a CMS page gave itself, and its addresses in both languages (a detail
 * page's slug differs per language), with the path they belong to, so stale ones never show on the
 * next page.
 */
const ownTitle = signal<{ path: string; title: string; urls?: LangUrls } | null>(null);

/** Names the current page in the tab ("<title> | <site name>"); nothing until the title is known. */
export function useDocumentTitle(path: string, title: string | null | undefined, urls?: LangUrls): void {
  useEffect(() => {
    if (title) ownTitle.value = { path: normalizePath(path), title, urls };
  }, [path, title, urls]);
}

/** The current page's own addresses per language, for the language switch (issue #9 point 7). */
export function ownUrls(path: string): LangUrls | undefined {
  const named = ownTitle.value;
  return named && named.path === normalizePath(path) ? named.urls : undefined;
}

function setData(element: HTMLElement, name: string, value: string | null | undefined): void {
  if (value) element.dataset[name] = value;
  else delete element.dataset[name];
}

export interface DocumentState {
  route: RouteDef;
  page: Page | null;
  lang: Lang;
  error: ApiError | null;
  /** The page's own title when it has no CMS page; empty for none. */
  title?: string;
}

export function applyDocumentState({ route, page, lang, error, title = '' }: DocumentState, doc: Document = document): void {
  const body = doc.body;
  body.classList.remove(...BODY_CLASSES);
  if (route.bodyClass && !error) body.classList.add(route.bodyClass);
  setData(body, 'route', route.name);
  setData(body, 'theme', page?.theme);
  setData(body, 'variant', page && page.variant !== 'default' ? page.variant : null);
  setData(body, 'landing', page?.is_landing_page ? 'true' : null);
  doc.documentElement.lang = lang;
  const strings = t(lang);
  const own = error ? strings.errors.title({ status: error.statusCode }) : page ? page.meta_title || page.title : title;
  doc.title = documentTitle(own, strings.shell.siteName());
}

export function useDocumentState(route: RouteDef, page: Page | null, lang: Lang, error: ApiError | null, path: string): void {
  // An effect of the title signal, so a page naming itself updates the tab without re-rendering the app.
  useEffect(
    () =>
      effect(() => {
        const named = ownTitle.value;
        applyDocumentState({ route, page, lang, error, title: named && named.path === normalizePath(path) ? named.title : '' });
      }),
    [route, page, lang, error, path],
  );
}
