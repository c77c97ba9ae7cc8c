/** Pages, their sections (containers) and the page modules inside them (SPEC §3). */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ColourTheme, PageVariant, SectionLayout } from '../../../common/api/types';
import type { Localized } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import { createdAt, localized, updatedAt } from './columns';
import { media } from './media';
import { users } from './auth';

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => pages.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /** Full path per language, with the prefix: "/de/haus/geschichte". */
    pathDe: text('path_de').notNull(),
    pathEn: text('path_en').notNull(),
    contentType: text('content_type').notNull().default('page'),
    title: localized('title'),
    headline: localized('headline'),
    metaTitle: localized('meta_title'),
    metaDescription: localized('meta_description'),
    ogTitle: localized('og_title'),
    ogDescription: localized('og_description'),
    ogImageId: integer('og_image_id').references(() => media.id, { onDelete: 'set null' }),
    ogType: text('og_type').notNull().default('website'),
    isOnline: boolean('is_online').notNull().default(true),
    isClickable: boolean('is_clickable').notNull().default(true),
    inMenu: boolean('in_menu').notNull().default(false),
    inFooter: boolean('in_footer').notNull().default(false),
    isLandingPage: boolean('is_landing_page').notNull().default(false),
    theme: text('theme').$type<ColourTheme>(),
    variant: text('variant').$type<PageVariant>().notNull().default('default'),
    /** Go-live and expiry: outside the window the page is offline for visitors. */
    onlineFrom: timestamp('online_from', { withTimezone: true }),
    onlineTo: timestamp('online_to', { withTimezone: true }),
    /** Bumped by every recorded save; editors send it back (If-Match) so a stale save gets a 409. */
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Who saved last (the version list builds on it); null for seeded content or a deleted account. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Drafts: these tables hold what editors work on; visitors see the version numbered
     * here (its snapshot). Null: the page was never edited since, so its rows are what visitors see.
     */
    publishedVersion: integer('published_version'),
    /** False for a page made in the editor or hub until its first publish: no visitor ever sees it. */
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'Veröffentlichen am …': the background job publishes the draft then (server/features/drafts/publish-job.ts). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishAtBy: integer('publish_at_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('pages_path_de_idx').on(t.pathDe), uniqueIndex('pages_path_en_idx').on(t.pathEn), index('pages_parent_idx').on(t.parentId), index('pages_publish_at_idx').on(t.publishAt)],
);

export interface SectionColumnConfig {
  index: number;
  classes: string;
}

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    contentType: text('content_type').notNull().default('page'),
    objectId: integer('object_id'),
    layout: text('layout').$type<SectionLayout>().notNull().default('100'),
    extraClass: text('extra_class').notNull().default(''),
    columns: jsonb('columns').$type<SectionColumnConfig[]>().notNull().default([{ index: 0, classes: '' }]),
    /** Bumped by every save of the section (If-Match). */
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Who saved last (the version list builds on it); null for seeded content or a deleted account. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('sections_slug_idx').on(t.slug), index('sections_page_idx').on(t.pageId, t.position)],
);

export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'cascade' }),
    columnIndex: integer('column_index').notNull().default(0),
    /** Child modules (teaser items, FAQ items, anchor items) hang under their list module. */
    parentModuleId: integer('parent_module_id').references((): AnyPgColumn => modules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    type: text('type').notNull(),
    /** Language-neutral fields (images, urls, formats), as the module's declaration names them. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    /** Translatable fields per language: `{de: {...}, en: {...}}`. */
    i18n: jsonb('i18n').$type<Localized<Record<string, unknown>>>().notNull().default({ de: {} }),
    onlineFrom: timestamp('online_from', { withTimezone: true }),
    onlineTo: timestamp('online_to', { withTimezone: true }),
    /** Languages whose text lags behind an edit in the other one. */
    needsTranslation: jsonb('needs_translation').$type<Lang[]>().notNull().default([]),
    /**
     * The key the editor's form gave the new module: a create sent again with it
     * (a draft restored after a save whose answer got lost) updates this module instead of adding one.
     */
    clientKey: text('client_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Who saved last (the version list builds on it); null for seeded content or a deleted account. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('modules_section_idx').on(t.sectionId, t.columnIndex, t.position), index('modules_parent_idx').on(t.parentModuleId), uniqueIndex('modules_client_key_idx').on(t.clientKey)],
);
