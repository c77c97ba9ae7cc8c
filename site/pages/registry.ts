/**
 * One lazy chunk per page (build.mjs maps site/pages/<page>.tsx to its chunk for the manifest).
 * A chunk that fails to load reloads the page once a minute at most (SPEC §4).
 *
 * The CMS page is the exception: it renders the home page, every generic page and the legal pages,
 * and its module catalogue is shared with the event, production and article pages. As a lazy chunk
 * it added a request and four small shared chunks to the most common first load, which brotli
 * compresses worse apart than together (home first load 33.4 -> 31.3 KB with it in the entry).
 */
import { lazy, type ComponentType } from 'react';
import type { PageName } from '../../common/routes';
import { withReloadGuard } from '../router/chunk-reload';
import CmsPage from './cms-page';
import type { PageProps } from './page-props';

/** Each page's component, typed by its own route data (common/route-data.ts). */
export type PageComponents = { [P in PageName]: ComponentType<PageProps<P>> };

export const PAGES: PageComponents = {
  'cms-page': CmsPage,
  'not-found': lazy(withReloadGuard(() => import('./not-found'))),
  hub: lazy(withReloadGuard(() => import('./hub'))),
  login: lazy(withReloadGuard(() => import('./login'))),
  webshop: lazy(withReloadGuard(() => import('./webshop'))),
  event: lazy(withReloadGuard(() => import('./event'))),
  production: lazy(withReloadGuard(() => import('./production'))),
  productions: lazy(withReloadGuard(() => import('./productions'))),
  ensemble: lazy(withReloadGuard(() => import('./ensemble'))),
  person: lazy(withReloadGuard(() => import('./person'))),
  venue: lazy(withReloadGuard(() => import('./venue'))),
  series: lazy(withReloadGuard(() => import('./series'))),
  'series-list': lazy(withReloadGuard(() => import('./series-list'))),
  form: lazy(withReloadGuard(() => import('./form'))),
  events: lazy(withReloadGuard(() => import('./events'))),
  search: lazy(withReloadGuard(() => import('./search'))),
  magazine: lazy(withReloadGuard(() => import('./magazine'))),
  'magazine-category': lazy(withReloadGuard(() => import('./magazine-category'))),
  'magazine-tags': lazy(withReloadGuard(() => import('./magazine-tags'))),
  'magazine-tag': lazy(withReloadGuard(() => import('./magazine-tag'))),
  article: lazy(withReloadGuard(() => import('./article'))),
  'user-profile': lazy(withReloadGuard(() => import('./user-profile'))),
  'user-settings': lazy(withReloadGuard(() => import('./user-settings'))),
  'accessibility-statement': lazy(withReloadGuard(() => import('./accessibility-statement'))),
};
