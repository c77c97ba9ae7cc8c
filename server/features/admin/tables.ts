/**
 * Where each collection lives in the database: its table, and for list-valued
 * relations the link table. Field names in common/collections are this table's property names, so
 * nothing else needs mapping. Writes go straight to these tables: the search index and the content
 * caches follow by the database's own triggers (migration `search-triggers`), as for the seed.
 */
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionSlug } from '../../../common/collections/define';
import type { DeclaredCollection } from '../../../common/collections/registry';
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

type FieldsOf<S extends CollectionSlug> = Extract<DeclaredCollection, { slug: S }>['fields'];
type NamesOfKind<F, K extends string> = { [N in keyof F]: F[N] extends { kind: K } ? N : never }[keyof F];
type LinkNames<B> = B extends { links: infer L } ? keyof L : never;
/** Declared field names with no column in the table: a password is kept as `passwordHash`, a list of relations in a link table. */
type Unbound<S extends CollectionSlug, B extends CollectionTable> = Exclude<keyof FieldsOf<S>, keyof B['table']['$inferSelect'] | NamesOfKind<FieldsOf<S>, 'password'> | LinkNames<B>>;
/** Nothing when every field has its column; otherwise a required property naming the field, which the map lacks. */
type EveryFieldBound<S extends CollectionSlug, B extends CollectionTable> = [Unbound<S, B>] extends [never] ? unknown : { [N in Unbound<S, B> & string as `field '${N}' of '${S}' has no column`]: true };

/**
 * The map from every slug to its table, checked against the declarations: a collection without a
 * table, or a declared field (a misspelt one too) that is no column of its table, fails the type check.
 */
function bindTables<const M extends Record<CollectionSlug, CollectionTable>>(tables: M & { [S in CollectionSlug]: EveryFieldBound<S, M[S]> }): Readonly<Record<CollectionSlug, CollectionTable>> {
  return tables;
}

/** The table of a slug that comes as a string (a relation's target, a URL): undefined when there is none. */
export function tableOf(slug: string): CollectionTable | undefined {
  return Object.hasOwn(TABLES, slug) ? TABLES[slug as CollectionSlug] : undefined;
}

export const TABLES = bindTables({
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
});
