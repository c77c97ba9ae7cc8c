/**
 * What the document outside the app reflects of the current route: the body class (SPEC §4 "Body
 * class by route"), the colour theme and page variant (SPEC §2 "Visual variants") as data
 * attributes for the global styles, the language and the title.
 */
import { useEffect } from 'react';
import type { ApiError, Page } from '../../common/api/types';
import { t } from '../../common/i18n';
import type { BodyClass, Lang, RouteDef } from '../../common/routes';

const BODY_CLASSES: readonly Exclude<BodyClass, null>[] = ['page--cms', 'page--non-cms'];

function setData(element: HTMLElement, name: string, value: string | null | undefined): void {
  if (value) element.dataset[name] = value;
  else delete element.dataset[name];
}

export function applyDocumentState(route: RouteDef, page: Page | null, lang: Lang, error: ApiError | null, doc: Document = document): void {
  const body = doc.body;
  body.classList.remove(...BODY_CLASSES);
  if (route.bodyClass && !error) body.classList.add(route.bodyClass);
  setData(body, 'route', route.name);
  setData(body, 'theme', page?.theme);
  setData(body, 'variant', page && page.variant !== 'default' ? page.variant : null);
  setData(body, 'landing', page?.is_landing_page ? 'true' : null);
  doc.documentElement.lang = lang;
  const strings = t(lang);
  const own = error ? strings.errors.title({ status: error.statusCode }) : page ? page.meta_title || page.title : '';
  doc.title = own ? `${own} | ${strings.shell.siteName()}` : strings.shell.siteName();
}

export function useDocumentState(route: RouteDef, page: Page | null, lang: Lang, error: ApiError | null): void {
  useEffect(() => applyDocumentState(route, page, lang, error), [route, page, lang, error]);
}
