/**
 * Uploads for file fields (SPEC §7 POST /api/temp-files/): read with a size cap, sniffed, stored as
 * uploads/tmp/<uuid> in the file storage every process sees (a file uploaded through one
 * process and sent with the form through another must be found), recorded in temp_files.
 * Unreferenced ones expire after TEMP_FILE_TTL_MS. Strangers cannot fill the store:
 * each address has a byte quota of waiting uploads and all waiting uploads together a cap.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TempFile } from '../../../common/api/forms';
import { fileTooLargeMessage, fileTypeMessage, tForms } from '../../../common/forms/messages';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { tempFiles } from '../../db/schema';
import { httpError } from '../../errors';
import type { FileStorage } from '../../storage';
import { nameForType, SNIFF_BYTES, sniffMime } from './file-sniff';

/** Folder below DATA_DIR for uploads; files live in tmp/ until an entry takes them to entries/<id>/. */
export const UPLOADS_DIR = 'uploads';
/** An upload nobody sent a form with is removed after this long: time enough to finish the form. */
export const TEMP_FILE_TTL_MS = 3 * 60 * 60 * 1000;
/** Bytes of waiting uploads one address may hold: the largest form's file fields, several times over. */
export const TEMP_BYTES_PER_CLIENT = 40 * 1024 * 1024;
/** Bytes of waiting uploads of everyone together; past it, uploads wait until some expire or are sent. */
export const TEMP_BYTES_TOTAL = 2 * 1024 * 1024 * 1024;

export const tempPathOf = (id: string) => path.posix.join(UPLOADS_DIR, 'tmp', id);

/** Keeps the first bytes for sniffing and counts the rest as it streams by. */
class HeadTap extends Transform {
  head = Buffer.alloc(0);
  size = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    if (this.head.length < SNIFF_BYTES) this.head = Buffer.concat([this.head, chunk]).subarray(0, SNIFF_BYTES);
    this.size += chunk.length;
    this.push(chunk);
    done();
  }
}

/** Collects a stream already capped by multipart's fileSize limit (MAX_UPLOAD_BYTES). */
function collect(chunks: Buffer[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
}

/** A display name without folders or control characters, at most 200 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'datei';
}

/** Bytes of waiting (unsent, unexpired) uploads: of one client, and of everyone. */
async function waitingBytes(db: Db, client: string, now: Date): Promise<{ mine: number; all: number }> {
  const [row] = await db
    .select({
      mine: sql<string>`coalesce(sum(${tempFiles.size}) filter (where ${eq(tempFiles.client, client)}), 0)`,
      all: sql<string>`coalesce(sum(${tempFiles.size}), 0)`,
    })
    .from(tempFiles)
    .where(and(isNull(tempFiles.entryId), gt(tempFiles.createdAt, new Date(now.getTime() - TEMP_FILE_TTL_MS))));
  return { mine: Number(row?.mine ?? 0), all: Number(row?.all ?? 0) };
}

/** Refuses an upload of `size` more bytes when the client's quota or the store's cap would be passed. */
async function checkRoom(db: Db, client: string, size: number, lang: Lang): Promise<void> {
  const waiting = await waitingBytes(db, client, new Date());
  if (waiting.mine + size > TEMP_BYTES_PER_CLIENT) throw httpError(429, tForms(lang).upload.quota());
  if (waiting.all + size > TEMP_BYTES_TOTAL) throw httpError(429, tForms(lang).upload.full());
}

export async function storeTempFile(db: Db, storage: FileStorage, part: MultipartFile, lang: Lang, client: string): Promise<TempFile> {
  // Checked before the bytes are read (a full quota costs no transfer) and again once their number is known.
  await checkRoom(db, client, 1, lang).catch((error: unknown) => {
    part.file.resume();
    throw error;
  });
  const id = randomUUID();
  const key = tempPathOf(id);
  const tap = new HeadTap();
  const chunks: Buffer[] = [];
  await pipeline(part.file, tap, collect(chunks));
  const given = cleanFileName(part.filename);
  if (part.file.truncated) throw httpError(413, fileTooLargeMessage(lang));
  if (tap.size === 0) throw httpError(400, 'The file is empty.');
  const mime = sniffMime(tap.head, given);
  if (!mime) throw httpError(415, fileTypeMessage(lang));
  const name = nameForType(given, mime);
  await checkRoom(db, client, tap.size, lang);
  await storage.put(key, Buffer.concat(chunks), mime);
  try {
    await db.insert(tempFiles).values({ id, originalName: name, size: tap.size, mime, path: key, client });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
  return { id, name, size: tap.size, mime };
}

/** Removes expired uploads that no entry refers to; answers how many went. */
export async function removeExpiredTempFiles(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TEMP_FILE_TTL_MS);
  const gone = await db
    .delete(tempFiles)
    .where(and(isNull(tempFiles.entryId), lt(tempFiles.createdAt, cutoff)))
    .returning({ path: tempFiles.path });
  await Promise.all(gone.map((row) => storage.delete(row.path).catch(() => {})));
  return gone.length;
}
