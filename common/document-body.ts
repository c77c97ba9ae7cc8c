/**
 * What the <body> says of the page for the global styles (common/styles/document-css.ts): the body
 * class by route (SPEC §4) and the route, colour theme, page variant and landing flag as data
 * attributes (SPEC §2 "Visual variants"). The server writes them into the shell and the browser
 * keeps them on client navigation (site/router/document-state.ts), so a first load paints in the
 * page's own colours: set only on hydration, the jewish-weekends orange arrived as a transition
 * from the primary red.
 */
import type { ApiError, Page } from './api/types';
import type { BodyClass, RouteDef } from './routes';

export interface DocumentBody {
  className: BodyClass;
  /** dataset names; absent values are no attribute. */
  data: { route: string; theme?: string; variant?: string; landing?: string };
}

export function documentBody(route: RouteDef, page: Page | null, error: ApiError | null): DocumentBody {
  return {
    className: error ? null : route.bodyClass,
    data: {
      route: route.name,
      theme: page?.theme ?? undefined,
      variant: page && page.variant !== 'default' ? page.variant : undefined,
      landing: page?.is_landing_page ? 'true' : undefined,
    },
  };
}
