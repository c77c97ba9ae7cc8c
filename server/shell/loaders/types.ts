/**
 * What a route loader gets and gives: apart from the registry (server/shell/loaders.ts),
 * so loaders import their types from here and the registry imports the loaders, never in a circle.
 */
import type { CommonData, Page } from '../../../common/api/types';
import type { LoadedPage, RouteDataMap } from '../../../common/route-data';
import type { Lang, RouteDef, RouteParams } from '../../../common/routes';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import type { HeadInfo } from '../head';
import type { Shared } from '../resolve';

export interface RouteLoaderContext {
  db: Db;
  config: Config;
  lang: Lang;
  /** Normalized path without query. */
  path: string;
  route: RouteDef;
  params: RouteParams;
  query: URLSearchParams;
  /** Null for anonymous visitors: the shell never looks a user up without a session cookie. */
  user: SessionUser | null;
  common: CommonData;
  /** The CMS page for routes with `cmsPage`. */
  page: Page | null;
  /** Data shared by the renders of one content version (resolve.ts); every call loads for a signed-in user. */
  shared: Shared;
  /** A detail page that shows an event asks the shop to refresh stale ticketing (not awaited). */
  refreshTicketing: (jetId: number) => void;
}

export interface RouteLoaderResult<T> {
  /** Inlined as InitialData.data; null only with an error status. */
  data: T | null;
  /** 404 when the thing the route shows does not exist; the shell renders the error page. */
  status?: number;
  /** Overrides of the head: title, description, image, and JSON-LD blocks added to the page's. */
  head?: Partial<HeadInfo>;
}

/** A loader whose routes inline data of type T. */
export type DataLoader<T> = (ctx: RouteLoaderContext) => Promise<RouteLoaderResult<T>>;

/** The loader of the routes that render page P: it returns exactly what the page reads (common/route-data.ts). */
export type RouteLoader<P extends LoadedPage> = DataLoader<RouteDataMap[P]>;

/** The answer of a loader for a thing that does not exist. */
export const NOT_FOUND = { data: null, status: 404 } as const satisfies RouteLoaderResult<never>;
