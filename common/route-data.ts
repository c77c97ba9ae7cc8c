/**
 * The route contract (STYLE 11): one map from a page to the data its route loader
 * inlines into the HTML and the page component reads. The server's loaders (server/shell/loaders)
 * return `RouteData<P>` and the site's pages receive `RouteData<P> | null`, so neither end holds an
 * `unknown` it has to cast. Keyed by page (common/routes.ts `PageName`): the shell picks a loader by
 * the page its route renders, and every route of a page carries the same shape.
 */
import type { LoginRouteData } from './api/editor';
import type { Form } from './api/forms';
import type { ArticleDetail } from './api/magazine';
import type { MagazineRouteData } from './api/magazine-calls';
import type { EventPageData, PersonDetail, PersonListItem, ProductionPageData, ProductionsPageData, SeriesDetail, SeriesListItem, VenueDetail } from './api/programme';
import type { SearchRouteData } from './api/search-calls';
import type { WebshopRouteData } from './api/ticketshop';
import type { EventsRouteData, HubData, UserDetails } from './api/types';
import type { PageName } from './routes';

export interface RouteDataMap {
  events: EventsRouteData;
  event: EventPageData;
  production: ProductionPageData;
  productions: ProductionsPageData;
  ensemble: PersonListItem[];
  person: PersonDetail;
  venue: VenueDetail;
  form: Form;
  series: SeriesDetail;
  'series-list': SeriesListItem[];
  search: SearchRouteData;
  magazine: MagazineRouteData;
  'magazine-category': MagazineRouteData;
  'magazine-tags': MagazineRouteData;
  'magazine-tag': MagazineRouteData;
  article: ArticleDetail;
  'user-profile': UserDetails;
  'user-settings': UserDetails;
  hub: HubData;
  webshop: WebshopRouteData;
  /** Only in the answer to a failed sign-in sent without JavaScript; the route has no loader. */
  login: LoginRouteData;
}

/** The pages whose route has a loader. */
export type LoadedPage = keyof RouteDataMap;

/** The data a page's route inlines: null for pages without a loader (CMS page, 404). */
export type RouteData<P extends PageName> = P extends LoadedPage ? RouteDataMap[P] : null;

/** Any page's route data, as the HTML shell inlines it (InitialData.data). */
export type AnyRouteData = RouteDataMap[LoadedPage];

/** Route data with the page it was loaded for: what the visitor app keeps for the current route. */
export interface RouteDataEntry {
  page: PageName;
  data: AnyRouteData;
}

/**
 * The data of `page` when `entry` was loaded for it, else null. The one place the union narrows to a
 * page: the tag is checked, and the server's loader for that page produced the value (RouteLoader<P>).
 */
export function routeDataFor<P extends PageName>(entry: RouteDataEntry | null, page: P): RouteData<P> | null {
  return entry !== null && entry.page === page ? (entry.data as RouteData<P>) : null;
}
