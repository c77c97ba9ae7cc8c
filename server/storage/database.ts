/**
 * Files in PostgreSQL (stored_files, bytea): every process behind the balancer sees them with no
 * extra service. Fine for a venue's media library (a few thousand files of a few hundred KB); a
 * larger library belongs in an S3-compatible store.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { checkKey, type FileStorage } from './file-storage';

export function databaseStorage(db: Db): FileStorage {
  return {
    kind: 'database',
    async put(key, body, contentType) {
      await db
        .insert(storedFiles)
        .values({ key: checkKey(key), body, contentType, size: body.length })
        .onConflictDoUpdate({ target: storedFiles.key, set: { body, contentType, size: body.length } });
    },
    async get(key) {
      const [row] = await db.select({ body: storedFiles.body, contentType: storedFiles.contentType }).from(storedFiles).where(eq(storedFiles.key, checkKey(key)));
      return row ?? null;
    },
    async exists(key) {
      const [row] = await db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, checkKey(key)));
      return Boolean(row);
    },
    async move(from, to) {
      await db.transaction(async (tx) => {
        await tx.delete(storedFiles).where(eq(storedFiles.key, checkKey(to)));
        await tx.update(storedFiles).set({ key: to }).where(eq(storedFiles.key, checkKey(from)));
      });
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, checkKey(key)));
    },
  };
}

/** Which of `keys` the database already holds (one query, for bulk imports). */
export async function storedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, keys));
  return new Set(rows.map((r) => r.key));
}
