/**
 * Route loaders: what a route adds to the HTML shell, its
 * initial data and head, keyed by the page the route renders (common/route-data.ts types each one).
 * The shell calls the loader after it resolved the route (and, for routes with `cmsPage`, loaded the
 * page), so a visitor's first paint needs no API call. Types live in loaders/types.ts.
 */
import type { LoadedPage, RouteDataMap } from '../../common/route-data';
import { formLoader } from '../features/forms/route-loader';
import { webshopLoader } from '../features/ticketshop/route-loader';
import { articleLoader } from './loaders/article';
import { ensembleLoader } from './loaders/ensemble';
import { eventLoader } from './loaders/event';
import { eventsLoader } from './loaders/events';
import { magazineLoader } from './loaders/magazine';
import { personLoader } from './loaders/person';
import { productionLoader } from './loaders/production';
import { productionsLoader } from './loaders/productions';
import { searchLoader } from './loaders/search';
import { seriesListLoader, seriesLoader } from './loaders/series';
import type { DataLoader } from './loaders/types';
import { userPageLoader } from './loaders/user';
import { venueLoader } from './loaders/venue';

export type { RouteLoader, RouteLoaderContext, RouteLoaderResult } from './loaders/types';

export const ROUTE_LOADERS: { [P in LoadedPage]?: DataLoader<RouteDataMap[P]> } = {
  events: eventsLoader,
  event: eventLoader,
  production: productionLoader,
  productions: productionsLoader,
  ensemble: ensembleLoader,
  person: personLoader,
  venue: venueLoader,
  form: formLoader,
  series: seriesLoader,
  'series-list': seriesListLoader,
  search: searchLoader,
  magazine: magazineLoader,
  'magazine-category': magazineLoader,
  'magazine-tags': magazineLoader,
  'magazine-tag': magazineLoader,
  article: articleLoader,
  'user-profile': userPageLoader,
  'user-settings': userPageLoader,
  webshop: webshopLoader,
};
