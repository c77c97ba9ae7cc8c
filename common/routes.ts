/**
 * The one route table (SPEC §2). The visitor app routes with it, the server resolves every page URL
 * with it (status, head, initial data), and the language switch translates paths with it.
 * Patterns use wouter's syntax (regexparam), so client and server match identically.
 */
import { parse } from 'regexparam';

export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];
/** German is the default language (SPEC §1). */
export const DEFAULT_LANG: Lang = 'de';

export function isLang(value: unknown): value is Lang {
  return value === 'de' || value === 'en';
}

/** SPEC §4 "Body class by route": none, the non-CMS class, or the CMS page class. */
export type BodyClass = 'page--cms' | 'page--non-cms' | null;

/** Which shell wraps the route: the default layout, the embedded ticket-shop layout, or the editor hub. */
export type LayoutKind = 'default' | 'webshop' | 'hub';

export type RouteName =
  | 'home'
  | 'events'
  | 'event'
  | 'productions'
  | 'production'
  | 'ensemble'
  | 'ensemble-person'
  | 'magazine'
  | 'magazine-category'
  | 'magazine-tags'
  | 'magazine-tag'
  | 'magazine-article'
  | 'legals-agb'
  | 'legals-privacy'
  | 'legals-imprint'
  | 'legals-accessibility'
  | 'not-found'
  | 'user-profile'
  | 'user-settings'
  | 'form'
  | 'venue'
  | 'series'
  | 'series-list'
  | 'search'
  | 'cms-hub'
  | 'login'
  | 'webshop'
  | 'cms-page';

/** The programme's pages. */
type ProgrammePageName = 'event' | 'production' | 'productions' | 'ensemble' | 'person' | 'venue' | 'series' | 'series-list';

/** The magazine's pages. */
type MagazinePageName = 'magazine' | 'magazine-category' | 'magazine-tags' | 'magazine-tag' | 'article';

/** The logged-in user's pages. */
type UserPageName = 'user-profile' | 'user-settings';

/** The page component that renders a route: `site/pages/<page>.tsx`, one lazy chunk each. */
export type PageName = 'cms-page' | 'accessibility-statement' | 'not-found' | 'hub' | 'login' | 'webshop' | 'form' | 'events' | ProgrammePageName | MagazinePageName | UserPageName | 'search';

export interface RouteDef {
  name: RouteName;
  page: PageName;
  /** Pattern per language; routes without a language prefix (webshop, hub) give the same for both. */
  patterns: Record<Lang, string | readonly string[]>;
  bodyClass: BodyClass;
  layout: LayoutKind;
  /** The route's content is a CMS page fetched by its path (SPEC §7 page call). */
  cmsPage?: boolean;
  /** Shared page header (SPEC §2 "Default layout"). */
  pageHeader?: boolean;
  /** The sticky event-overlay button is hidden here (events pages). */
  hidesOverlayButton?: boolean;
  /** Legal pages: no cookie banner (SPEC §2 "Cookie banner"). */
  legal?: boolean;
}

const both = (pattern: string): Record<Lang, string> => ({
  de: pattern.replace(':lang', 'de'),
  en: pattern.replace(':lang', 'en'),
});

const MAG = { de: '/de/mediathek-de', en: '/en/mediathek-en' } as const;

/**
 * Order matters: the first route whose pattern matches wins, so literal paths come before the
 * patterns with parameters and the CMS catch-all comes last.
 */
