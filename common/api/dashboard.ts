/**
 * The CMS hub's dashboard (SPEC §1 sections), one editor-only GET per section:
 * `/cms-api/dashboard/{section}/`. Every figure is computed from what the site itself records.
 */
import type { VitalMetric } from './types';
import type { ApprovalRequestItem } from './drafts';

export const DASHBOARD_SECTIONS = ['activity', 'search', 'pagespeed', 'status', 'service', 'google', 'celum', 'version'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];
export const dashboardUrl = (section: DashboardSection) => `/cms-api/dashboard/${section}/`;
/** The sections that write words for the reader take the UI language as `?lang=de|en` (German when absent). */

/** Traffic-light level of a figure or check. */
export type Level = 'green' | 'amber' | 'red';

export interface ActivityDashboard {
  /** `summary`: the change in a sentence of the asked language (`?lang=`), as the audit log writes it. */
  recent: { who: string; action: 'create' | 'update' | 'delete'; collection: string; title: string; summary: string; at: string; admin_url: string | null }[];
  /** Content that goes online later (articles, breaking news, page modules, page drafts to publish at a time). `what`: its kind and title in words. */
  scheduled: { kind: string; id: number; title: string; what: string; online_from: string; admin_url: string | null }[];
  /** Content whose online window ended today (Berlin day). */
  expired_today: { kind: string; id: number; title: string; what: string; online_to: string; admin_url: string | null }[];
  /** Drafts sent for approval; for publishers and admins only, else empty. */
  approvals?: ApprovalRequestItem[];
}

export interface SearchTerm {
  query: string;
  count: number;
  /** Results the query finds now (German search). */
  results: number;
  /** Opens the site search for it. */
  search_url: string;
  /** Opens the admin's new redirect with the old path filled in. */
  redirect_url: string;
}

export interface SearchDashboard {
  periods: { days: 7 | 30; top: SearchTerm[]; no_result: SearchTerm[] }[];
}

export interface VitalThreshold {
  good: number;
  poor: number;
}

/** Core Web Vitals thresholds (web.dev): at or below `good` is good, above `poor` is poor. */
export const CWV_THRESHOLDS: Record<'LCP' | 'INP' | 'CLS', VitalThreshold> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};
export const CWV_METRICS = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalMetric[];

export interface PagespeedDashboard {
  periods: {
    days: 7 | 28;
    routes: { route: string; metrics: Partial<Record<(typeof CWV_METRICS)[number], { p75: number; samples: number; level: Level }>> }[];
  }[];
  /** The site-wide p75 per Berlin day of the last 28 days, one series per metric (the charts). */
  daily: Record<(typeof CWV_METRICS)[number], { day: string; p75: number }[]>;
}

export interface StatusCheck {
  key: 'database' | 'ticketshop' | 'mail' | 'disk' | 'site' | 'shop';
  level: Level;
  /** What was found, in English for the log and the German UI's detail line alike. */
  detail: string;
  /** What to do about it; empty when green. */
  fix: string;
}

export interface StatusDashboard {
  checks: StatusCheck[];
  ticketshop: { reachable: boolean; last_sync: string | null; last_error: string | null };
}

export interface ServiceDashboard {
  not_found: { path: string; hits: number; last_seen: string; redirect_url: string }[];
  broken_links: { where: string; admin_url: string | null; link: string }[];
}

export interface GoogleDashboard {
  pages_without_description: { id: number; title: string; path: string; admin_url: string }[];
  pages_without_og_image: { id: number; title: string; path: string; admin_url: string }[];
  /** Upcoming online events whose Event JSON-LD would lack a required field (name, startDate, location). */
  events_incomplete: { id: number; title: string; missing: string[]; admin_url: string }[];
  sitemap: { served: boolean; urls: number; last_change: string | null };
}

export interface CelumDashboard {
  media: { files: number; images: number; without_alt: number; unused: number; bytes: number };
  dam: { connected: false; detail: string };
}

export interface VersionDashboard {
  app_version: string;
  build: string | null;
  /** `latest` is the last applied migration's file tag, for an operator's log, not for the screen. */
  migration: { applied: number; available: number; latest: string | null };
  node: string;
  database: { engine: 'pglite' | 'postgres'; version: string };
}

/** What each section's GET answers: the server's handlers and the hub's views read the same map (STYLE 11). */
export interface DashboardData {
  activity: ActivityDashboard;
  search: SearchDashboard;
  pagespeed: PagespeedDashboard;
  status: StatusDashboard;
  service: ServiceDashboard;
  google: GoogleDashboard;
  celum: CelumDashboard;
  version: VersionDashboard;
}
