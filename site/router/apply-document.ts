/**
 * Writes what the document outside the app reflects of the current route (./document-state.ts):
 * body class and data attributes, language, title. Its own chunk, loaded after the first render
 *: the server wrote all of it into a first load's document already.
 */
import { documentBody } from '../../common/document-body';
import { documentTitle } from '../../common/document-title';
import type { ApiError, Page } from '../../common/api/types';
import { t } from '../../common/i18n';
import type { BodyClass, Lang, RouteDef } from '../../common/routes';
import { webshopLang } from '../../common/webshop-paths';

const BODY_CLASSES: readonly Exclude<BodyClass, null>[] = ['page--cms', 'page--non-cms'];

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
  /** Leave the tab's title as it is while the page has not named itself (the server's, on a first load). */
  keepTitle?: boolean;
}

export function applyDocumentState({ route, page, lang: pathLang, error, title = '', keepTitle = false }: DocumentState, doc: Document = document): void {
  // The webshop's addresses name no language in the path: `?lang=` does, as on the server.
  const lang = route.name === 'webshop' ? webshopLang(doc.defaultView?.location.search ?? '', pathLang) : pathLang;
  const body = doc.body;
  const { className, data } = documentBody(route, page, error);
  body.classList.remove(...BODY_CLASSES);
  if (className) body.classList.add(className);
  for (const [name, value] of Object.entries(data)) setData(body, name, value);
  doc.documentElement.lang = lang;
  const strings = t(lang);
  const own = error ? strings.errors.title({ status: error.statusCode }) : page ? page.meta_title || page.title : title;
  if (own || !keepTitle) doc.title = documentTitle(own, strings.shell.siteName());
}

