/**
 * CMS page fetches by language and path. SPEC §4 says a page already being fetched is waited for
 * by polling every 50 ms; we share the promise of the running fetch instead: the same behaviour
 * without a timer (docs/DECISIONS.md "Waiting for a page already being fetched").
 */
import { api } from './api';
import type { Page } from '../../common/api/types';
import { normalizePath, pathKey, type Lang } from '../../common/routes';

const inFlight = new Map<string, Promise<Page>>();

export function fetchPage(lang: Lang, path: string): Promise<Page> {
  const key = `${lang} ${normalizePath(path)}`;
  const running = inFlight.get(key);
  if (running) return running;
  const request = api()
    .then(({ getPage }) => getPage(lang, path))
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

/** Whether `page` is the page at `path` in any language (SPEC §4: the page header's loading flag). */
export function isPageAt(page: Page | null, path: string): boolean {
  if (!page) return false;
  const wanted = pathKey(path);
  const urls = [page.urls, ...page.siblings.map((s) => s.urls)].flatMap((u) => Object.values(u));
  return urls.some((url) => pathKey(url) === wanted);
}
