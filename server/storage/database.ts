/**
 * Files in PostgreSQL (stored_files, bytea): every process behind the balancer sees them with no
 * extra service. Fine for a venue's media library (a few thousand files of a few hundred KB); a
 * larger library belongs in an S3-compatible store. Anonymous uploads not yet sent with a form
 * (`uploads/tmp/…`) live in their own unlogged table, out of the media table's way.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles, storedTempFiles } from '../db/schema';
import { checkKey, type FileStorage } from './file-storage';

/** Keys of anonymous uploads waiting for their form (server/features/forms/temp-files.ts). */
const TEMP_PREFIX = 'uploads/tmp/';
const tableOf = (key: string) => (checkKey(key).startsWith(TEMP_PREFIX) ? storedTempFiles : storedFiles);

export function databaseStorage(db: Db): FileStorage {
  return {
    kind: 'database',
    async put(key, body, contentType) {
      const table = tableOf(key);
      await db
        .insert(table)
        .values({ key, body, contentType, size: body.length })
        .onConflictDoUpdate({ target: table.key, set: { body, contentType, size: body.length } });
    },
    async get(key) {
      const table = tableOf(key);
      const [row] = await db.select({ body: table.body, contentType: table.contentType }).from(table).where(eq(table.key, key));
      return row ?? null;
    },
    async exists(key) {
      const table = tableOf(key);
      const [row] = await db.select({ key: table.key }).from(table).where(eq(table.key, key));
      return Boolean(row);
    },
    async move(from, to) {
      const source = tableOf(from);
      const target = tableOf(to);
      await db.transaction(async (tx) => {
        await tx.delete(target).where(eq(target.key, to));
        if (source === target) {
          await tx.update(source).set({ key: to }).where(eq(source.key, from));
          return;
        }
        // From one table to the other: copied and removed in one transaction.
        await tx.execute(sql`insert into ${target} (key, body, content_type, size, created_at)
          select ${to}, body, content_type, size, created_at from ${source} where key = ${from}`);
        await tx.delete(source).where(eq(source.key, from));
      });
    },
    async delete(key) {
      const table = tableOf(key);
      await db.delete(table).where(eq(table.key, key));
    },
  };
}

/** Which of `keys` the database already holds (one query, for bulk imports). */
export async function storedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, keys));
  return new Set(rows.map((r) => r.key));
}
