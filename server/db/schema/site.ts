/** Site-wide content: settings, navigation, redirects, opening hours, breaking news, error log (SPEC §3). */
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DesignSettings } from '../../../common/api/types';
import type { Localized } from '../../../common/i18n/localized';
import { createdAt, localized, updatedAt } from './columns';
import { pages } from './content';

/** One row (id 1). */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  isSiteOnline: boolean('is_site_online').notNull().default(true),
  isShopOnline: boolean('is_shop_online').notNull().default(true),
  htmlHeader: localized('html_header'),
  htmlFooterTop: localized('html_footer_top'),
  htmlFooterBottom: localized('html_footer_bottom'),
  htmlFooterLogos: jsonb('html_footer_logos').$type<Localized>(),
  design: jsonb('design').$type<Partial<DesignSettings>>().notNull().default({}),
  /** Administrators sign in with a second factor (docs/DECISIONS.md "Two-factor sign-in"). */
  requireAdminTwoFactor: boolean('require_admin_two_factor').notNull().default(false),
  updatedAt: updatedAt(),
  /** 'Freigabe erforderlich': editors ask a publisher instead of publishing. */
  approvalRequired: boolean('approval_required').notNull().default(false),
});

export type NavMenu = 'main' | 'top' | 'footer';

export const navItems = pgTable(
  'nav_items',
  {
    id: serial('id').primaryKey(),
    menu: text('menu').$type<NavMenu>().notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => navItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Either a page of ours ... */
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    /** ... or an external address (opens in a new tab, SPEC §2 "Header"). */
    url: jsonb('url').$type<Localized>(),
    /** Falls back to the page title when empty. */
    label: localized('label'),
    hasTabNavigation: boolean('has_tab_navigation').notNull().default(false),
  },
  (t) => [index('nav_items_menu_idx').on(t.menu, t.parentId, t.position)],
);

export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    oldPath: text('old_path').notNull(),
    newPath: text('new_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('redirects_old_path_idx').on(t.oldPath)],
);

/** Regular weekly hours; several rows per weekday are merged (SPEC §4). weekday: 1 = Monday … 7 = Sunday. */
export const openingHours = pgTable('opening_hours', {
  id: serial('id').primaryKey(),
  weekday: smallint('weekday').notNull(),
  timeFrom: text('time_from'),
  timeTo: text('time_to'),
  closed: boolean('closed').notNull().default(false),
  alternativeText: localized('alternative_text'),
  alternativeLinkUrl: text('alternative_link_url').notNull().default(''),
});

/** Exceptions for a calendar day override the weekly hours (SPEC §4). */
export const openingHoursExceptions = pgTable(
  'opening_hours_exceptions',
  {
    id: serial('id').primaryKey(),
    day: date('day').notNull(),
    timeFrom: text('time_from'),
    timeTo: text('time_to'),
    closed: boolean('closed').notNull().default(false),
    alternativeText: localized('alternative_text'),
    alternativeLinkUrl: text('alternative_link_url').notNull().default(''),
  },
  (t) => [index('opening_hours_exceptions_day_idx').on(t.day)],
);

export const breakingNews = pgTable('breaking_news', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  text: localized('text'),
  linkUrl: jsonb('link_url').$type<Localized>(),
  linkTitle: localized('link_title'),
  isActive: boolean('is_active').notNull().default(true),
  onlineFrom: timestamp('online_from', { withTimezone: true }),
  onlineTo: timestamp('online_to', { withTimezone: true }),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** URLs that answered 404 in the browser (SPEC §7 dashboard-error-log), counted. */
export const errorLog = pgTable(
  'error_log',
  {
    id: serial('id').primaryKey(),
    /** The path without its query: random query strings never make new rows. */
    url: text('url').notNull(),
    /** One row per path and day, so the table grows by days, not by reports. */
    day: date('day').notNull().defaultNow(),
    hits: integer('hits').notNull().default(1),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('error_log_url_day_idx').on(t.url, t.day)],
);
