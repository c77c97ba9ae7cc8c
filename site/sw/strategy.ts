/**
 * Which requests the service worker answers, and how: pages and API reads
 * network-first, hashed assets cache-first, everything else straight to the network.
 */
import { LANGS } from '../../common/routes';

export type Strategy = 'page' | 'asset' | 'api';

/** /api/…, /pageeditor-api/… and their /{locale}/… forms (SPEC §7). */
const API_PATH = new RegExp(`^/(?:(?:${LANGS.join('|')})/)?(?:api|pageeditor-api)/`);
/** Hashed bundles: a name never changes its content (server/shell/assets.ts). */
const ASSET_PATH = /^\/assets\//;

export interface RequestFacts {
  method: string;
  mode: string;
  url: string;
}

/** The strategy for a request, or null when the worker should not touch it. */
export function strategyFor(request: RequestFacts, origin: string): Strategy | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (request.mode === 'navigate') return 'page';
  if (ASSET_PATH.test(url.pathname)) return 'asset';
  if (API_PATH.test(url.pathname)) return 'api';
  return null;
}

export interface ResponseFacts {
  status: number;
  type: string;
  headers: { get(name: string): string | null };
}

/**
 * Only complete, same-origin, shareable answers are kept: an editor's page or the user call come
 * `private, no-store` (server/features/http/public-cache.ts) and never reach the cache, nor do
 * errors and redirects.
 */
export function isCacheable(response: ResponseFacts): boolean {
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return false;
  return !/\b(?:no-store|private)\b/i.test(response.headers.get('cache-control') ?? '');
}
