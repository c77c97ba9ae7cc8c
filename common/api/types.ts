/**
 * API shapes shared by the server (which produces them) and both apps (which read them).
 * Field names follow SPEC §3 (snake_case as the API speaks); everything here is JSON.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Role } from '../roles';
import type { EVENT_FILTER_QUERY } from './query-schemas';
import type { Lang, RouteName } from '../routes';
import type { EventListItem, ExhibitionTypeOption, FilterOption, Teaser } from './programme';
import type { AccessibilityFacts } from './accessibility';

/** Any error response (SPEC §8). */
export interface ApiError {
  message: string;
  statusCode: number;
}

/** A paginated list (SPEC §3). `next` and `previous` are page numbers or null. */
export interface Paginated<T> {
  count: number;
  next: number | null;
  previous: number | null;
  results: T[];
}

export type LangUrls = Record<Lang, string>;

/** Column layouts of a section, as twelve-column splits (SPEC §3). */
export const SECTION_LAYOUTS = ['100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25'] as const;
export type SectionLayout = (typeof SECTION_LAYOUTS)[number];

/** One page module in a language: type, online window and its fields (declared in common/modules). */
export interface ModuleData {
  id: number;
  type: string;
  online_from: string | null;
  online_to: string | null;
  data: Record<string, unknown>;
  children?: ModuleData[];
  /** Only in an editor's answer: languages whose text lags behind an edit in the other. */
  needs_translation?: Lang[];
}

export interface SectionColumn {
  index: number;
  classes: string;
  children: ModuleData[];
}

/** A section (container) of a page (SPEC §3 "Section/container"). */
export interface Section {
  slug: string;
  parent: number | null;
  content_type: string;
  object_id: number | null;
  layout: SectionLayout;
  extra_class: string;
  columns: SectionColumn[];
}

export type ColourTheme = 'cc01' | 'cc02' | 'cc03';
export type PageVariant = 'default' | 'landing-2023' | 'jewish-weekends';

export interface BreadcrumbItem {
  title: string;
  url: string;
}

/** A CMS page in one language (SPEC §3 "Page"). */
export interface Page {
  id: number;
  urls: LangUrls;
  content_type: string;
  title: string;
  headline: string;
  is_online: boolean;
  is_clickable: boolean;
  in_menu: boolean;
  in_footer: boolean;
  parent: number | null;
  is_landing_page: boolean;
  meta_title: string;
  meta_description: string;
  og_title: string;
  og_description: string;
  og_image: string | null;
  /** Pixel size of og_image (ours, beside SPEC §3's fields) for og:image:width/height. */
  og_image_size: { width: number; height: number } | null;
  og_type: string;
  og_image_thumbs: { small: string } | null;
  modules: Section[];
  settings_url: string | null;
  siblings: { lang: Lang; urls: LangUrls }[];
  breadcrumb: BreadcrumbItem[];
  theme: ColourTheme | null;
  variant: PageVariant;
  /** Only on the accessibility statement: its status, last check and known exceptions. */
  accessibility?: AccessibilityFacts;
  /** Only in an editor's answer: the revision a save sends back (If-Match) and the go-live/expiry window. */
  for_editors?: PageEditorInfo;
}

export interface DraftSummary {
  /** False until the first publish. */
  published: boolean;
  /** How many modules, sections or settings the draft changes (0: nothing to publish). */
  changes: number;
  authors: string[];
  publish_at: string | null;
  /** Where the draft stands with approval: sent, sent back, or neither. */
  approval?: 'requested' | 'returned' | null;
}

export interface PageEditorInfo {
  revision: number;
  online_from: string | null;
  online_to: string | null;
  /** The server's clock when it answered: badges say 'scheduled' by the clock that decides, not the laptop's. */
  now: string;
  /** The draft against what visitors see (common/api/drafts.ts). */
  draft: DraftSummary;
}

/** Navigation item (SPEC §3). External items carry an absolute url. */
export interface NavItem {
  url: string;
  menu_name: string;
  external: boolean;
  children: NavItem[];
  has_tab_navigation: boolean;
}

export interface FooterLink {
  title: string;
  url: string;
  external: boolean;
}

export interface Navigation {
  menu: NavItem[];
  /** The secondary items of the burger menu and the top navigation. */
  top: NavItem[];
  footer: FooterLink[];
}

export interface HtmlCode {
  code: string;
}

/** Site settings (SPEC §3), already in the requested language. */
export interface SiteSettings {
  is_site_online: boolean;
  is_shop_online: boolean;
  html_header: HtmlCode;
  html_footer_top: HtmlCode;
  html_footer_bottom: HtmlCode;
  html_footer_logos?: HtmlCode;
  design: DesignSettings;
}

export interface SettingsResponse {
  status: 'ok';
  data: SiteSettings;
}

/** Design settings (SPEC §3 "Design settings"): the parts the site reads. */
export interface DesignSettings {
  cookies: { tag_manager_id: string | null };
  /**
   * `logo` is the logo image's address (header and footer); `logoLink` is where the logo leads.
   * Two settings, not one (the link '/' was drawn as an image).
   */
  header: { logo: string; logoLink: string; basketLink: string; webshopLink: string; menuStyle: 'style1' | 'style2' };
  errors: { pages: Partial<Record<string, string>>; notFoundPage: string | null };
  stickyOverlayButton: boolean;
  eventListStyle: 'style1' | 'style2' | 'style3';
  quickBuyActive: boolean;
  detailSectionOrder: string[];
  anchorListOffset: number;
  currency: string;
  loginUrl: string;
  /** Browser icons: an SVG (or PNG/ICO) favicon and a 180 px PNG touch icon; '' for none. */
  icons: { favicon: string; touchIcon: string };
  /** The picture shared for a page without its own Open Graph image; '' falls back to the logo. */
  socialImage: string;
}

