/**
 * The app's first state, from the data the server inlined: the first paint makes no API call. Apart
 * from the navigation (navigation.ts), which the first load does not carry.
 */
import { batch } from '@preact/signals-react';
import type { InitialData } from '../../common/api/types';
import { ROUTES_BY_NAME, pathKey } from '../../common/routes';
import { commonData, currentPage, lang, loadedPath, navigating, pageError, routeData } from '../stores/site-data';
import { seedCommonData } from './common-data-cache';
import { seedOwnUrls } from './document-state';

/** Counts navigations: only the latest may write its result; a boot outdates every running one. */
export const navigation = { sequence: 0 };

export function bootFromInitial(initial: InitialData): void {
  navigation.sequence += 1;
  seedCommonData(initial.lang, initial.common);
  batch(() => {
    lang.value = initial.lang;
    commonData.value = initial.common;
    currentPage.value = initial.page;
    routeData.value = initial.data ? { page: ROUTES_BY_NAME[initial.route].page, data: initial.data } : null;
    pageError.value = initial.error;
    loadedPath.value = pathKey(initial.path);
    navigating.value = false;
    seedOwnUrls(initial.path, initial.urls);
  });
}
