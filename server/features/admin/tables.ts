/**
 * Where each collection lives in the database (issue #12 point 2): its table, and for list-valued
 * relations the link table. Field names in common/collections are this table's property names, so
 * nothing else needs mapping. Writes go straight to these tables: the search index and the content
 * caches follow by the database's own triggers (migration `search-triggers`), as for the seed.
 */
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldError } from '../../../common/modules/define';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { redirectProblems } from '../redirects/redirect-service';

export interface LinkTable {
  table: PgTable;
  /** The column pointing at the collection's row. */
  own: AnyPgColumn;
  /** The column pointing at the linked row. */
  other: AnyPgColumn;
}

export interface CollectionTable {
  table: PgTable & { id: AnyPgColumn };
  links?: Record<string, LinkTable>;
  /** Rules that need the database (e.g. redirect loops); `item` is the whole item after the write. */
  check?: (db: Db, item: Readonly<Record<string, unknown>>, id: number | null) => Promise<FieldError[]>;
}

const link = (table: PgTable, own: AnyPgColumn, other: AnyPgColumn): LinkTable => ({ table, own, other });

export const TABLES: Record<string, CollectionTable> = {
  'access-feature-text': { table: schema.accessFeatureTexts },
  article: {
    table: schema.articles,
    links: {
      categories: link(schema.articleCategoryLinks, schema.articleCategoryLinks.articleId, schema.articleCategoryLinks.categoryId),
      tags: link(schema.articleTagLinks, schema.articleTagLinks.articleId, schema.articleTagLinks.tagId),
    },
  },
  'article-category': { table: schema.articleCategories },
  'article-tag': { table: schema.articleTags },
  'breaking-news': { table: schema.breakingNews },
  event: { table: schema.events, links: { tags: link(schema.eventTagLinks, schema.eventTagLinks.eventId, schema.eventTagLinks.tagId) } },
  'event-tag': { table: schema.eventTags },
  'exhibition-type': { table: schema.exhibitionTypes },
  form: { table: schema.forms },
  'form-field': { table: schema.formFields },
  genre: { table: schema.genres },
  'nav-item': { table: schema.navItems },
  'opening-hours': { table: schema.openingHours },
  'opening-hours-exception': { table: schema.openingHoursExceptions },
  page: { table: schema.pages },
  person: { table: schema.persons, links: { categories: link(schema.personCategoryLinks, schema.personCategoryLinks.personId, schema.personCategoryLinks.categoryId) } },
  'person-category': { table: schema.personCategories },
  production: { table: schema.productions, links: { tags: link(schema.productionTagLinks, schema.productionTagLinks.productionId, schema.productionTagLinks.tagId) } },
  'production-tag': { table: schema.productionTags },
  redirect: { table: schema.redirects, check: redirectProblems },
  room: { table: schema.rooms },
  season: { table: schema.seasons },
  series: { table: schema.series },
  'site-settings': { table: schema.siteSettings },
  user: { table: schema.users },
  venue: { table: schema.venues },
  'accessibility-statement': { table: schema.accessibilityStatement },
  'accessibility-exception': { table: schema.accessibilityExceptions },
};