/** Opening hours entry (SPEC §3). Times are "HH:MM" in Europe/Berlin. */
export interface OpeningHoursEntry {
  time_from: string | null;
  time_to: string | null;
  closed: boolean;
  alternative_text: string;
  alternative_link_url: string;
}

export interface OpeningHoursToday {
  date: string;
  opening_hours: OpeningHoursEntry[];
  opening_hours_exceptions: OpeningHoursEntry[];
}

/** Breaking-news alert (SPEC §3). */
export interface BreakingNews {
  id: number;
  title: string;
  text: string;
  link: { url: string } | null;
  link_title: string;
}

export interface RedirectEntry {
  old_path: string;
  new_path: string;
}

/** GET /pageeditor-api/user (SPEC §3 "Login state"). */
export interface LoginState {
  logged: true;
  email: string;
  username: string;
  id: number;
  first_name: string;
  last_name: string;
  /** What the account may do (common/roles.ts): the editor loads only for `canEdit(role)`. */
  role: Role;
  admin_menus: { title: string; url: string }[];
  navigation: Navigation;
}

/**
 * GET /api/user-details/ (SPEC §3 "User details"); also the answer of POST /api/logout/. Anonymous
 * visitors get `is_logged_in: false`, empty names and the login address (docs/DECISIONS.md "User details").
 */
export interface UserDetails {
  has_dashboard_online_access: boolean;
  is_logged_in: boolean;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  login_url: string;
  /** POST here (with the CSRF header) to end the session. */
  logout_url: string;
  /** The account's role (common/roles.ts); null for anonymous visitors. */
  role?: Role | null;
  webshop_url: string;
}

/** Data every page needs, inlined into the HTML shell so the first paint makes no API call. */
export interface CommonData {
  settings: SiteSettings;
  nav: Navigation;
  openingHours: OpeningHoursToday;
  breakingNews: BreakingNews[];
}

/** What the server inlines into each HTML shell (ARCHITECTURE "Request flow" 3). */
// Type-only import: route-data.ts imports types from here too, which a type import may.
import type { AnyRouteData } from '../route-data';

export interface InitialData {
  lang: Lang;
  path: string;
  route: RouteName;
  params: Record<string, string | undefined>;
  common: CommonData;
  page: Page | null;
  /** Route-specific data from the route's server loader (events, article, ...); its type per page is common/route-data.ts. */
  data: AnyRouteData | null;
  error: ApiError | null;
  /**
   * The addresses of the page in each language when they are its own, not the route table's: a detail
   * page's slug differs per language, and the language switch renders before the
   * page has named itself. Absent for CMS pages (`page.urls`) and for routes without such addresses.
   */
  urls?: LangUrls;
  build: string;
  /** Where errors are reported (SENTRY_DSN); absent when reporting is off. */
  sentryDsn?: string;
}

/**
 * Route data of the editor hub (/cms-hub), from the shell's route loader: the URL of the editor
 * bundle (build manifest `editor.entry`). The visitor app loads it only when the `logged_in` hint
 * cookie exists, so anonymous visitors never download editor code (ARCHITECTURE "Budgets").
 */
export interface HubData {
  editorEntry: string | null;
}

/** The option lists of the event filter bar (SPEC §3 "Event filter"), keyed by the query parameter each filters. */
export interface EventFilterOptions {
  room: FilterOption[];
  type: ExhibitionTypeOption[];
  tag: FilterOption[];
  series: FilterOption[];
  genre: FilterOption[];
  /** The access features, their ids fixed (common/api/access.ts ACCESS_FEATURE_IDS). */
  access: FilterOption[];
}

/**
 * Route data of the events page (server/shell/loaders/events.ts): everything its first paint needs
 * for the filters in the address, so the page makes no API GET on load (ARCHITECTURE "Budgets").
 */
export interface EventsRouteData {
  /** The API query the data answers (filter keys and date as the address had them), e.g. `room=3&date=14-03-2026`. */
  query: string;
  events: Paginated<EventListItem>;
  teasers: Teaser[];
  /** Days with events for the filters (date aside), from today on. */
  calendar: string[];
  options: EventFilterOptions;
}

/** The event filter keys, as the address and GET /{locale}/api/events/ name them (SPEC §2 "Event list page"). */
export const EVENT_FILTER_KEYS = ['room', 'type', 'tag', 'series', 'genre', 'access'] as const;
export type EventFilterKey = (typeof EVENT_FILTER_KEYS)[number];

/** Query of the events, calendar and teaser calls: ids comma-separated ("3,7"), date DD-MM-YYYY. */
export type EventQuery = FromSchema<typeof EVENT_FILTER_QUERY>;

/** The web vitals the visitor app measures and sends to POST /api/vitals. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Where the visitor app sends them: POST, a text/plain body holding a VitalsBeacon (sendBeacon's own type). */
export const VITALS_PATH = '/api/vitals';
/** A page view reports each metric about once; a few more allow a page restored from the back-forward cache. */
export const VITALS_BEACON_MAX_SAMPLES = 10;

/** One measurement: milliseconds, except CLS (a unitless layout-shift score). */
export interface VitalSample {
  name: VitalMetric;
  value: number;
}

/** The body of POST /api/vitals: the measurements of one page view, by the route it landed on. */
export interface VitalsBeacon {
  route: RouteName;
  samples: VitalSample[];
}

/** GET /api/vitals/summary?day=DD-MM-YYYY (editors only): the 75th percentile per route and metric. */
export interface VitalsSummary {
  /** DD-MM-YYYY, a Berlin day. */
  day: string;
  rows: { route: RouteName; metric: VitalMetric; p75: number; samples: number }[];
}