export const ROUTES: readonly RouteDef[] = [
  { name: 'home', page: 'cms-page', patterns: { de: '/de', en: '/en' }, bodyClass: 'page--cms', layout: 'default', cmsPage: true },
  { name: 'events', page: 'events', patterns: { de: '/de/programm', en: '/en/events' }, bodyClass: 'page--cms', layout: 'default', cmsPage: true, pageHeader: true, hidesOverlayButton: true },
  { name: 'event', page: 'event', patterns: { de: '/de/programm/:slug/:id', en: '/en/events/:slug/:id' }, bodyClass: 'page--non-cms', layout: 'default', hidesOverlayButton: true },
  { name: 'productions', page: 'productions', patterns: { de: '/de/produktionen', en: '/en/productions' }, bodyClass: 'page--cms', layout: 'default', cmsPage: true, pageHeader: true },
  { name: 'production', page: 'production', patterns: { de: '/de/produktionen/:slug/:id', en: '/en/productions/:slug/:id' }, bodyClass: 'page--non-cms', layout: 'default' },
  { name: 'ensemble', page: 'ensemble', patterns: both('/:lang/ensemble'), bodyClass: null, layout: 'default', cmsPage: true, pageHeader: true },
  { name: 'ensemble-person', page: 'person', patterns: both('/:lang/ensemble/:slug/:id'), bodyClass: null, layout: 'default' },
  { name: 'magazine', page: 'magazine', patterns: MAG, bodyClass: 'page--cms', layout: 'default' },
  { name: 'magazine-tags', page: 'magazine-tags', patterns: { de: `${MAG.de}/tags`, en: `${MAG.en}/tags` }, bodyClass: 'page--cms', layout: 'default' },
  { name: 'magazine-category', page: 'magazine-category', patterns: { de: `${MAG.de}/categories/:category/:id`, en: `${MAG.en}/categories/:category/:id` }, bodyClass: 'page--cms', layout: 'default' },
  { name: 'magazine-tag', page: 'magazine-tag', patterns: { de: `${MAG.de}/tags/:tag/:id`, en: `${MAG.en}/tags/:tag/:id` }, bodyClass: 'page--cms', layout: 'default' },
  { name: 'magazine-article', page: 'article', patterns: { de: `${MAG.de}/:slug/:id`, en: `${MAG.en}/:slug/:id` }, bodyClass: null, layout: 'default' },
  { name: 'legals-agb', page: 'cms-page', patterns: both('/:lang/agb'), bodyClass: null, layout: 'default', cmsPage: true, legal: true },
  { name: 'legals-privacy', page: 'cms-page', patterns: both('/:lang/datenschutz'), bodyClass: null, layout: 'default', cmsPage: true, legal: true },
  { name: 'legals-imprint', page: 'cms-page', patterns: both('/:lang/impressum'), bodyClass: null, layout: 'default', cmsPage: true, legal: true },
  // BITV 2.0 §7 / BFSG: a CMS page whose facts (status, exceptions, last check) come from the hub.
  { name: 'legals-accessibility', page: 'accessibility-statement', patterns: both('/:lang/barrierefreiheit'), bodyClass: null, layout: 'default', cmsPage: true, legal: true },
  { name: 'not-found', page: 'not-found', patterns: both('/:lang/404'), bodyClass: null, layout: 'default' },
  { name: 'user-profile', page: 'user-profile', patterns: both('/:lang/user/profile'), bodyClass: null, layout: 'default' },
  { name: 'user-settings', page: 'user-settings', patterns: both('/:lang/user/settings'), bodyClass: null, layout: 'default' },
  { name: 'form', page: 'form', patterns: both('/:lang/forms/:slug/:id'), bodyClass: null, layout: 'default' },
  { name: 'venue', page: 'venue', patterns: both('/:lang/venues/:slug/:id'), bodyClass: null, layout: 'default' },
  { name: 'series-list', page: 'series-list', patterns: both('/:lang/abonnements'), bodyClass: null, layout: 'default' },
  { name: 'series', page: 'series', patterns: { de: ['/de/series/:slug/:id', '/de/series/:id'], en: ['/en/series/:slug/:id', '/en/series/:id'] }, bodyClass: null, layout: 'default' },
  { name: 'search', page: 'search', patterns: both('/:lang/search/:category?/:page?'), bodyClass: null, layout: 'default' },
  // The login address (design setting `loginUrl`): language-less for links from anywhere, German there.
  { name: 'login', page: 'login', patterns: { de: ['/accounts/login', '/de/accounts/login'], en: '/en/accounts/login' }, bodyClass: null, layout: 'default' },
  { name: 'cms-hub', page: 'hub', patterns: { de: ['/cms-hub', '/cms-hub/*'], en: ['/cms-hub', '/cms-hub/*'] }, bodyClass: null, layout: 'hub' },
  {
    name: 'webshop',
    page: 'webshop',
    patterns: {
      de: ['/eventim-template/*?', '/eventim.webshop/*?', '/test.webshop/*?', '/testshop/*?', '/webshop/*?'],
      en: ['/eventim-template/*?', '/eventim.webshop/*?', '/test.webshop/*?', '/testshop/*?', '/webshop/*?'],
    },
    bodyClass: null,
    layout: 'webshop',
  },
  // Generic CMS pages by path (SPEC §2 "Catch-all").
  { name: 'cms-page', page: 'cms-page', patterns: both('/:lang/*'), bodyClass: 'page--cms', layout: 'default', cmsPage: true, pageHeader: true },
];

