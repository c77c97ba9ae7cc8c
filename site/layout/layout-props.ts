import type { CommonData, Page } from '../../common/api/types';
import type { Lang, RouteDef } from '../../common/routes';

/** What the default layout hands to each of its parts (header, footer, top alert). */
export interface LayoutPartProps {
  lang: Lang;
  route: RouteDef;
  /** The CMS page of the route, null while it loads and on routes without one. */
  page: Page | null;
  common: CommonData;
  /** The current path, without query and hash. */
  path: string;
}
