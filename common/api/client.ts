/**
 * The one HTTP client of both apps (SPEC §7, ARCHITECTURE "Visitor app" HTTP): redaxios with
 * Accept JSON, the language prefix for language-aware calls, and credentials plus the CSRF header
 * (double submit from the `csrftoken` cookie) for unsafe calls and for logged-in page calls.
 * Every failure becomes an ApiError {message, statusCode} (SPEC §8).
 *
 * The calls themselves are in one module per kind of page (pages-client.ts, programme-client.ts,
 * forms-client.ts), so a page's chunk carries the calls it makes and not every call of the site.
 */
import axios, { type Options } from 'redaxios';
import { toApiError } from './errors';
import { readCookie } from './browser-cookie';
import { normalizePath, type Lang } from '../routes';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATH, SECURE_CSRF_COOKIE, SESSION_HINT_COOKIE } from './cookies';
import { errorLog } from './endpoints/reports';
import { addressOf, queryStrings, type AnswerOf, type CallInput, type Endpoint } from './contract';

export { ApiRequestError, ERROR_MESSAGES, toApiError } from './errors';

export const http = axios.create({ headers: { Accept: 'application/json' }, responseType: 'json' });

/** Whether the visitor may hold a session: only then do we pay for user-bound requests (ARCHITECTURE "Sessions"). */
export function hasSessionHint(): boolean {
  return readCookie(SESSION_HINT_COOKIE) !== undefined;
}

/** Credentials and the CSRF header from the `csrftoken` cookie (SPEC §7). */
function withSession(options: Options = {}): Options {
  return { ...options, withCredentials: true, headers: { ...options.headers, ...csrfHeaders() } };
}

/** The CSRF header from the `csrftoken` cookie, also for calls outside redaxios (upload progress needs XMLHttpRequest). */
export function csrfHeaders(): Record<string, string> {
  const token = readCookie(SECURE_CSRF_COOKIE) ?? readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}

let tokenRequest: Promise<unknown> | null = null;

/**
 * The CSRF header for an unsafe call, also outside redaxios (upload progress needs XMLHttpRequest).
 * Pages set no cookie, so the first unsafe call of a visit fetches it once.
 */
export async function csrfHeadersReady(): Promise<Record<string, string>> {
  if (!readCookie(SECURE_CSRF_COOKIE) && !readCookie(CSRF_COOKIE)) {
    tokenRequest ??= http.get(CSRF_TOKEN_PATH, { withCredentials: true }).finally(() => {
      tokenRequest = null;
    });
    // A failed fetch leaves the header out: the server then answers the call with its clear 403.
    await tokenRequest.catch(() => undefined);
  }
  return csrfHeaders();
}

/** Credentials and a CSRF header that exists: for unsafe calls. */
export async function withSessionReady(options: Options = {}): Promise<Options> {
  return { ...options, withCredentials: true, headers: { ...options.headers, ...(await csrfHeadersReady()) } };
}

async function request<T>(options: Options & { url: string }): Promise<T> {
  try {
    const response = await http<T>(options);
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * Calls an endpoint of the contract (common/api/endpoints/): `call(endpoints.events, { lang, query })`.
 * `session` adds credentials and the CSRF header to a GET (unsafe calls always carry them).
 */
export async function call<E extends Endpoint>(endpoint: E, input: CallInput<E>, session = false): Promise<AnswerOf<E>> {
  const { lang, params, query, body } = input as { lang?: Lang; params?: Record<string, string | number>; query?: object; body?: unknown };
  // Unsafe calls always carry credentials and the CSRF header (SPEC §7, server/plugins/csrf.ts).
  const credentials = endpoint.method !== 'GET' ? await withSessionReady() : session ? withSession() : {};
  return request<AnswerOf<E>>({ ...credentials, url: addressOf(endpoint.path, lang, params), method: endpoint.method, params: queryStrings(query), data: body });
}

/** `/de/ueber-uns` → `ueber-uns`; the home page `/de` → `` (the page call takes the path below the language). */
export function pagePathOf(lang: Lang, path: string): string {
  const clean = normalizePath(path);
  const prefix = `/${lang}`;
  const below = clean === prefix ? '' : clean.startsWith(`${prefix}/`) ? clean.slice(prefix.length + 1) : clean.replace(/^\/+/, '');
  return below.split('/').map(encodeURIComponent).join('/');
}

/** SPEC §7/§8: a 404 logs the URL the visitor asked for. */
export async function postErrorLog(url: string): Promise<void> {
  await call(errorLog, { body: { url } });
}
