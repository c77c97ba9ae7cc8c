/**
 * The calls of the CMS pages and of what every page shows (SPEC §7): the page by path, redirects,
 * settings, navigation, the signed-in user, today's opening hours, breaking news.
 */
import { call, hasSessionHint, pagePathOf } from './client';
import * as endpoints from './endpoints/pages';
import type { Lang } from '../routes';
import type { ApiError, BreakingNews, LoginState, Navigation, OpeningHoursToday, Page, RedirectEntry, SiteSettings } from './types';

export { pagePathOf, postErrorLog } from './client';

/** A CMS page in a language; logged-in visitors send credentials and the CSRF header (SPEC §7). */
export function getPage(lang: Lang, path: string, versionId?: number): Promise<Page> {
  const query = versionId === undefined ? {} : { version_id: String(versionId) };
  return call(endpoints.page, { lang, params: { '*': pagePathOf(lang, path) }, query }, hasSessionHint());
}

export function getRedirects(lang: Lang): Promise<RedirectEntry[]> {
  return call(endpoints.redirects, { lang });
}

export async function getSettings(lang: Lang): Promise<SiteSettings> {
  return (await call(endpoints.settings, { query: { lang } })).data;
}

export function getNav(lang: Lang): Promise<Navigation> {
  return call(endpoints.nav, { query: { lang } });
}

/**
 * The logged-in user, or null. Without the hint cookie no request is made at all: anonymous
 * visitors never pay for the user call (ARCHITECTURE "Budgets"). A 401 means the session ended.
 */
export async function getUser(): Promise<LoginState | null> {
  if (!hasSessionHint()) return null;
  try {
    return await call(endpoints.loginState, {}, true);
  } catch (error) {
    if ((error as ApiError).statusCode === 401) return null;
    throw error;
  }
}

export function getOpeningHoursToday(lang: Lang): Promise<OpeningHoursToday> {
  return call(endpoints.openingHoursToday, { lang });
}

export async function getBreakingNews(lang: Lang): Promise<BreakingNews[]> {
  return (await call(endpoints.breakingNews, { lang })).results;
}
