/**
 * Where an item is used (issue #12 point 2 "delete asks and says where the item is used"): every
 * foreign key of the schema that points at the collection's table, read from drizzle's table
 * config, so a new reference is found without code here. Logs and sessions do not count as use.
 */
import { eq, getTableName, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { UsageEntry } from '../../../common/api/admin';
import { collectionOf } from '../../../common/collections/registry';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { TABLES } from './tables';
import { titleOf } from './values';

/** Rows that refer to an item without using it. */
const NOT_USES = new Set(['sessions', 'admin_activity', 'sign_in_throttle']);
const SHOWN_ITEMS = 5;

const ALL_TABLES: PgTable[] = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => v instanceof PgTable);

/** The collection a table belongs to: its own, or the owner of a link table. */
function collectionOfTable(table: PgTable): string | null {
  for (const [slug, entry] of Object.entries(TABLES)) {
    if (entry.table === table) return slug;
    if (Object.values(entry.links ?? {}).some((l) => l.table === table)) return slug;
  }
  return null;
}

export async function usageOf(db: Db, target: PgTable, id: number, lang: Lang): Promise<UsageEntry[]> {
  const used: UsageEntry[] = [];
  for (const table of ALL_TABLES) {
    const config = getTableConfig(table);
    if (NOT_USES.has(config.name)) continue;
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (ref.foreignTable !== target || ref.columns.length !== 1) continue;
      const column = ref.columns[0]!;
      const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(table).where(eq(column, id));
      if (!row?.count) continue;
      const slug = collectionOfTable(table);
      const entry: UsageEntry = { collection: slug, table: getTableName(table), count: row.count, items: [] };
      const own = slug ? TABLES[slug] : undefined;
      const collection = slug ? collectionOf(slug) : undefined;
      if (own && collection && own.table === table) {
        const rows = (await db.select().from(table).where(eq(column, id)).limit(SHOWN_ITEMS)) as Record<string, unknown>[];
        entry.items = rows.map((r) => ({ id: r.id as number, title: titleOf(collection, r, lang) }));
      }
      used.push(entry);
    }
  }
  return used;
}