export const ROUTES_BY_NAME = Object.fromEntries(ROUTES.map((r) => [r.name, r])) as Record<RouteName, RouteDef>;

export type RouteParams = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteDef;
  /** Language of the path; for language-less routes (webshop, hub) the default language. */
  lang: Lang;
  params: RouteParams;
}

interface CompiledPattern {
  route: RouteDef;
  lang: Lang;
  keys: string[];
  regex: RegExp;
}

function patternsOf(route: RouteDef, lang: Lang): readonly string[] {
  const p = route.patterns[lang];
  return typeof p === 'string' ? [p] : p;
}

const COMPILED: CompiledPattern[] = ROUTES.flatMap((route) =>
  LANGS.flatMap((lang) =>
    patternsOf(route, lang).map((pattern) => {
      const { keys, pattern: regex } = parse(pattern);
      return { route, lang, keys, regex };
    }),
  ),
);

/** Paths compare without a trailing slash ("/de/programm/" is "/de/programm"). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 && bare.endsWith('/') ? bare.replace(/\/+$/, '') || '/' : bare;
}

/**
 * A path as a comparable key: normalized and percent-decoded, so the server's `/de/über` and the
 * address bar's `/de/%C3%BCber` are the same page (else the app would refetch on boot).
 */
export function pathKey(path: string): string {
  const clean = normalizePath(path);
  try {
    return decodeURI(clean);
  } catch {
    return clean;
  }
}

/** The language a path belongs to, from its prefix only (SPEC §1: no cookie). */
export function langOfPath(path: string): Lang | null {
  const first = normalizePath(path).split('/')[1];
  return isLang(first) ? first : null;
}

export function matchRoute(path: string): RouteMatch | null {
  const clean = normalizePath(path);
  for (const c of COMPILED) {
    const m = c.regex.exec(clean);
    if (!m) continue;
    const params: RouteParams = {};
    c.keys.forEach((key, i) => {
      const raw = m[i + 1];
      params[key] = raw === undefined ? undefined : safeDecode(raw);
    });
    const lang = langOfPath(clean) ?? c.lang;
    return { route: c.route, lang, params };
  }
  return null;
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The first pattern for a route and language with its parameters filled in; optional ones left out when absent. */
export function buildPath(name: RouteName, lang: Lang, params: RouteParams = {}): string {
  const route = ROUTES_BY_NAME[name];
  const candidates = patternsOf(route, lang);
  // Prefer the pattern whose required parameters are all given (series with and without slug).
  const pattern =
    candidates.find((p) => requiredKeys(p).every((k) => params[k] !== undefined && params[k] !== '')) ?? candidates[0]!;
  const filled = pattern
    .replace(/\/\*\??$/, params['*'] ? `/${params['*']}` : '')
    .replace(/\/:([A-Za-z0-9_]+)(\?)?/g, (_all, key: string) => {
      const value = params[key];
      return value === undefined || value === '' ? '' : `/${encodeURIComponent(value)}`;
    });
  return filled || '/';
}

function requiredKeys(pattern: string): string[] {
  return [...pattern.matchAll(/:([A-Za-z0-9_]+)(\?)?/g)].filter((m) => !m[2]).map((m) => m[1]!);
}

/**
 * The same place in the other language for routes defined by the table. CMS pages answer null:
 * their sibling URL comes from the page's own `urls` (SPEC §3), which only the server knows.
 */
export function translatePath(path: string, target: Lang): string | null {
  const match = matchRoute(path);
  if (!match || match.route.name === 'cms-page') return null;
  if (match.route.layout !== 'default') return normalizePath(path);
  return buildPath(match.route.name, target, match.params);
}

/** Home path of a language. */
export const homePath = (lang: Lang): string => `/${lang}`;
