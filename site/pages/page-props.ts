import type { Page } from '../../common/api/types';
import type { Lang, RouteDef, RouteParams } from '../../common/routes';

/** What every page component receives from the router. */
export interface PageProps {
  lang: Lang;
  route: RouteDef;
  params: RouteParams;
  path: string;
  /** The CMS page for routes with `cmsPage` (null while loading or for other routes). */
  page: Page | null;
  /** Route-specific data the server inlined on first load; null after client navigation. */
  data: unknown;
}
