/**
 * App-wide state as signals (ARCHITECTURE "Visitor app"). The server's inlined data fills them at
 * boot; client navigation replaces `page` and `routeData`. Components read them, the router writes them.
 */
import { signal } from '@preact/signals-react';
import type { ApiError, CommonData, Page } from '../../common/api/types';
import type { RouteDataEntry } from '../../common/route-data';
import type { Lang } from '../../common/routes';

export const lang = signal<Lang>('de');
export const commonData = signal<CommonData | null>(null);
/** The CMS page of the current route, when the route has one. */
export const currentPage = signal<Page | null>(null);
/** Route-specific data of the current route (events, article, …). */
export const routeData = signal<RouteDataEntry | null>(null);
/** The error page shows when this is set (SPEC §2 "Error page"). */
export const pageError = signal<ApiError | null>(null);
/** True while a route change loads its data (drives the progress bar and skeletons). */
export const navigating = signal(false);
/**
 * The path (as `pathKey` in site/router/page-cache.ts gives it) that `currentPage`, `routeData` and `pageError` belong to.
 * While it differs from the address, the new route is still loading.
 */
export const loadedPath = signal<string | null>(null);
/** The browser's connection state (SPEC §4 "Online/offline status tracked"). */
export const online = signal(typeof navigator === 'undefined' ? true : navigator.onLine !== false);
