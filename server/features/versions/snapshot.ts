/**
 * A page as the database holds it — its row, its sections, every module under them at any depth —
 * read as `to_jsonb` rows and written back with `jsonb_populate_recordset`. Working on whole rows keeps
 * versions right when a column is added later: nothing here lists the columns.
 * Decisions: DECISIONS "Working together, scheduling and bilingual care".
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { modules, pages, sections, type PageSnapshot } from '../../db/schema';
import { rowsOf } from '../../db/rows';

type Row = Record<string, unknown>;

/** Every module of the page: top-level ones by section, children by their parent module. */
const MODULE_TREE = (pageId: number) => sql`
  with recursive tree as (
    select m.* from modules m join sections s on s.id = m.section_id where s.page_id = ${pageId}
    union
    select c.* from modules c join tree on c.parent_module_id = tree.id
  )`;

export async function takeSnapshot(db: Db, pageId: number): Promise<PageSnapshot | null> {
  const [row] = rowsOf<{ page: Row | null; sections: Row[]; modules: Row[] }>(
    await db.execute(sql`
      ${MODULE_TREE(pageId)}
      select
        (select to_jsonb(p) from pages p where p.id = ${pageId}) as page,
        coalesce((select jsonb_agg(to_jsonb(s) order by s.position, s.id) from sections s where s.page_id = ${pageId}), '[]'::jsonb) as sections,
        coalesce((select jsonb_agg(to_jsonb(t) order by t.id) from tree t), '[]'::jsonb) as modules`),
  );
  if (!row?.page) return null;
  return { page: row.page, sections: row.sections, modules: row.modules };
}

async function columnsOf(db: Db, table: string): Promise<Set<string>> {
  const rows = rowsOf<{ column_name: string }>(
    await db.execute(sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`),
  );
  return new Set(rows.map((r) => r.column_name));
}

/** Only the columns the table still has: a snapshot older than a dropped column restores all the same. */
function keep(row: Row, columns: Set<string>): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => columns.has(key)));
}

const KEPT_PAGE_COLUMNS = ['id', 'revision', 'created_at', 'published_version', 'is_published', 'published_at', 'published_by', 'publish_at', 'publish_at_by'];

const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Makes the page's sections and modules equal to the snapshot and its settings too, keeping its
 * identity (id, paths stay unique) and bumping its revision. Runs inside the caller's transaction.
 */
export async function applySnapshot(tx: Db, pageId: number, snapshot: PageSnapshot): Promise<void> {
  // One after the other: a transaction is one connection, and pg refuses overlapping queries on one
  // client from version 9 (it warns now: "client.query() when the client is already executing").
  const pageColumns = await columnsOf(tx, 'pages');
  const sectionColumns = await columnsOf(tx, 'sections');
  const moduleColumns = await columnsOf(tx, 'modules');
  // Deleting the sections deletes their modules and, through parent_module_id, the children.
  await tx.execute(sql`delete from sections where page_id = ${pageId}`);
  const sectionRows = snapshot.sections.map((s) => keep({ ...s, page_id: pageId }, sectionColumns));
  if (sectionRows.length) {
    await tx.execute(sql`insert into sections select * from jsonb_populate_recordset(null::sections, ${json(sectionRows)})`);
  }
  const moduleRows = snapshot.modules.map((m) => keep(m, moduleColumns));
  // One statement for parents and children: the self-reference is checked at its end.
  if (moduleRows.length) await tx.execute(sql`insert into modules select * from jsonb_populate_recordset(null::modules, ${json(moduleRows)})`);

  const settings = keep(snapshot.page, pageColumns);
  // Identity, revision and the publishing state belong to the page, not to a version of it.
  for (const column of KEPT_PAGE_COLUMNS) delete settings[column];
  const names = Object.keys(settings);
  if (names.length) {
    const list = sql.join(names.map((n) => sql.identifier(n)), sql`, `);
    await tx.execute(sql`update pages set (${list}) = (select ${list} from jsonb_populate_record(null::pages, ${json(settings)})) where id = ${pageId}`);
  }
  await tx.execute(sql`update pages set revision = revision + 1, updated_at = now() where id = ${pageId}`);
}

/** Turns a snapshot row back into what drizzle's `select()` gives (camelCase keys, Dates), for rendering a version. */
export function rowFromSnapshot<T extends PgTable>(table: T, row: Row): T['$inferSelect'] {
  const out: Row = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[column.name];
    out[key] = value === null || value === undefined ? (value ?? null) : column.columnType === 'PgTimestamp' ? new Date(value as string) : value;
  }
  return out as T['$inferSelect'];
}

export const snapshotRows = (snapshot: PageSnapshot) => ({
  page: rowFromSnapshot(pages, snapshot.page),
  sections: snapshot.sections.map((s) => rowFromSnapshot(sections, s)),
  modules: snapshot.modules.map((m) => rowFromSnapshot(modules, m)),
});
