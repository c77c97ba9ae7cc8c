/**
 * Where an item is used: every
 * foreign key of the schema that points at the collection's table, read from drizzle's table
 * config, so a new reference is found without code here. Logs and sessions do not count as use.
 */
import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { UsageEntry } from '../../../common/api/admin';
import { collectionOf } from '../../../common/collections/registry';
import deUsage from '../../../common/i18n/de/usage';
import enUsage from '../../../common/i18n/en/usage';
import { namespace } from '../../../common/i18n/namespace';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { TABLES, tableOf } from './tables';
import { titleOf } from './values';

/** Rows that refer to an item without using it. */
const NOT_USES = new Set(['sessions', 'admin_activity', 'sign_in_throttle']);
const SHOWN_ITEMS = 5;
const tUsage = namespace({ de: deUsage, en: enUsage });

const ALL_TABLES: PgTable[] = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => v instanceof PgTable);

/** The collection a table belongs to: its own, or the owner of a link table. */
function collectionOfTable(table: PgTable): string | null {
  for (const [slug, entry] of Object.entries(TABLES)) {
    if (entry.table === table) return slug;
    if (Object.values(entry.links ?? {}).some((l) => l.table === table)) return slug;
  }
  return null;
}

/**
 * The pages a referring row belongs to, when it is part of a page ("Verwendet auf
 * 2 Seiten: Das Haus, …" rather than `page_versions (4); sections (1)`): the page itself, a row with a
 * `page_id` (sections, versions, approvals, preview links…), or a module through its section.
 */
async function pageIdsOf(db: Db, table: PgTable, column: PgColumn, id: number): Promise<number[] | null> {
  if (table === schema.pages) return (await db.select({ page: schema.pages.id }).from(schema.pages).where(eq(column, id))).map((r) => r.page);
  if (table === schema.modules) {
    const rows = await db.selectDistinct({ page: schema.sections.pageId }).from(schema.modules).innerJoin(schema.sections, eq(schema.sections.id, schema.modules.sectionId)).where(eq(column, id));
    return rows.flatMap((r) => (r.page === null ? [] : [r.page]));
  }
  const pageColumn = getTableConfig(table).columns.find((c) => c.name === 'page_id');
  if (!pageColumn) return null;
  const rows = (await db.selectDistinct({ page: pageColumn }).from(table).where(eq(column, id))) as { page: number | null }[];
  return rows.flatMap((r) => (r.page === null ? [] : [r.page]));
}

/** Up to SHOWN_ITEMS titles, and how many more there are, as one list in words. */
function titleList(titles: string[], count: number, lang: Lang): string {
  const shown = titles.slice(0, SHOWN_ITEMS).join(', ');
  return count > SHOWN_ITEMS ? `${shown} ${tUsage(lang).more({ count: count - SHOWN_ITEMS })}` : shown;
}

export async function usageOf(db: Db, target: PgTable, id: number, lang: Lang): Promise<UsageEntry[]> {
  const s = tUsage(lang);
  const used: UsageEntry[] = [];
  const pageIds = new Set<number>();
  let elsewhere = 0;
  for (const table of ALL_TABLES) {
    const config = getTableConfig(table);
    if (NOT_USES.has(config.name)) continue;
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (ref.foreignTable !== target || ref.columns.length !== 1) continue;
      const column = ref.columns[0]!;
      const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(table).where(eq(column, id));
      if (!row?.count) continue;
      const onPages = await pageIdsOf(db, table, column, id);
      if (onPages) {
        for (const page of onPages) pageIds.add(page);
        continue;
      }
      const slug = collectionOfTable(table);
      const own = slug ? tableOf(slug) : undefined;
      const collection = slug ? collectionOf(slug) : undefined;
      if (!own || !collection || own.table !== table) {
        // A link table or a record of ours without a list of its own: counted, not named by its table.
        elsewhere += row.count;
        continue;
      }
      const rows = (await db.select().from(table).where(eq(column, id)).limit(SHOWN_ITEMS)) as Record<string, unknown>[];
      const items = rows.map((r) => ({ id: r.id as number, title: titleOf(collection, r, lang) }));
      const kind = collection.label[row.count === 1 ? 'singular' : 'plural'][lang];
      used.push({ collection: slug, table: getTableName(table), count: row.count, items, words: s.by({ kind, count: row.count, titles: titleList(items.map((i) => i.title), row.count, lang) }) });
    }
  }
  if (pageIds.size) {
    const ids = [...pageIds];
    const pages = collectionOf('page')!;
    const rows = (await db.select().from(schema.pages).where(inArray(schema.pages.id, ids.slice(0, SHOWN_ITEMS)))) as Record<string, unknown>[];
    const items = rows.map((r) => ({ id: r.id as number, title: titleOf(pages, r, lang) }));
    used.unshift({ collection: 'page', table: getTableName(schema.pages), count: ids.length, items, words: s.onPages({ count: ids.length, titles: titleList(items.map((i) => i.title), ids.length, lang) }) });
  }
  if (elsewhere) used.push({ collection: null, table: '', count: elsewhere, items: [], words: s.elsewhere({ count: elsewhere }) });
  return used;
}
