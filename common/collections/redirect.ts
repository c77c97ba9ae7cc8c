/**
 * Redirects (SPEC §3). An entry may not name a reserved address (sign-in, hub,
 * APIs, assets, media, webshop, the service worker …): an editor must not be able to send the
 * admins' sign-in to another site. The server also refuses loops and chains (server/features/redirects/redirect-service.ts) and
 * applies an entry only where the address would otherwise be a 404.
 */
import { matchRoute, normalizePath } from '../routes';
import type { ErrorCode } from '../modules/define';
import { defineCollection, label } from './define';

const sitePath = (v: unknown) => (typeof v === 'string' && /^\/(?!\/)\S*$/.test(v) ? null : 'notLink');

/** First segments (after an optional language) that belong to the application, never to a redirect. */
const RESERVED_SEGMENTS = new Set([
  'accounts', 'cms-hub', 'cms-api', 'api', 'pageeditor-api', 'assets', 'media', 'webshop', 'eventim-template', 'eventim.webshop', 'test.webshop', 'testshop',
  'healthz', 'readyz', 'sw.js', 'offline', 'robots.txt', 'sitemap.xml', 'favicon.ico', 'user', 'search',
]);
const RESERVED_ROUTES = new Set(['login', 'cms-hub', 'webshop', 'search', 'user-profile', 'user-settings']);

/** True when `path` is an address of the application itself (case and trailing slash ignored). */
export function isReservedPath(path: string): boolean {
  const clean = normalizePath(path.trim()).toLowerCase();
  if (clean === '/' || /^\/(de|en)$/.test(clean)) return true;
  const segments = clean.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  const first = /^(de|en)$/.test(segments[0] ?? '') ? segments[1] : segments[0];
  if (first !== undefined && (RESERVED_SEGMENTS.has(first) || RESERVED_SEGMENTS.has(segments[0]!))) return true;
  const match = matchRoute(clean);
  return Boolean(match && RESERVED_ROUTES.has(match.route.name));
}

const oldPathRule = (v: unknown): ErrorCode | null => sitePath(v) ?? (isReservedPath(v as string) ? 'reservedPath' : null);

export const redirect = defineCollection({
  slug: 'redirect',
  path: 'redirects/redirect',
  label: { singular: label('Weiterleitung', 'Redirect'), plural: label('Weiterleitungen', 'Redirects') },
  fields: {
    oldPath: { kind: 'text', label: label('Alte Adresse', 'Old address'), required: true, maxLength: 2000, validators: [oldPathRule] },
    newPath: { kind: 'text', label: label('Neue Adresse', 'New address'), required: true, maxLength: 2000, validators: [(v: unknown) => (typeof v === 'string' && (/^https?:\/\//.test(v) || sitePath(v) === null) ? null : 'notLink')] },
    createdAt: { kind: 'date', label: label('Angelegt', 'Created'), readOnly: true },
  },
  titleField: 'oldPath',
  listColumns: ['oldPath', 'newPath', 'createdAt'],
  searchFields: ['oldPath', 'newPath'],
  sortFields: ['oldPath', 'createdAt', 'id'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
});
