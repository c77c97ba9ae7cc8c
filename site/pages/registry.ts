/** One lazy chunk per page (build.mjs maps site/pages/<page>.tsx to its chunk for the manifest). */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName } from '../../common/routes';
import type { PageProps } from './page-props';

export const PAGES: Record<PageName, LazyExoticComponent<ComponentType<PageProps>>> = {
  'cms-page': lazy(() => import('./cms-page')),
  'not-found': lazy(() => import('./not-found')),
  coming: lazy(() => import('./coming')),
  hub: lazy(() => import('./hub')),
  webshop: lazy(() => import('./webshop')),
};
