/**
 * A form's entries in the admin: the list with their files, the CSV export, and
 * the GDPR retention: entries older than the form's `retention_days` are deleted with their files,
 * by a job and before every read, so an expired entry is never shown or exported. Files are read and
 * erased through the file storage: on PostgreSQL or S3 they are not on local disk.
 */
import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formEntries, forms, tempFiles } from '../../db/schema';
import type { FileStorage } from '../../storage';

export interface EntryFile {
  id: string;
  name: string;
  size: number;
  field: string | null;
}

export interface EntryView {
  id: number;
  created_at: string;
  lang: string;
  is_spam: boolean;
  values: Record<string, unknown>;
  labels: Record<string, string>;
  files: EntryFile[];
}

/** Deletes what the retention of each form no longer keeps; returns how many entries went. */
export async function purgeExpiredEntries(db: Db, storage: FileStorage, onFailure: EraseFailed, now = new Date()): Promise<number> {
  const withRetention = await db.select({ id: forms.id, days: forms.retentionDays }).from(forms).where(isNotNull(forms.retentionDays));
  let removed = 0;
  for (const form of withRetention) {
    const cutoff = new Date(now.getTime() - form.days! * 86_400_000);
    const expired = (await db.select({ id: formEntries.id }).from(formEntries).where(and(eq(formEntries.formId, form.id), lt(formEntries.createdAt, cutoff)))).map((e) => e.id);
    if (!expired.length) continue;
    const files = await db.transaction(async (tx) => {
      const gone = await tx.delete(tempFiles).where(inArray(tempFiles.entryId, expired)).returning({ path: tempFiles.path });
      await tx.delete(formEntries).where(inArray(formEntries.id, expired));
      return gone;
    });
    // The rows are gone first: a file left behind by a failed delete is unreachable, never an entry without its file.
    await eraseFiles(storage, files, onFailure);
    removed += expired.length;
  }
  return removed;
}

async function filesOf(db: Db, entryIds: number[]): Promise<Map<number, EntryFile[]>> {
  const rows = entryIds.length ? await db.select().from(tempFiles).where(inArray(tempFiles.entryId, entryIds)) : [];
  const out = new Map<number, EntryFile[]>();
  for (const row of rows) out.set(row.entryId!, [...(out.get(row.entryId!) ?? []), { id: row.id, name: row.originalName, size: row.size, field: row.fieldSlug }]);
  return out;
}

export async function listEntries(db: Db, formId: number, page: number, pageSize: number): Promise<{ count: number; results: EntryView[] }> {
  const [total] = await db.select({ count: count() }).from(formEntries).where(eq(formEntries.formId, formId));
  const rows = await db
    .select()
    .from(formEntries)
    .where(eq(formEntries.formId, formId))
    .orderBy(desc(formEntries.createdAt), desc(formEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const files = await filesOf(db, rows.map((r) => r.id));
  return {
    count: total?.count ?? 0,
    results: rows.map((r) => ({ id: r.id, created_at: r.createdAt.toISOString(), lang: r.lang, is_spam: r.isSpam, values: r.fieldValues, labels: r.labels, files: files.get(r.id) ?? [] })),
  };
}

/** Called with a file the storage would not erase: its row is gone, so only the log can tell. */
export type EraseFailed = (error: unknown, path: string) => void;

/** Every file, on whichever backend; one that will not go does not fail the deletion, it is reported. */
async function eraseFiles(storage: FileStorage, files: { path: string }[], onFailure: EraseFailed): Promise<void> {
  await Promise.all(files.map((f) => storage.delete(f.path).catch((error: unknown) => onFailure(error, f.path))));
}

/** Deletes the entry of that form with its files; an entry of another form is left as it is (false). */
export async function deleteEntry(db: Db, storage: FileStorage, formId: number, entryId: number, onFailure: EraseFailed): Promise<boolean> {
  const files = await db.transaction(async (tx) => {
    // The entry is checked against the form first: a wrong form id must not touch its files' rows.
    const [entry] = await tx.select({ id: formEntries.id }).from(formEntries).where(and(eq(formEntries.id, entryId), eq(formEntries.formId, formId))).for('update');
    if (!entry) return null;
    const gone = await tx.delete(tempFiles).where(eq(tempFiles.entryId, entryId)).returning({ path: tempFiles.path });
    await tx.delete(formEntries).where(eq(formEntries.id, entryId));
    return gone;
  });
  if (!files) return false;
  await eraseFiles(storage, files, onFailure);
  return true;
}

export async function entryFile(db: Db, fileId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) return null;
  const [row] = await db.select().from(tempFiles).where(and(eq(tempFiles.id, fileId), isNotNull(tempFiles.entryId)));
  return row ?? null;
}

export const formExists = async (db: Db, id: number) => (await db.select({ one: sql`1` }).from(forms).where(eq(forms.id, id))).length > 0;
