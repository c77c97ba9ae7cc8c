/**
 * What the shell answers for a page URL (ARCHITECTURE "Request flow" 3): a redirect, or a page with
 * its status, head and initial data. Order: root language detection, redirect table, overlay flag,
 * anonymous version flag, site offline, route table, CMS page, route loader.
 */
import { oldShopTarget, webshopLang } from '../../common/webshop-paths';
import { isEditAddress } from '../../common/editor-seam';
import { loginHref } from '../../common/login/login-href';
import type { ApiError, CommonData, InitialData, LangUrls, Page } from '../../common/api/types';
import { buildPath, DEFAULT_LANG, LANGS, langOfPath, matchRoute, normalizePath, type Lang, type RouteMatch } from '../../common/routes';
import de from '../../common/i18n/de/error-page';
import en from '../../common/i18n/en/error-page';
import { namespace } from '../../common/i18n/namespace';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { MESSAGES, notFound } from '../errors';
import { loadCommonData } from '../features/common-data';
import { seesOffline } from '../features/http/viewer';
import { loadPage } from '../features/pages/page-service';
import { findRedirect } from '../features/redirects/redirect-service';
import { now } from '../clock';
import type { SessionUser } from '../plugins/session';
import { buildHead, type HeadInfo } from './head';
import { preferredLang } from './language';
import { ROUTE_LOADERS } from './loaders';
import type { RouteLoader } from './loaders/types';
import type { AnyRouteData, LoadedPage } from '../../common/route-data';
import type { PageName, RouteName } from '../../common/routes';

const tErrorPage = namespace({ de, en });

/** Every page's loader under one value type: each returns its own page's data, a member of AnyRouteData. */
const LOADERS: Partial<Record<PageName, RouteLoader<LoadedPage>>> = ROUTE_LOADERS;

/** Unknown paths here are API calls, answered as JSON 404 (SPEC §8), never with the HTML shell (any prefix: `/xx/api/`). */
const API_PATH = /^\/(?:[^/]+\/)?(?:api|pageeditor-api)(?:\/|$)/;

/** An editor's `?version_id=N`: the page as version N of it. */
function versionQuery(query: URLSearchParams): { version?: number } {
  const raw = query.get('version_id');
  return raw && /^[0-9]{1,9}$/.test(raw) ? { version: Number(raw) } : {};
}

export interface ShellRequest {
  /** The raw request URL: path and query, still percent-encoded. */
  url: string;
  acceptLanguage: string | undefined;
  /** The session is looked up only when a session cookie came along. */
  user: () => Promise<SessionUser | null>;
  /** The `logged_in` hint cookie came along: the visitor app will ask who this is (common/api/cookies.ts). */
  sessionHint?: boolean;
  /** Asks the ticket shop for an event's current seats and prices when ours are stale; never awaited. */
  refreshTicketing?: (jetId: number) => void;
  /** Data shared by the renders of one content version (server/cache/shared-data.ts); default: every call loads. */
  shared?: Shared;
  /** A preview link's answer: this page's draft; never shared with other requests. */
  draftOf?: number;
}

/** Loads `key` once per content version for requests that may share it, else every time. */
export type Shared = <T>(key: string, load: () => Promise<T>) => Promise<T>;

const unshared: Shared = (_key, load) => load();

