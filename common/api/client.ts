/**
 * The one HTTP client of both apps (SPEC §7, ARCHITECTURE "Visitor app" HTTP): redaxios with
 * Accept JSON, the language prefix for language-aware calls, and credentials plus the CSRF header
 * (double submit from the `csrftoken` cookie) for unsafe calls and for logged-in page calls.
 * Every failure becomes an ApiError {message, statusCode} (SPEC §8).
 */
import axios, { type Options } from 'redaxios';
import { toApiError } from './errors';
import { readCookie } from './browser-cookie';
import { normalizePath, type Lang } from '../routes';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATH, SECURE_CSRF_COOKIE, SESSION_HINT_COOKIE } from './cookies';
import type { Form, FormEntryCreated, FormEntryError, FormEntryPayload } from './forms';
import type {
  CalendarDays,
  EventDetail,
  EventListItem,
  EventPageData,
  ExhibitionTypeOption,
  FilterOption,
  PersonDetail,
  PersonListItem,
  ProductionDetail,
  ProductionListItem,
  ProductionPageData,
  ProductionsPageData,
  SeasonOption,
  SeriesDetail,
  SeriesListItem,
  Teaser,
  VenueDetail,
} from './programme';
import type {
  ApiError,
  BreakingNews,
  EventFilterOptions,
  EventQuery,
  LoginState,
  Navigation,
  OpeningHoursToday,
  Page,
  Paginated,
  RedirectEntry,
  Section,
  SettingsResponse,
  SiteSettings,
} from './types';

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
 * Pages set no cookie (issue #13), so the first unsafe call of a visit fetches it once.
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
async function withSessionReady(options: Options = {}): Promise<Options> {
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

/** GET; `session` adds credentials and the CSRF header. */
export function get<T>(url: string, params?: Record<string, string>, session = false): Promise<T> {
  const options: Options = params ? { params } : {};
  return request<T>({ ...(session ? withSession(options) : options), url, method: 'get' });
}

/** Unsafe calls always carry credentials and the CSRF header (SPEC §7, server/plugins/csrf.ts). */
export async function send<T>(method: 'post' | 'put' | 'patch' | 'delete', url: string, data?: unknown): Promise<T> {
  return request<T>({ ...(await withSessionReady()), url, method, ...(data === undefined ? {} : { data: data as object }) });
}

/** `/de/ueber-uns` → `ueber-uns`; the home page `/de` → `` (the page call takes the path below the language). */
export function pagePathOf(lang: Lang, path: string): string {
  const clean = normalizePath(path);
  const prefix = `/${lang}`;
  const below = clean === prefix ? '' : clean.startsWith(`${prefix}/`) ? clean.slice(prefix.length + 1) : clean.replace(/^\/+/, '');
  return below.split('/').map(encodeURIComponent).join('/');
}

/** A CMS page in a language; logged-in visitors send credentials and the CSRF header (SPEC §7). */
export function getPage(lang: Lang, path: string, versionId?: number): Promise<Page> {
  const params = versionId === undefined ? undefined : { version_id: String(versionId) };
  return get<Page>(`/${lang}/pageeditor-api/page/${pagePathOf(lang, path)}`, params, hasSessionHint());
}

export function getRedirects(lang: Lang): Promise<RedirectEntry[]> {
  return get<RedirectEntry[]>(`/${lang}/pageeditor-api/redirect`);
}

export async function getSettings(lang: Lang): Promise<SiteSettings> {
  return (await get<SettingsResponse>('/pageeditor-api/settings', { lang })).data;
}

export function getNav(lang: Lang): Promise<Navigation> {
  return get<Navigation>('/pageeditor-api/nav', { lang });
}

/**
 * The logged-in user, or null. Without the hint cookie no request is made at all: anonymous
 * visitors never pay for the user call (ARCHITECTURE "Budgets"). A 401 means the session ended.
 */
export async function getUser(): Promise<LoginState | null> {
  if (!hasSessionHint()) return null;
  try {
    return await get<LoginState>('/pageeditor-api/user', undefined, true);
  } catch (error) {
    if ((error as ApiError).statusCode === 401) return null;
    throw error;
  }
}

export function getOpeningHoursToday(lang: Lang): Promise<OpeningHoursToday> {
  return get<OpeningHoursToday>(`/${lang}/api/opening-hours-today/`);
}

export async function getBreakingNews(lang: Lang): Promise<BreakingNews[]> {
  return (await get<Paginated<BreakingNews>>(`/${lang}/api/breaking-news/`)).results;
}

/** SPEC §7/§8: a 404 logs the URL the visitor asked for. */
export async function postErrorLog(url: string): Promise<void> {
  await send<unknown>('post', '/api/dashboard-error-log/', { url });
}

/** SPEC §7: one of our forms with its fields (the shell inlines it on first load; client navigation fetches it). */
export function getForm(lang: Lang, id: string): Promise<Form> {
  return get<Form>(`/${lang}/api/forms/${encodeURIComponent(id)}/`);
}

/** SPEC §7: a submission (credentials, CSRF). A rejected one keeps the server's message per field in `errors`. */
export async function postFormEntry(lang: Lang, payload: FormEntryPayload): Promise<FormEntryCreated> {
  try {
    return (await http.post<FormEntryCreated>(`/${lang}/api/forms-entries/`, payload, await withSessionReady())).data;
  } catch (error) {
    const errors = (error as { data?: FormEntryError } | null)?.data?.errors;
    throw Object.assign(toApiError(error), errors ? { errors } : {});
  }
}

/** The five option lists of the event filter bar, in one go (SPEC §7 option lists). */
export async function getEventFilterOptions(lang: Lang): Promise<EventFilterOptions> {
  const params = { lang };
  const [room, type, tag, series, genre] = await Promise.all([
    get<FilterOption[]>('/api/rooms/', params),
    get<ExhibitionTypeOption[]>('/api/exhibition-types/', params),
    get<FilterOption[]>('/api/event-tags/', params),
    get<FilterOption[]>('/api/series/', params),
    get<FilterOption[]>('/api/genres/', params),
  ]);
  return { room, type, tag, series, genre };
}

/** One page of events for the filters (SPEC §7; page size 10, SPEC §9). */
export function getEvents(lang: Lang, query: EventQuery, page: number, pageSize?: number): Promise<Paginated<EventListItem>> {
  const params: Record<string, string> = { ...definedOnly(query), page: String(page) };
  if (pageSize !== undefined) params.page_size = String(pageSize);
  return get<Paginated<EventListItem>>(`/${lang}/api/events/`, params);
}

/** The days (DD-MM-YYYY) with events for the filters, from `query.date` or today on. */
export async function getCalendarDays(query: EventQuery): Promise<string[]> {
  return (await get<CalendarDays>('/api/calendar/', definedOnly(query))).dates;
}

/** Teasers placed between the days of the event list, from `date` or today on. */
export function getTeasers(lang: Lang, date?: string): Promise<Teaser[]> {
  return get<Teaser[]>(`/${lang}/api/teasers/`, date ? { date } : undefined);
}

function definedOnly(query: EventQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** A page-editor section by slug (SPEC §7 container call); null when the entity has none yet. */
export async function getContainer(slug: string, lang: Lang): Promise<Section | null> {
  try {
    return await get<Section>(`/pageeditor-api/container/by-slug/${encodeURIComponent(slug)}`, { lang }, hasSessionHint());
  } catch (error) {
    if ((error as ApiError).statusCode === 404) return null;
    throw error;
  }
}

/** An event with its description modules, as the shell inlines it on first load. */
export async function getEventPage(lang: Lang, id: string): Promise<EventPageData> {
  const event = await get<EventDetail>(`/${lang}/api/events/${encodeURIComponent(id)}/`);
  return { event, container: await getContainer(event.container, lang) };
}

export async function getProductionPage(lang: Lang, id: string): Promise<ProductionPageData> {
  const production = await get<ProductionDetail>(`/${lang}/api/productions/${encodeURIComponent(id)}/`);
  return { production, container: await getContainer(production.container, lang) };
}

/** One page of productions for the filters (SPEC §3 "Production filter", §7). */
export function getProductions(lang: Lang, filters: Record<string, string>, page: number): Promise<Paginated<ProductionListItem>> {
  return get<Paginated<ProductionListItem>>(`/${lang}/api/productions/`, { ...filters, page: String(page) });
}

/** The productions list's filter options and its first page, as the shell inlines them. */
export async function getProductionsPage(lang: Lang, filters: Record<string, string>): Promise<ProductionsPageData> {
  const params = { lang };
  const [seasons, types, tags, productions] = await Promise.all([
    get<SeasonOption[]>('/api/seasons/', params),
    get<ExhibitionTypeOption[]>('/api/exhibition-types/', params),
    get<FilterOption[]>('/api/production-tags/', params),
    getProductions(lang, filters, 1),
  ]);
  return { seasons, types, tags, productions };
}

export function getEnsemble(lang: Lang): Promise<PersonListItem[]> {
  return get<PersonListItem[]>(`/${lang}/api/persons/`);
}

export function getPerson(lang: Lang, id: string): Promise<PersonDetail> {
  return get<PersonDetail>(`/${lang}/api/persons/${encodeURIComponent(id)}/`);
}

export function getVenue(lang: Lang, id: string): Promise<VenueDetail> {
  return get<VenueDetail>(`/${lang}/api/venues/${encodeURIComponent(id)}/`);
}

export function getSeries(lang: Lang, id: string): Promise<SeriesDetail> {
  return get<SeriesDetail>(`/${lang}/api/series/${encodeURIComponent(id)}/`);
}

/** Every series for the /abonnements listing, subscriptions first. */
export function getSeriesList(lang: Lang): Promise<SeriesListItem[]> {
  return get<SeriesListItem[]>(`/${lang}/api/series-list/`);
}
