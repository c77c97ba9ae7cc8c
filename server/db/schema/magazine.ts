/**
 * The magazine (SPEC §2 "Media library"): articles with a body of page modules,
 * categories and tags with a slug per language, and the events and productions an article relates to.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '../../../common/i18n/localized';
import { createdAt, localized, updatedAt } from './columns';
import { media } from './media';
import { events, productions } from './programme';

/**
 * One body module as stored: the page-module storage style (language-neutral `fields`, translatable
 * `i18n`), so the API merges it into the same ModuleData the CMS page renderers already draw.
 */
export interface StoredArticleModule {
  type: string;
  fields: Record<string, unknown>;
  i18n: Localized<Record<string, unknown>>;
}

const position = () => integer('position').notNull().default(0);

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  slug: localized('slug'),
  position: position(),
});

export const articleTags = pgTable('article_tags', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  slug: localized('slug'),
  position: position(),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: localized('slug'),
    title: localized('title'),
    lead: localized('lead'),
    body: jsonb('body').$type<StoredArticleModule[]>().notNull().default([]),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    author: text('author').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    isOnline: boolean('is_online').notNull().default(true),
    /** An article may be scheduled or expire (expired content is never listed or found). */
    onlineFrom: timestamp('online_from', { withTimezone: true }),
    onlineTo: timestamp('online_to', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('articles_published_idx').on(t.publishedAt)],
);

export const articleCategoryLinks = pgTable(
  'article_category_links',
  {
    articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => articleCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.categoryId] }), index('article_category_links_category_idx').on(t.categoryId, t.articleId)],
);

export const articleTagLinks = pgTable(
  'article_tag_links',
  {
    articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => articleTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tag_links_tag_idx').on(t.tagId, t.articleId)],
);

export const articleEvents = pgTable(
  'article_events',
  {
    articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.eventId] })],
);

export const articleProductions = pgTable(
  'article_productions',
  {
    articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
    productionId: integer('production_id').notNull().references(() => productions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.productionId] })],
);
