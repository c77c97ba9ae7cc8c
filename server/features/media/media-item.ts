/** A media row as the editor's library shows it (common/api/editor.ts MediaItem). */
import type { MediaItem } from '../../../common/api/editor';
import type { Lang } from '../../../common/routes';
import { MEDIA_URL_PREFIX } from '../../media/renditions';
import { toImageObj, type MediaRow } from './image-obj';

/** The library's thumbnail: the focal-point square once made, else the smallest rendition, else the original. */
export function thumbnailOf(row: MediaRow): string | null {
  if (row.kind !== 'image') return null;
  if (row.thumbnail) return row.thumbnail;
  const smallest = [...row.renditions].filter((r) => r.format === 'webp').sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? `${MEDIA_URL_PREFIX}${row.file}`;
}

export function toMediaItem(row: MediaRow, lang: Lang): MediaItem {
  const isImage = row.kind === 'image';
  return {
    id: row.id,
    kind: row.kind,
    name: row.name || row.file.split('/').pop() || String(row.id),
    mime: row.mime,
    size: row.size,
    url: `${MEDIA_URL_PREFIX}${row.file}`,
    width: isImage ? row.width : null,
    height: isImage ? row.height : null,
    alt: row.alt,
    credit: row.credit,
    focal: { x: row.focalX, y: row.focalY },
    thumbnail: thumbnailOf(row),
    renditions_ready: row.renditionsReady,
    image: isImage ? toImageObj(row, lang) : null,
    created_at: row.createdAt.toISOString(),
  };
}
