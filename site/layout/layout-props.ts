import type { CommonData, Page } from '../../common/api/types';
import type { Lang, RouteDef } from '../../common/routes';

/** What the default layout hands to each of its parts (header, footer, top alert, …). */
export interface LayoutPartProps {
  lang: Lang;
  route: RouteDef;
  page: Page | null;
  common: CommonData;
  path: string;
}
