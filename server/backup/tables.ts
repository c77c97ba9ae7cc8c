/**
 * The database half of a backup, written against plain PostgreSQL so that it
 * works the same on PGlite and on a server: every table of the `public` schema as JSON lines
 * (`row_to_json`), read back with `json_populate_recordset`. The text form PostgreSQL itself gives
 * each value (bytea as hex, timestamps in UTC, arrays, jsonb) survives the trip between engines,
 * which a dump through the drivers' JavaScript values would not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { MIGRATIONS_DIR } from '../db/migrate';
import { rows } from '../db/rows';

/** A database handle or a transaction on it: both run raw SQL. */
export type Runner = Pick<Db, 'execute'>;

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Files live in the file storage's own part of the archive (files/…), whatever the backend: the
 * tables the database backend keeps them in are not dumped twice, and a restore puts the files
 * into the target's configured storage (PGlite on fs → PostgreSQL in the database).
 */
export const FILE_TABLES = ['stored_files', 'stored_temp_files'];

/** Rows the migrations themselves insert: a freshly migrated database holds them and still counts as empty. */
const MIGRATION_ROWS = ['content_version', 'access_feature_texts', 'accessibility_statement'];

export interface TableInfo {
  name: string;
  /** Stored columns; generated ones (search vectors) are computed again on insert. */
  columns: string[];
}

export async function listTables(db: Runner): Promise<TableInfo[]> {
  const found = await rows<{ name: string; columns: string[] }>(
    db,
    sql`select c.relname as name,
          array(select a.attname::text from pg_attribute a
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                order by a.attnum) as columns
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by c.relname`,
  );
  return found.filter((t) => !FILE_TABLES.includes(t.name));
}

/**
 * A table's rows as JSON text, one per row, in a fixed order (bytewise, so PGlite and a server with
 * another collation agree). Call inside a transaction with `timezone = UTC` (see inSnapshot).
 */
export async function dumpTable(db: Runner, table: TableInfo): Promise<string[]> {
  const columns = table.columns.map(ident).join(', ');
  const lines = await rows<{ j: string }>(
    db,
    sql.raw(`select j from (select row_to_json(x)::text as j from (select ${columns} from public.${ident(table.name)}) x) y order by j collate "C"`),
  );
  return lines.map((r) => r.j);
}

/** Statements stay below this many characters of JSON (a few MB), whatever the table's size. */
const CHUNK_CHARS = 4_000_000;

export async function insertRows(db: Runner, table: TableInfo, lines: string[]): Promise<void> {
  const columns = table.columns.map(ident).join(', ');
  const target = `public.${ident(table.name)}`;
  for (let start = 0; start < lines.length; ) {
    let end = start;
    let size = 0;
    while (end < lines.length && (end === start || size + lines[end]!.length < CHUNK_CHARS)) size += lines[end++]!.length;
    const json = `[${lines.slice(start, end).join(',')}]`;
    await db.execute(
      sql`${sql.raw(`insert into ${target} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${target}, `)}${json}${sql.raw('::json)')}`,
    );
    start = end;
  }
}

/** Serial and identity columns continue after the restored ids, or the next insert would collide. */
export async function resetSequences(db: Runner, table: TableInfo): Promise<void> {
  const target = `public.${ident(table.name)}`;
  const serial = await rows<{ column: string }>(
    db,
    sql`select a.attname::text as column from pg_attribute a
        where a.attrelid = ${target}::regclass and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(${target}, a.attname) is not null`,
  );
  for (const { column } of serial) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${target.replace(/'/g, "''")}', '${column.replace(/'/g, "''")}'), coalesce(max(${ident(column)}), 0) + 1, false) from ${target}`),
    );
  }
}

/** Tables holding rows a fresh migration would not have put there: a target with any is not empty. */
export async function tablesWithRows(db: Runner, tables: TableInfo[]): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tables) {
    if (MIGRATION_ROWS.includes(table.name)) continue;
    const [row] = await rows<{ any: boolean }>(db, sql.raw(`select exists(select 1 from public.${ident(table.name)}) as any`));
    if (row?.any) filled.push(table.name);
  }
  return filled;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function journal(migrationsDir = MIGRATIONS_DIR): JournalEntry[] {
  return (JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The newest migration this release knows (its tag, e.g. `0018_i13-content-version-non-content`). */
export function releaseSchemaVersion(migrationsDir = MIGRATIONS_DIR): string {
  return journal(migrationsDir).at(-1)!.tag;
}

/** The newest migration applied to this database, by drizzle's record of it; null before the first. */
export async function appliedSchemaVersion(db: Runner, migrationsDir = MIGRATIONS_DIR): Promise<string | null> {
  const [exists] = await rows<{ found: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!exists?.found) return null;
  const [last] = await rows<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  if (!last) return null;
  const entry = journal(migrationsDir).find((e) => e.when === Number(last.created_at));
  return entry?.tag ?? `unknown migration of ${new Date(Number(last.created_at)).toISOString()}`;
}
