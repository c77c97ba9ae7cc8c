/**
 * Stored content points at media as `{"$media": <id>}`; the API gives out an ImageObj instead
 * (common/api/media.ts). Every reference in a response is collected first and loaded with one query.
 */
import { inArray } from 'drizzle-orm';
import type { ImageObj } from '../../../common/api/media';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { MEDIA_URL_PREFIX } from '../../media/renditions';

export type MediaRow = typeof media.$inferSelect;

export interface MediaRef {
  $media: number;
}

export function isMediaRef(value: unknown): value is MediaRef {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const id = (value as Record<string, unknown>).$media;
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

export function toImageObj(row: MediaRow, lang: Lang): ImageObj {
  return {
    id: row.id,
    url: `${MEDIA_URL_PREFIX}${row.file}`,
    width: row.width,
    height: row.height,
    alt: pickText(row.alt, lang),
    credit: row.credit,
    renditions: row.renditions,
    // Only when moved off the centre, so the usual answer stays as small as before.
    ...(row.focalX !== 0.5 || row.focalY !== 0.5 ? { focal: { x: row.focalX, y: row.focalY } } : {}),
  };
}

function collect(value: unknown, ids: Set<number>): void {
  if (isMediaRef(value)) ids.add(value.$media);
  else if (Array.isArray(value)) for (const item of value) collect(item, ids);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collect(item, ids);
}

function replace(value: unknown, images: Map<number, ImageObj>): unknown {
  if (isMediaRef(value)) return images.get(value.$media) ?? null;
  if (Array.isArray(value)) return value.map((item) => replace(item, images));
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replace(item, images)]));
  }
  return value;
}

/**
 * Returns `value` with every media reference, however deep, replaced by its ImageObj (null when the
 * file is gone). One query for the lot, whatever the number of images.
 */
export async function resolveMedia<T>(db: Db, value: T, lang: Lang): Promise<T> {
  const ids = new Set<number>();
  collect(value, ids);
  if (ids.size === 0) return value;
  const rows = await db.select().from(media).where(inArray(media.id, [...ids]));
  const images = new Map(rows.map((row) => [row.id, toImageObj(row, lang)]));
  return replace(value, images) as T;
}
