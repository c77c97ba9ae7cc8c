/**
 * One lazy chunk per page (build.mjs maps site/pages/<page>.tsx to its chunk for the manifest).
 * A chunk that fails to load reloads the page once a minute at most (SPEC §4).
 *
 * The CMS page is the exception: it renders the home page, every generic page and the legal pages,
 * and its module catalogue is shared with the event, production and article pages. As a lazy chunk
 * it added a request and four small shared chunks to the most common first load, which brotli
 * compresses worse apart than together (home first load 33.4 -> 31.3 KB with it in the entry).
 */
import type { ComponentType } from 'react';
import type { PageName } from '../../common/routes';
import CmsPage from './cms-page';
import { lazyPage, type LazyPage } from './lazy-page';
import type { PageProps } from './page-props';

/** Each page's component, typed by its own route data (common/route-data.ts). */
export type PageComponents = { [P in PageName]: ComponentType<PageProps<P>> };

export const PAGES: PageComponents = {
  'cms-page': CmsPage,
  'not-found': lazyPage(() => import('./not-found')),
  hub: lazyPage(() => import('./hub')),
  login: lazyPage(() => import('./login')),
  webshop: lazyPage(() => import('./webshop')),
  event: lazyPage(() => import('./event')),
  production: lazyPage(() => import('./production')),
  productions: lazyPage(() => import('./productions')),
  ensemble: lazyPage(() => import('./ensemble')),
  person: lazyPage(() => import('./person')),
  venue: lazyPage(() => import('./venue')),
  series: lazyPage(() => import('./series')),
  'series-list': lazyPage(() => import('./series-list')),
  form: lazyPage(() => import('./form')),
  events: lazyPage(() => import('./events')),
  search: lazyPage(() => import('./search')),
  magazine: lazyPage(() => import('./magazine')),
  'magazine-category': lazyPage(() => import('./magazine-category')),
  'magazine-tags': lazyPage(() => import('./magazine-tags')),
  'magazine-tag': lazyPage(() => import('./magazine-tag')),
  article: lazyPage(() => import('./article')),
  'user-profile': lazyPage(() => import('./user-profile')),
  'user-settings': lazyPage(() => import('./user-settings')),
  'accessibility-statement': lazyPage(() => import('./accessibility-statement')),
};

/** Fetches the chunk of a page that has one (the entry does, for the first page, before it hydrates). */
export function preloadPage(name: PageName | undefined): Promise<void> {
  const page = name ? PAGES[name] : undefined;
  return page && 'preload' in page ? (page as LazyPage<never>).preload() : Promise.resolve();
}
