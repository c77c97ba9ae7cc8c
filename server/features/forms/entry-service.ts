/**
 * Storing a submission. The entry, its files' references and its notification row are
 * committed in one transaction; only then are the files moved under uploads/entries/<id>/ and the
 * notification sent. A failed move leaves the file where it was (still referenced); a failed
 * notification stays in the outbox for the next round. Neither can lose the entry.
 */
import path from 'node:path';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FieldValues, Form } from '../../../common/api/forms';
import { FIELD_TYPES } from '../../../common/forms/field-types';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { formEntries, formNotifications, tempFiles } from '../../db/schema';
import type { FileStorage } from '../../storage';
import { TEMP_FILE_TTL_MS, UPLOADS_DIR } from './temp-files';

export interface NewEntry {
  form: Form;
  lang: Lang;
  /** Validated values (common/forms/validate.ts). */
  values: FieldValues;
  /** The honeypot was filled: stored all the same, nobody is told. */
  isSpam: boolean;
  /** The client's key of this submission; a second post with it stores nothing. */
  idempotencyKey?: string | null;
}

/** A file field names an upload that is gone, expired or already sent with another entry. */
export class UnavailableFileError extends Error {
  constructor(readonly slug: string) {
    super(`The file of field ${slug} is not available`);
  }
}

interface ClaimedFile {
  id: string;
  path: string;
}

export interface SavedEntry {
  id: number;
  files: ClaimedFile[];
  /** The key was seen before: `id` is the entry stored then, nothing new was stored. */
  repeated: boolean;
}

/** The file fields' upload ids, by slug. */
function fileRefs(form: Form, values: FieldValues): { slug: string; id: string }[] {
  return form.fields
    .filter((f) => f.field_type === FIELD_TYPES.FILE && typeof values[f.slug] === 'string')
    .map((f) => ({ slug: f.slug, id: values[f.slug] as string }));
}

export async function saveEntry(db: Db, entry: NewEntry): Promise<SavedEntry> {
  const labels = Object.fromEntries(entry.form.fields.map((f) => [f.slug, f.label]));
  const fresh = new Date(Date.now() - TEMP_FILE_TTL_MS);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formEntries)
      .values({ formId: entry.form.id, formTitle: entry.form.title, lang: entry.lang, fieldValues: entry.values, labels, isSpam: entry.isSpam, idempotencyKey: entry.idempotencyKey ?? null })
      .onConflictDoNothing({ target: [formEntries.formId, formEntries.idempotencyKey] })
      .returning({ id: formEntries.id });
    if (!row) {
      // A concurrent twin waited on the unique index and sees the committed first one here.
      const [first] = await tx
        .select({ id: formEntries.id })
        .from(formEntries)
        .where(and(eq(formEntries.formId, entry.form.id), eq(formEntries.idempotencyKey, entry.idempotencyKey!)));
      return { id: first!.id, files: [], repeated: true };
    }
    const id = row.id;
    const files: ClaimedFile[] = [];
    for (const ref of fileRefs(entry.form, entry.values)) {
      // `entry_id is null` makes the claim atomic: one upload belongs to one entry only.
      const [claimed] = await tx
        .update(tempFiles)
        .set({ entryId: id, fieldSlug: ref.slug })
        .where(and(eq(tempFiles.id, ref.id), isNull(tempFiles.entryId), gt(tempFiles.createdAt, fresh)))
        .returning({ id: tempFiles.id, path: tempFiles.path });
      if (!claimed) throw new UnavailableFileError(ref.slug);
      files.push(claimed);
    }
    await tx.insert(formNotifications).values({ entryId: id, status: entry.isSpam ? 'skipped' : 'pending' });
    return { id, files, repeated: false };
  });
}

export const entryDirOf = (entryId: number) => path.posix.join(UPLOADS_DIR, 'entries', String(entryId));

/**
 * Moves the committed entry's files out of tmp/. Never throws: whatever fails, the row keeps
 * pointing at the place the file really is.
 */
export async function moveEntryFiles(db: Db, storage: FileStorage, saved: SavedEntry, log: (error: unknown, message: string) => void): Promise<void> {
  const dir = entryDirOf(saved.id);
  for (const file of saved.files) {
    const target = path.posix.join(dir, path.posix.basename(file.path));
    try {
      await storage.move(file.path, target);
    } catch (error) {
      log(error, 'could not move a form entry file; it stays in tmp');
      continue;
    }
    try {
      await db.update(tempFiles).set({ path: target }).where(eq(tempFiles.id, file.id));
    } catch (error) {
      // The row still names the old place: put the file back there.
      await storage.move(target, file.path).catch((back: unknown) => log(back, 'could not move a form entry file back'));
      log(error, 'could not record the new place of a form entry file');
    }
  }
}
