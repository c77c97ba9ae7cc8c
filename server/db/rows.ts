/**
 * The rows of a raw `db.execute(sql…)`: both drivers (node-postgres and PGlite) answer `{ rows }`,
 * but drizzle's driver-neither `Db` type leaves that answer's shape open. One place states the shape
 * (a bare array is accepted too, as some driver versions answer), so no query writes the cast itself.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of an answer already at hand (e.g. from several queries run together). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** Runs `query` on the database or a transaction (a transaction is a `Db` too) and answers its rows. */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
