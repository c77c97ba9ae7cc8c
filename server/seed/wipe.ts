/**
 * `npm run seed -- --force`: empties every content table so the demo can be seeded again. Accounts,
 * sessions and the 404 log are kept: they are not content, and wiping them would log editors out.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * Never wiped by a re-seed: accounts, and everything visitors sent or measured (form entries and
 * their files, notifications still to send, 404 reports, web-vitals samples, search counts).
 */
const KEPT: readonly PgTable[] = [
  schema.users,
  schema.sessions,
  schema.errorLog,
  schema.formEntries,
  schema.tempFiles,
  schema.formNotifications,
  schema.vitalSamples,
  schema.searchQueryStats,
];

/** Every table of the schema except the kept ones, so tables added later are wiped too. */
export function contentTables(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable) && !KEPT.includes(value as PgTable))
    .map((table) => getTableName(table))
    .sort();
}

export async function wipeContent(db: Db): Promise<string[]> {
  const tables = contentTables();
  await db.execute(sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`));
  return tables;
}
