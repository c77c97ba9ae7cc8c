/**
 * Input that no route schema catches, refused in one place before any handler runs (brief "Every bad input → a clear message and a 4xx, never a 500"):
 *
 * - A NUL character anywhere in the path parameters, the query or a JSON body. PostgreSQL's text
 *   type cannot hold `\u0000`, so it would otherwise reach the database and fail there as a 500 —
 *   after a visitor's form entry had been accepted on the wire. The 400 names the field
 *   (`field_values.message must not contain a NUL character`), so the visitor's page can say which.
 * - Numbers no column holds: Ajv coerces `?page=1e309` and `?page=Infinity` to Infinity and lets it
 *   through even a `maximum`, and `JSON.parse` reads `1e309` in a body as Infinity. Any non-finite
 *   number in the validated input is a 400 naming the parameter.
 *
 * The HTML shell's wildcard route is left to the shell: it answers the 400 error page itself
 * (server/shell/resolve.ts), as SPEC §5 asks for an invalid address.
 *
 * The plugin also keeps the list of every route the app registers (`app.routeTable`), so tests can
 * walk all of them (test/api/fuzz.test.ts) rather than a hand-kept list.
 * Decisions: DECISIONS "Server input and SEO".
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Names of the query parameters and body fields its schema declares. */
  query: string[];
  body: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, in order (method, url pattern); HEAD twins left out. */
    routeTable: RegisteredRoute[];
  }
}

/** The HTML shell's catch-all route (server/shell/plugin.ts); it renders its own 400 page. */
export const SHELL_ROUTE = '/*';

const NUL = '\u0000';
/** Half of a UTF-16 surrogate pair without its other half: not text, and PostgreSQL's JSON refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const nulMessage = (field: string) => `${field} must not contain a NUL character`;
export const surrogateMessage = (field: string) => `${field} must be valid text (it holds a lone UTF-16 surrogate such as \\ud800)`;
export const finiteMessage = (field: string) => `${field} must be a finite number`;

/** The dotted path of the first key or string value for which `bad` holds, or null. */
function findText(bad: (text: string) => boolean, value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return bad(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (bad(key)) return itemPath;
    const found = findText(bad, item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The dotted path of the first key or string value holding a NUL, or null. */
export const findNul = (value: unknown, path: string, depth = 0): string | null => findText((text) => text.includes(NUL), value, path, depth);

/** The dotted path of the first key or string value holding a lone surrogate, or null. */
export const findLoneSurrogate = (value: unknown, path: string, depth = 0): string | null => findText((text) => LONE_SURROGATE.test(text), value, path, depth);

/** The dotted path of the first number that is not finite (`1e309`, `Infinity` after coercion), or null. */
export function findNonFinite(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNonFinite(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Query and path parameters by their name (`page`), body fields by their path (`field_values.message`). */
function refuse(request: FastifyRequest, find: (value: unknown, path: string) => string | null, message: (field: string) => string): void {
  for (const value of [request.params, request.query, request.body]) {
    const field = find(value, '');
    if (field !== null) throw badRequest(message(field || 'body'));
  }
}

export default fp(
  async (app) => {
    const routeTable: RegisteredRoute[] = [];
    app.decorate('routeTable', routeTable);

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const names = (part: unknown) => Object.keys((part as { properties?: object } | undefined)?.properties ?? {});
      const declared = { query: names(route.schema?.querystring), body: names(route.schema?.body) };
      for (const method of methods) if (method !== 'HEAD') routeTable.push({ method, url: route.url, ...declared });
    });

    // preValidation: the body is parsed by then, and nothing has read the database yet.
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.url === SHELL_ROUTE) return;
      refuse(request, findNul, nulMessage);
      refuse(request, findLoneSurrogate, surrogateMessage);
    });
    // After validation: Ajv coerces `1e309` to Infinity and then lets it pass even `maximum` (its
    // bound checks compare the string it was given), so the coerced values are checked here.
    app.addHook('preHandler', async (request) => {
      refuse(request, findNonFinite, finiteMessage);
    });
  },
  { name: 'input-hardening' },
);
