/**
 * Loading a route on client navigation (SPEC §4 "Page loading", "Navigation"; §8): the redirect
 * table first, then the route's data, the other language's common data when the language changes,
 * and the error page on failure. Only the latest navigation may write its result.
 * A chunk of its own: the first paint never navigates, so the first load does
 * not carry it; site/app.tsx loads it at the first idle moment or the first navigation.
 */
import { hydrated } from '../../common/lazy-part';
import { batch } from '@preact/signals-react';
import type { AroundNavHandler } from 'wouter';
// From the client, not errors.ts: errors.ts then has one importer and rides in the client's chunk
// (every page loads that one) instead of a chunk of its own that every page would also fetch.
import { ApiRequestError, ERROR_MESSAGES, postErrorLog, toApiError } from '../../common/api/client';
import type { ApiError, Page } from '../../common/api/types';
import { langOfPath, matchRoute, normalizePath, pathKey } from '../../common/routes';
import { mq } from '../../common/theme';
import { NAVIGATED_ATTRIBUTE } from '../../common/styles/class-names';
import { commonData, currentPage, lang, loadedPath, navigating, online, pageError, routeData } from '../stores/site-data';
import { navigation } from './boot';
import { loadCommonData } from './common-data';
import { fetchPage } from './page-cache';
import { findRedirect, isExternalTarget, redirectList } from './redirects';
import './scroll-restore';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** SPEC §8: a page that cannot be fetched shows the 404 page; a real 404 is logged. */
function pageFailure(error: unknown, path: string): ApiError {
  const cause = toApiError(error);
  if (cause.statusCode === 404 && online.peek()) postErrorLog(path).catch(() => undefined);
  return { statusCode: 404, message: ERROR_MESSAGES.notFound };
}

/**
 * Without a connection an in-site link loads the address as a whole page, which the
 * service worker answers with the copy it kept of a page seen before, or else the offline page;
 * the app's own fetch of it would fail and show 'not found'.
 */
const wholePage = (path: string): true => {
  location.assign(path + location.search + location.hash);
  return true;
};
const offlineLoad = (path: string): boolean => !(online.peek() && navigator.onLine !== false) && wholePage(path);

/**
 * A page being left aborts its fetches with the same TypeError a lost connection gives: that must
 * not send the visitor back to the address the app was loading (it took a click on the editor's
 * 'admin page' link away).
 */
let leaving = false;
addEventListener('beforeunload', () => (leaving = true));
addEventListener('pageshow', () => (leaving = false));
const connectionLost = (cause: unknown): boolean => cause instanceof TypeError && !leaving;

export async function loadRoute(path: string, navigate: Navigate): Promise<void> {
  if (offlineLoad(path)) return;
  const target = normalizePath(path);
  // A client navigation renders its page at once: its sections no longer take hydration's turns.
  hydrated();
  const current = ++navigation.sequence;
  const isCurrent = () => current === navigation.sequence;
  const match = matchRoute(target);
  const nextLang = match?.lang ?? langOfPath(target) ?? lang.peek();
  let handedOver = false;
  navigating.value = true;
  document.documentElement.setAttribute(NAVIGATED_ATTRIBUTE, '');

  // Started together, so the redirect check adds no round trip to the page fetch.
  const pageRequest: Promise<Page> | null = match?.route.cmsPage ? fetchPage(nextLang, target) : null;
  pageRequest?.catch(() => undefined);
  const commonRequest = loadCommonData(nextLang).catch(() => null);

  const finish = (page: Page | null, error: ApiError | null, common: Awaited<typeof commonRequest>) => {
    batch(() => {
      if (common) {
        lang.value = nextLang;
        commonData.value = common;
      }
      currentPage.value = page;
      routeData.value = null;
      pageError.value = error;
      loadedPath.value = pathKey(target);
    });
  };

  try {
    let redirect: string | null;
    try {
      redirect = findRedirect(await redirectList(nextLang), target);
    } catch (cause) {
      // Without a network the redirect table is as unreachable as the page: not a 404.
      if (connectionLost(cause) && wholePage(path)) return;
      throw new ApiRequestError(ERROR_MESSAGES.notFound, 404); // SPEC §8 "Redirect failures raise 404"
    }
    if (!isCurrent()) return;
    if (redirect) {
      handedOver = true;
      if (isExternalTarget(redirect)) location.assign(redirect);
      else navigate(redirect, { replace: true });
      return;
    }
    if (!match) throw new ApiRequestError(ERROR_MESSAGES.pageNotFound, 404);
    let page: Page | null = null;
    let error: ApiError | null = null;
    if (pageRequest) {
      try {
        page = await pageRequest;
      } catch (cause) {
        if (connectionLost(cause) && wholePage(path)) return;
        error = pageFailure(cause, path);
      }
    }
    const common = await commonRequest;
    if (isCurrent()) finish(page, error, common);
  } catch (cause) {
    // A fetch that failed for want of a network (not an answer of the server) is the same case.
    if (connectionLost(cause) && wholePage(path)) return;
    if (isCurrent()) finish(null, toApiError(cause), await commonRequest);
  } finally {
    if (isCurrent() && !handedOver) navigating.value = false;
  }
}

const REDUCED_MOTION = mq.reducedMotion.slice(7);

/**
 * The page transition running, if any. While it runs the browser sends every click to the document
 * itself, so a visitor who goes back, or on, within its half second would click into nothing: the
 * next navigation ends it at once.
 */
let running: ViewTransition | null = null;
const endTransition = () => running?.skipTransition();
addEventListener('popstate', endTransition);
// A tap on the new page within that half second (its next link, the logo) went nowhere: it ends the
// transition and goes on to what was under the finger once the new page is hit-tested again.
addEventListener(
  'click',
  (event) => {
    const transition = running;
    if (!transition || event.target !== document.documentElement) return;
    transition.skipTransition();
    void transition.finished.finally(() => document.elementFromPoint(event.clientX, event.clientY)?.dispatchEvent(new MouseEvent('click', event)));
  },
  true,
);

/**
 * wouter's navigation wrapper (SPEC §2 page transition; site/layout/page-transition.tsx): a new
 * address (not a `replace`, which redirects and the programme's filters use) runs inside
 * `document.startViewTransition`. Browsers without it, and visitors who prefer reduced motion,
 * navigate at once. Here, not in the entry: a navigation needs this chunk anyway (ARCHITECTURE "Budgets").
 */
export const leaveTransition: AroundNavHandler = (navigate, to, options) => {
  endTransition();
  if (options?.replace || !document.startViewTransition || matchMedia(REDUCED_MOTION).matches) return navigate(to, options);
  // The new route renders in Preact's next task; the transition shows it once that has run.
  const transition = document.startViewTransition(() => {
    navigate(to, options);
    return new Promise<void>((resolve) => setTimeout(resolve));
  });
  running = transition;
  void transition.finished.finally(() => {
    if (running === transition) running = null;
  });
};
