/**
 * Shared set-up of the app and router tests: a recorded fake network and the inlined data of a
 * first load. Not a test file itself (uvu runs only *.test.tsx).
 */
import { cleanup } from '@testing-library/preact';
import type { Test } from 'uvu';
import type { InitialData, Page } from '../../common/api/types';
import { resetCommonData } from '../../site/router/common-data-cache';
import { resetRedirects } from '../../site/router/redirects';
import { commonData as commonSignal, pageError } from '../../site/stores/site-data';
import { cmsPage, commonData } from '../helpers/fixtures';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const notFound = () => json(404, { message: '404 Not Found', statusCode: 404 });

export const calls: Call[] = [];
const realFetch = globalThis.fetch;

/** Answers requests by exact URL (query included); anything else is a 404 like the server's. */
export function network(routes: Record<string, Handler | unknown>): void {
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = { method: init.method ?? 'GET', url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const route = routes[call.url];
    if (route === undefined) return notFound();
    return typeof route === 'function' ? (route as Handler)(call) : json(200, route);
  }) as typeof fetch;
}

export function resetNetwork(): void {
  calls.length = 0;
  globalThis.fetch = realFetch;
  resetRedirects();
  resetCommonData();
}

export const homePage = (): Page =>
  cmsPage({ id: 1, urls: { de: '/de', en: '/en' }, title: 'Startseite', headline: 'Willkommen in der Alten Synagoge', breadcrumb: [] });

export function initialData(overrides: Partial<InitialData> = {}): InitialData {
  return {
    lang: 'de',
    path: '/de',
    route: 'home',
    params: {},
    common: commonData(),
    page: homePage(),
    data: null,
    error: null,
    build: 'test',
    ...overrides,
  };
}

/**
 * For tests that render one page component (not the whole app): each starts with the site's common
 * data and no page error, and ends unmounted with the real network back.
 */
export function pageComponentTests(test: Test): void {
  test.before.each(() => {
    commonSignal.value = commonData();
    pageError.value = null;
  });
  test.after.each(() => {
    cleanup();
    resetNetwork();
  });
}

/** Puts the address where the server would have answered, before the app boots. */
export function visit(path: string): void {
  history.replaceState(null, '', path);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
