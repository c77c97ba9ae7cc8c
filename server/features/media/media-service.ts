/**
 * The media library's writes and reads: an upload is checked by its content,
 * stored at once and usable at once; images get their renditions from the background job.
 * File I/O stays in server/media/ (writeOriginal, writeFileAsIs), so the shared storage can take it over.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { MediaKind, MediaList, UpdateMediaRequest } from '../../../common/api/editor';
import { MEDIA_PAGE_SIZE } from '../../../common/api/editor';
import type { Localized } from '../../../common/i18n/localized';
import type { FieldError } from '../../../common/modules/define';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { type RenditionTarget, writeFileAsIs, writeOriginal } from '../../media/renditions';
import { IMAGE_MIMES, type MediaMime } from '../../media/sniff';
import type { MediaRow } from './image-obj';
import { toMediaItem } from './media-item';
import { containsPattern } from '../http/like-pattern';

const EXTENSIONS: Record<MediaMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

export interface UploadText {
  alt: Localized;
  credit: string;
  focal: { x: number; y: number };
}

export class NotAnImageError extends Error {}

/** Stores an upload and inserts its row; an image's renditions are left to the background job (renditionsReady false). */
export async function storeUpload(db: Db, dataDir: RenditionTarget, buffer: Buffer, name: string, mime: MediaMime, text: UploadText, userId: number): Promise<MediaRow> {
  const base = { name, size: buffer.length, mime, alt: text.alt, credit: text.credit, focalX: text.focal.x, focalY: text.focal.y, updatedBy: userId };
  if (IMAGE_MIMES.includes(mime)) {
    let original;
    try {
      original = await writeOriginal(buffer, name, dataDir);
    } catch {
      throw new NotAnImageError(name);
    }
    const [row] = await db
      .insert(media)
      .values({ ...base, kind: 'image', file: original.file, width: original.width, height: original.height, renditions: [], renditionsReady: false })
      .returning();
    return row!;
  }
  const file = await writeFileAsIs(buffer, name, EXTENSIONS[mime], dataDir);
  const [row] = await db.insert(media).values({ ...base, kind: 'file', file, width: 0, height: 0, renditionsReady: true }).returning();
  return row!;
}


export async function listMedia(db: Db, query: { q?: string | undefined; kind?: MediaKind | undefined; page?: number | undefined }, lang: Lang): Promise<MediaList> {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(media.kind, query.kind));
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(media.name, pattern), ilike(media.credit, pattern), ilike(sql`${media.alt}->>'de'`, pattern), ilike(sql`${media.alt}->>'en'`, pattern), ilike(media.file, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const page = Math.max(1, query.page ?? 1);
  const [total] = await db.select({ n: count() }).from(media).where(where);
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(MEDIA_PAGE_SIZE)
    .offset((page - 1) * MEDIA_PAGE_SIZE);
  const n = total?.n ?? 0;
  return {
    count: n,
    next: page * MEDIA_PAGE_SIZE < n ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    results: rows.map((row) => toMediaItem(row, lang)),
  };
}

/** Field errors of a change to alt text, credit or focal point. */
export function mediaErrors(input: UpdateMediaRequest): FieldError[] {
  const errors: FieldError[] = [];
  for (const [lang, text] of Object.entries(input.alt ?? {})) if (typeof text === 'string' && text.length > 500) errors.push({ field: `alt.${lang}`, code: 'tooLong', params: { max: 500 } });
  if (input.credit !== undefined && input.credit.length > 300) errors.push({ field: 'credit', code: 'tooLong', params: { max: 300 } });
  if (input.focal) {
    for (const axis of ['x', 'y'] as const) {
      const v = input.focal[axis];
      if (typeof v !== 'number' || !(v >= 0 && v <= 1)) errors.push({ field: `focal.${axis}`, code: v < 0 ? 'tooSmall' : 'tooLarge', params: v < 0 ? { min: 0 } : { max: 1 } });
    }
  }
  return errors;
}

/** Applies a checked change; answers whether the focal point moved (the thumbnail is made again). */
export async function updateMedia(db: Db, row: MediaRow, input: UpdateMediaRequest, userId: number): Promise<boolean> {
  const alt = { ...row.alt, ...Object.fromEntries(Object.entries(input.alt ?? {}).map(([k, v]) => [k, (v ?? '').trim()])) } as Localized;
  const focalMoved = input.focal !== undefined && (input.focal.x !== row.focalX || input.focal.y !== row.focalY);
  await db
    .update(media)
    .set({
      alt,
      credit: input.credit?.trim() ?? row.credit,
      ...(focalMoved ? { focalX: input.focal!.x, focalY: input.focal!.y, renditionsReady: row.kind !== 'image' } : {}),
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(eq(media.id, row.id));
  return focalMoved;
}
