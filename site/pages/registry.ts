/**
 * One lazy chunk per page (build.mjs maps site/pages/<page>.tsx to its chunk for the manifest).
 * A chunk that fails to load reloads the page once a minute at most (SPEC §4).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName } from '../../common/routes';
import { withReloadGuard } from '../router/chunk-reload';
import type { PageProps } from './page-props';

export const PAGES: Record<PageName, LazyExoticComponent<ComponentType<PageProps>>> = {
  'cms-page': lazy(withReloadGuard(() => import('./cms-page'))),
  'not-found': lazy(withReloadGuard(() => import('./not-found'))),
  coming: lazy(withReloadGuard(() => import('./coming'))),
  hub: lazy(withReloadGuard(() => import('./hub'))),
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
};
