/** What every page needs: the page itself, settings, menu, sign-in state, redirects, opening hours, breaking news, and the account in the header (SPEC §7; the contract: common/api/endpoints/index.ts). */
import { endpoint } from '../contract';
import type { LANG_QUERY, PAGE_QUERY } from '../query-schemas';
import type { BreakingNews, LoginState, Navigation, OpeningHoursToday, Page, Paginated, RedirectEntry, SettingsResponse, UserDetails } from '../types';

// What every page shows (SPEC §7 page-editor calls), `?lang=`
/** A page by its path below the language (`pagePathOf`), '' for the home page. */
export const page = /* @__PURE__ */ endpoint<{ query: typeof PAGE_QUERY; answer: Page }>()('/{lang}/pageeditor-api/page/*');
export const settings = /* @__PURE__ */ endpoint<{ query: typeof LANG_QUERY; answer: SettingsResponse }>()('/pageeditor-api/settings');
export const nav = /* @__PURE__ */ endpoint<{ query: typeof LANG_QUERY; answer: Navigation }>()('/pageeditor-api/nav');
export const loginState = /* @__PURE__ */ endpoint<{ query: typeof LANG_QUERY; answer: LoginState }>()('/pageeditor-api/user');
export const redirects = /* @__PURE__ */ endpoint<{ answer: RedirectEntry[] }>()('/{lang}/pageeditor-api/redirect');
export const openingHoursToday = /* @__PURE__ */ endpoint<{ answer: OpeningHoursToday }>()('/{lang}/api/opening-hours-today/');
export const breakingNews = /* @__PURE__ */ endpoint<{ answer: Paginated<BreakingNews> }>()('/{lang}/api/breaking-news/');


// The account in the header (SPEC §7)
export const userDetails = /* @__PURE__ */ endpoint<{ answer: UserDetails }>()('/api/user-details/');
/** SPEC §7 leaves the logout call open: a POST here ends the session (docs/DECISIONS.md "User details and logout"). */
export const logout = /* @__PURE__ */ endpoint<{ answer: UserDetails }>()('/api/logout/', 'POST');
