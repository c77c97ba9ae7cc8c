/** The webshop layout's own pages the booking popup leads to (common/webshop-paths.ts `shopViewOf` reads them). */
import { webshopHref } from '../../../common/modules/shared/ticket-link';
import type { Lang } from '../../../common/routes';

export const WEBSHOP_PATHS = {
  home: '/webshop',
  cart: '/webshop/cart',
} as const;

export const webshopPath = (page: keyof typeof WEBSHOP_PATHS, lang: Lang): string => webshopHref(WEBSHOP_PATHS[page], lang);
