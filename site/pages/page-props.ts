import type { Page } from '../../common/api/types';
import type { RouteData } from '../../common/route-data';
import type { Lang, PageName, RouteDef, RouteParams } from '../../common/routes';

/** What every page component receives from the router; `P` is the page, which types its route data. */
export interface PageProps<P extends PageName = PageName> {
  lang: Lang;
  route: RouteDef;
  params: RouteParams;
  path: string;
  /** The CMS page for routes with `cmsPage` (null while loading or for other routes). */
  page: Page | null;
  /** The data the route's server loader inlined on first load (common/route-data.ts); null after client navigation. */
  data: RouteData<P> | null;
}
