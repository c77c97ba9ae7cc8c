/**
 * The admin's list of a collection: search in the declared search fields (both
 * languages of translatable ones), filters on the declared filter fields, sorting by a declared sort
 * field with the id as tie-breaker, and limit/offset paging with the total count. Fine at 10,000 rows
 * (test/api/admin-list-scale.test.ts): sort fields are indexed or the table is small enough.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminList } from '../../../common/api/admin';
import type { CollectionDeclaration } from '../../../common/collections/define';
import { collectionOf } from '../../../common/collections/registry';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { columnsOf, itemValues, titleOf } from './values';
import { TABLES, tableOf } from './tables';

export interface ListQuery {
  q?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** Filter field → the value as sent in the address ('true', '12', 'null', 'main'). */
  filters: Record<string, string>;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(collection: CollectionDeclaration, columns: Record<string, PgColumn>, q: string): SQL | undefined {
  const pattern = likePattern(q);
  const parts = collection.searchFields.flatMap((name) => {
    const column = columns[name];
    if (!column) return [];
    if (collection.fields[name]?.translatable) return [sql`${column}->>'de' ilike ${pattern}`, sql`${column}->>'en' ilike ${pattern}`];
    return [sql`${column}::text ilike ${pattern}`];
  });
  return parts.length ? or(...parts) : undefined;
}

/** The condition for one filter, or null when the value does not fit the field (a 400 upstream). */
export function filterCondition(collection: CollectionDeclaration, columns: Record<string, PgColumn>, name: string, raw: string): SQL | null {
  const field = collection.fields[name];
  const column = columns[name];
  if (!field || !column || !collection.filters?.includes(name)) return null;
  if (raw === 'null') return isNull(column);
  switch (field.kind) {
    case 'boolean':
      return raw === 'true' || raw === 'false' ? eq(column, raw === 'true') : null;
    case 'relation':
      return /^\d{1,9}$/.test(raw) ? eq(column, Number(raw)) : null;
    case 'choice':
      if (!Object.hasOwn(field.options, raw)) return null;
      return field.many ? sql`${raw} = any(${column})` : eq(column, field.numeric ? Number(raw) : raw);
    default:
      return eq(column, raw);
  }
}

/** Titles of the linked items of the relation columns shown in the list, by field and id. */
async function relationTitles(db: Db, collection: CollectionDeclaration, rows: Record<string, unknown>[], lang: Lang): Promise<Map<string, Map<number, string>>> {
  const out = new Map<string, Map<number, string>>();
  for (const name of collection.listColumns) {
    const field = collection.fields[name];
    if (field?.kind !== 'relation' || field.many) continue;
    const target = collectionOf(field.to);
    const targetTable = tableOf(field.to);
    const ids = [...new Set(rows.map((r) => r[name]).filter((v): v is number => typeof v === 'number'))];
    if (!target || !targetTable || !ids.length) continue;
    const linked = (await db.select().from(targetTable.table).where(inArray(targetTable.table.id, ids))) as Record<string, unknown>[];
    out.set(name, new Map(linked.map((r) => [r.id as number, titleOf(target, r, lang)])));
  }
  return out;
}

export async function listItems(db: Db, collection: CollectionDeclaration, query: ListQuery, lang: Lang): Promise<AdminList> {
  const { table } = TABLES[collection.slug];
  const columns = columnsOf(table);
  const conditions: SQL[] = [];
  if (query.q?.trim()) {
    const search = searchCondition(collection, columns, query.q.trim());
    if (search) conditions.push(search);
  }
  for (const [name, raw] of Object.entries(query.filters)) {
    const condition = filterCondition(collection, columns, name, raw);
    if (condition) conditions.push(condition);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const sortField = query.sort && collection.sortFields.includes(query.sort) ? query.sort : collection.defaultSort.field;
  const dir = query.sort ? (query.dir ?? 'asc') : collection.defaultSort.dir;
  const order = dir === 'desc' ? desc : asc;
  const sortColumn = columns[sortField] ?? table.id;

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(order(sortColumn), order(table.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize) as Promise<Record<string, unknown>[]>,
    db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(table).where(where),
  ]);
  const titles = await relationTitles(db, collection, rows, lang);
  const count = total?.count ?? 0;
  return {
    count,
    page: query.page,
    page_size: query.pageSize,
    next: query.page * query.pageSize < count ? query.page + 1 : null,
    previous: query.page > 1 ? query.page - 1 : null,
    results: rows.map((row) => {
      const all = itemValues(collection, row);
      const values: Record<string, unknown> = {};
      for (const name of collection.listColumns) {
        const related = titles.get(name);
        values[name] = related && typeof all[name] === 'number' ? (related.get(all[name] as number) ?? all[name]) : all[name];
      }
      return { id: row.id as number, title: titleOf(collection, row, lang), values };
    }),
  };
}