export type ShellOutcome =
  | { kind: 'redirect'; status: 301 | 302; location: string; varyLanguage?: boolean; varyCookie?: boolean }
  | { kind: 'page'; status: number; initial: InitialData; head: HeadInfo; match: RouteMatch | null; loggedIn: boolean };

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A Location header value: absolute URLs as they are (normalized), our paths percent-encoded. */
export function toLocation(target: string): string {
  if (/^https?:\/\//i.test(target)) return new URL(target).href;
  const url = new URL(target, 'http://localhost');
  return url.pathname + url.search + url.hash;
}

const hasNul = (path: string, query: URLSearchParams) => [path, ...query.keys(), ...query.values()].some((text) => text.includes('\u0000'));

const withQuery = (path: string, query: URLSearchParams) => (query.size ? `${path}?${query}` : path);

/** The design's login address; our own login page in the visitor's language (it has an English address too). */
function loginAddress(loginUrl: string, lang: Lang): string {
  return matchRoute(normalizePath(loginUrl.split('?')[0]!))?.route.name === 'login' ? `${buildPath('login', lang)}/` : loginUrl;
}

async function redirectOutcome(db: Db, path: string): Promise<ShellOutcome | null> {
  const redirect = await findRedirect(db, path, now());
  return redirect && { kind: 'redirect', status: redirect.status, location: toLocation(redirect.new_path) };
}

/** A request URL taken apart: the path decoded and normalized, the query, and the path's language. */
interface Address {
  rawPath: string;
  rawQuery: string;
  path: string;
  query: URLSearchParams;
  lang: Lang;
}

function parseAddress(url: string): Address {
  const [rawPath = '/', rawQuery = ''] = url.split(/\?(.*)/s, 2);
  const path = safeDecode(normalizePath(rawPath));
  return { rawPath, rawQuery, path, query: new URLSearchParams(rawQuery), lang: langOfPath(path) ?? DEFAULT_LANG };
}

/**
 * What the address alone decides, before anyone is looked up; null to go on. `invalid` answers an
 * address that is no address (status 400).
 */
async function addressOutcome({ rawPath, rawQuery, path, query, lang }: Address, acceptLanguage: string | undefined, invalid: () => Promise<ShellOutcome>): Promise<ShellOutcome | null> {
  // SPEC §1: only the root path detects the language; 302, the answer depends on the visitor (DECISIONS).
  if (path === '/') return { kind: 'redirect', status: 302, location: withQuery(`/${preferredLang(acceptLanguage)}`, query), varyLanguage: true };
  if (API_PATH.test(path)) throw notFound();
  // PostgreSQL cannot hold a NUL: an address with one is invalid (SPEC §5) before it reaches a query.
  if (hasNul(path, query)) return invalid();

  // One address per page: "/de/" and "/de/programm/" move to the address
  // without the slash, the query kept as it came. API paths never get here (they keep their slash).
  // The login address keeps its slash: /accounts/login/ is what editors know.
  if (rawPath.length > 1 && rawPath.endsWith('/') && matchRoute(path)?.route.name !== 'login') {
    // Leading slashes collapse to one: "//evil.example/" must not become a protocol-relative address.
    const bare = `/${rawPath.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
    return { kind: 'redirect', status: 301, location: bare + (rawQuery ? `?${rawQuery}` : '') };
  }

  if (query.get('overlay') === 'true') {
    query.delete('overlay');
    return { kind: 'redirect', status: 301, location: withQuery(buildPath('events', lang), query) };
  }
  return null;
}

/**
 * The route of the address. The embedded shop's addresses carry no language; `?lang=en` names it
 * (English header, footer and common data, and a home link to /en).
 */
function matchAddress({ path, rawQuery }: Address): RouteMatch | null {
  const matched = matchRoute(path);
  return matched?.route.name === 'webshop' ? { ...matched, lang: webshopLang(`?${rawQuery}`, matched.lang) } : matched;
}

interface RouteContext {
  db: Db;
  config: Config;
  request: ShellRequest;
  address: Address;
  match: RouteMatch;
  base: OutcomeBase;
  page: Page | null;
  shared: Shared;
}

/** What the route's loader makes of a page that exists: the page with its head, an error page, or a redirect. */
async function routeOutcome({ db, config, request, address, match, base, page, shared }: RouteContext): Promise<ShellOutcome> {
  const { path, query, rawQuery, lang } = address;
  const { user, common } = base;
  const { route, params } = match;
  const loader = LOADERS[route.page];
  const loaded = loader
    ? await loader({ db, config, lang: match.lang, path, route, params, query, user, common, page, shared: user ? unshared : shared, refreshTicketing: request.refreshTicketing ?? (() => undefined) })
    : { data: null };
  const status = loaded.status ?? (route.name === 'not-found' ? 404 : 200);
  if (status === 404 && route.name !== 'not-found') {
    const redirect = await redirectOutcome(db, path);
    if (redirect) return redirect;
  }
  if (status >= 400 && route.name !== 'not-found') return errorOutcome(base, match, lang, status);

  const extra = loaded.head ?? {};
  // A detail page visited under a wrong or outdated slug moves to its own address.
  if (status === 200 && params.slug !== undefined && extra.canonical && extra.canonical !== path) {
    return { kind: 'redirect', status: 301, location: toLocation(extra.canonical) + (rawQuery ? `?${rawQuery}` : '') };
  }
  const head = buildHead({ lang: match.lang, path, route, page, common, errorStatus: status >= 400 ? status : null, publicUrl: config.publicUrl });
  return {
    kind: 'page',
    status,
    match,
    loggedIn: user !== null,
    // A detail page without a picture of its own keeps the design's fallback image.
    head: { ...head, ...extra, image: extra.image ?? head.image, jsonLd: [...head.jsonLd, ...(extra.jsonLd ?? [])] },
    initial: { ...initialData(match.lang, path, route.name, params, common, page, loaded.data, null), ...ownUrls(extra.alternates) },
  };
}

export async function resolveShell(db: Db, config: Config, request: ShellRequest): Promise<ShellOutcome> {
  const address = parseAddress(request.url);
  const { rawQuery, path, query, lang } = address;
  const shared = request.shared ?? unshared;
  const commonData = (lang: Lang) => shared(`common:${lang}`, () => loadCommonData(db, lang));
  const early = await addressOutcome(address, request.acceptLanguage, async () => errorOutcome({ path, user: null, common: await commonData(lang), config }, null, lang, 400));
  if (early) return early;

  const user = await request.user();
  // SPEC §4: a version query is for editors; anonymous visitors get the published page's address.
  if (!user && (query.has('v') || query.has('version_id'))) {
    query.delete('v');
    query.delete('version_id');
    return { kind: 'redirect', status: 301, location: toLocation(withQuery(path, query)) };
  }

  const match = matchAddress(address);
  const oldShop = match?.route.name === 'webshop' ? oldShopTarget(path, rawQuery ? `?${rawQuery}` : '', lang) : null;
  if (oldShop) return { kind: 'redirect', status: 301, location: oldShop };
  const wantsPage = Boolean(match?.route.cmsPage);
  const version = versionQuery(query);
  // A visitor's page is the published one: the same for every render of a content version.
  const loadCmsPage = () => loadPage(db, { lang: match!.lang, path, user, ...version, ...(request.draftOf ? { draftOf: request.draftOf } : {}) });
  const [common, page] = await Promise.all([
    commonData(match?.lang ?? lang),
    !wantsPage ? Promise.resolve(null) : user || version.version !== undefined || request.draftOf ? loadCmsPage() : shared(`page:${match!.lang}:${path}`, loadCmsPage),
  ]);

  // SPEC §4 "Editing without a session raises a login modal with redirect". With the hint cookie the
  // visitor app loads the editor, which opens its login modal over the page; a visitor without it
  // must not download editor code (ARCHITECTURE "Budgets"), so the sign-in comes first, here.
  if (!user && !request.sessionHint && isEditAddress(`?${rawQuery}`) && match?.route.name !== 'login') {
    return { kind: 'redirect', status: 302, location: loginHref(loginAddress(common.settings.design.loginUrl, lang), withQuery(path, query)), varyCookie: true };
  }

  const base = { path, user, common, config };
  // As in Wagtail, a redirect entry acts only where the address would be a 404, so it
  // can never shadow a page or the application's own addresses.
  if (!match || (wantsPage && !page)) {
    const redirect = await redirectOutcome(db, path);
    if (redirect) return redirect;
  }
  if (!common.settings.is_site_online && !seesOffline(user)) return errorOutcome(base, match, lang, 503);
  if (!match || (wantsPage && !page)) return errorOutcome(base, match, lang, 404);
  return routeOutcome({ db, config, request, address, match, base, page, shared });
}

/** A loader's alternates when they name the page in every language (a detail page's own slugs). */
function ownUrls(alternates: HeadInfo['alternates'] | undefined): { urls?: LangUrls } {
  return alternates && LANGS.every((lang) => alternates[lang]) ? { urls: alternates as LangUrls } : {};
}

interface OutcomeBase {
  path: string;
  user: SessionUser | null;
  common: CommonData;
  config: Config;
}

/** SPEC §8 messages for the statuses the shell answers with; SPEC names none for 400, so the error page's own. */
function errorOf(status: number, lang: Lang): ApiError {
  if (status === 400) return { message: tErrorPage(lang).invalidAddress(), statusCode: status };
  const message = status === 404 ? MESSAGES.pageNotFound : status === 503 ? MESSAGES.siteOffline : MESSAGES.unknown;
  return { message, statusCode: status };
}

function errorOutcome({ path, user, common, config }: OutcomeBase, match: RouteMatch | null, fallbackLang: Lang, status: number): ShellOutcome {
  const lang = match?.lang ?? fallbackLang;
  const head = buildHead({ lang, path, route: match?.route ?? null, page: null, common, errorStatus: status, publicUrl: config.publicUrl });
  return {
    kind: 'page',
    status,
    match,
    loggedIn: user !== null,
    head: status === 400 ? { ...head, title: tErrorPage(lang).invalidAddress() } : head,
    initial: initialData(lang, path, match?.route.name ?? 'not-found', match?.params ?? {}, common, null, null, errorOf(status, lang)),
  };
}

function initialData(
  lang: Lang,
  path: string,
  route: RouteName,
  params: InitialData['params'],
  common: CommonData,
  page: Page | null,
  data: AnyRouteData | null,
  error: ApiError | null,
): InitialData {
  // `build` is filled in by the plugin, which owns the manifest.
  return { lang, path, route, params, common, page, data, error, build: '' };
}
