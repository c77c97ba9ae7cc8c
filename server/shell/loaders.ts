/**
 * Route loaders (issue 2, point 5): what a route adds to the HTML shell, its initial data and head.
 * Features register one line here per route; the shell calls the loader after it resolved the route
 * (and, for routes with `cmsPage`, loaded the page), so a visitor's first paint needs no API call.
 */
import type { CommonData, Page } from '../../common/api/types';
import type { Lang, RouteDef, RouteName, RouteParams } from '../../common/routes';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { SessionUser } from '../plugins/session';
import { formLoader } from '../features/forms/route-loader';
import { webshopLoader } from '../features/ticketshop/route-loader';
import type { HeadInfo } from './head';
import { eventsLoader } from './loaders/events';
import { ensembleLoader } from './loaders/ensemble';
import { eventLoader } from './loaders/event';
import { personLoader } from './loaders/person';
import { productionLoader } from './loaders/production';
import { productionsLoader } from './loaders/productions';
import { searchLoader } from './loaders/search';
import { magazineLoader } from './loaders/magazine';
import { articleLoader } from './loaders/article';
import { seriesListLoader, seriesLoader } from './loaders/series';
import { userPageLoader } from './loaders/user';
import { venueLoader } from './loaders/venue';

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
  /** Issue #4: a detail page that shows an event asks the shop to refresh stale ticketing (not awaited). */
  refreshTicketing: (jetId: number) => void;
}

export interface RouteLoaderResult {
  /** Inlined as InitialData.data. */
  data: unknown;
  /** 404 when the thing the route shows does not exist; the shell renders the error page. */
  status?: number;
  /** Overrides of the head: title, description, image, and JSON-LD blocks added to the page's. */
  head?: Partial<HeadInfo>;
}

export type RouteLoader = (ctx: RouteLoaderContext) => Promise<RouteLoaderResult>;

export const ROUTE_LOADERS: Partial<Record<RouteName, RouteLoader>> = {
  events: eventsLoader,
  event: eventLoader,
  production: productionLoader,
  productions: productionsLoader,
  ensemble: ensembleLoader,
  'ensemble-person': personLoader,
  venue: venueLoader,
  form: formLoader,
  series: seriesLoader,
  'series-list': seriesListLoader,
  search: searchLoader,
  magazine: magazineLoader,
  'magazine-category': magazineLoader,
  'magazine-tags': magazineLoader,
  'magazine-tag': magazineLoader,
  'magazine-article': articleLoader,
  'user-profile': userPageLoader,
  'user-settings': userPageLoader,
  webshop: webshopLoader,
};
