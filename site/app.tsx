/**
 * The visitor app: boots from the data the server inlined (no API call on first paint), then routes
 * on the client with the shared route table (common/routes.ts) and wouter's browser location.
 */
import { useEffect, useRef, useState } from 'react';
import { Router, useLocation, type AroundNavHandler } from 'wouter';
import type { InitialData } from '../common/api/types';
import { ROUTES_BY_NAME, langOfPath, matchRoute, normalizePath, pathKey } from '../common/routes';
import { DefaultLayout } from './layout/default-layout';
import { useDocumentState } from './router/document-state';
import { useLinkInterception } from './router/links';
import { whenIdle } from './layout/when-idle';
import { api, prefetchApi } from './router/api';
import { bootFromInitial } from './router/boot';
import { afterIdle } from './idle';
import { applyOverlayFlag } from './router/overlay-flag';
import { RouteView } from './router/route-view';
import { useScrollOnNavigation } from './router/scroll';
import { commonData, currentPage, lang, loadedPath, online, pageError } from './stores/site-data';

/** Client navigation: its own chunk, loaded at the first idle moment or the first navigation, whichever comes first. */
// One promise for every caller: callbacks on one promise run in the order they were added, so the
// loads of two quick navigations start in the order the visitor made them and the latest wins
// (two import() calls may settle in either order, and the earlier path would then be loaded last).
let navigationChunk: Promise<typeof import('./router/navigation')> | null = null;
const navigation = () =>
  (navigationChunk ??= import('./router/navigation').catch((error: unknown) => {
    navigationChunk = null; // the next navigation tries again
    throw error;
  }));

/**
 * Page transitions (router/navigation.ts) come with the navigation chunk; one function, so wouter's
 * router object stays the same. When that chunk cannot be had (offline without a kept copy, a
 * deploy that removed it), the link loads as a whole page, which the server or the service worker
 * answers: a click never does nothing.
 */
const aroundNav: AroundNavHandler = (navigate, to, options) =>
  void navigation().then(
    ({ leaveTransition }) => leaveTransition(navigate, to, options),
    () => (options?.replace ? location.replace(to) : location.assign(to)),
  );

/** The bar shows only on client navigation (SPEC §4), which starts after the first idle moment at the earliest. */
const ProgressBar = whenIdle(async () => (await import('./layout/progress-bar')).ProgressBar);

function useOnlineStatus(): void {
  useEffect(() => {
    const update = () => {
      online.value = navigator.onLine !== false;
    };
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
}

function Shell() {
  const [location, navigate] = useLocation();
  const path = normalizePath(location);
  const loaded = loadedPath.value === pathKey(path);

  const firstLoad = useRef(true);
  useEffect(() => {
    const moved = firstLoad.current && applyOverlayFlag(lang.peek(), navigate);
    firstLoad.current = false;
    if (!moved && loadedPath.peek() !== pathKey(path)) void navigation().then(({ loadRoute }) => loadRoute(path, navigate));
  }, [path, navigate]);
  useLinkInterception(navigate);
  useScrollOnNavigation(path);
  useOnlineStatus();

  const match = matchRoute(path);
  const route = match?.route ?? ROUTES_BY_NAME['not-found'];
  const error = loaded ? pageError.value : null;
  const pageLang = loaded ? (match?.lang ?? langOfPath(path) ?? lang.value) : lang.value;
  const page = currentPage.value;
  useDocumentState(route, loaded ? page : null, pageLang, error, path);

  const common = commonData.value;
  if (!common) return null;
  const view = <RouteView match={match} path={path} lang={pageLang} loaded={loaded} error={error} settings={common.settings} />;
  // The hub and the webshop bring their own frame in their page chunk.
  if (route.layout !== 'default') return view;
  return (
    <DefaultLayout lang={pageLang} route={route} page={page} common={common} path={path} error={error !== null}>
      {view}
    </DefaultLayout>
  );
}

export interface AppProps {
  initial: InitialData;
  /** Server render: the address being rendered, with its query; absent in the browser. */
  ssr?: { path: string; search: string };
}

export function App({ initial, ssr }: AppProps) {
  useState(() => {
    bootFromInitial(initial);
    if (!ssr) {
      prefetchApi();
      // SPEC §8: a 404 is logged. Client navigation logs its own (router/navigation.ts); a first load of a 404 address, here.
      if (initial.error?.statusCode === 404) void afterIdle().then(api).then(({ postErrorLog }) => postErrorLog(initial.path)).catch(() => undefined);
      void afterIdle().then(() => navigation().catch(() => undefined));
    }
    return true;
  });
  return (
    <Router aroundNav={aroundNav} {...(ssr ? { ssrPath: ssr.path, ssrSearch: ssr.search } : {})}>
      <ProgressBar />
      <Shell />
    </Router>
  );
}
