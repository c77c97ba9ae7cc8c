/**
 * What the media library takes, the one list behind the server's check of an
 * upload's first bytes (server/media/sniff.ts), its 415 message and the file picker's `accept`
 * (editor/media/), so the picker offers exactly what the server will keep.
 */
import type { MediaKind } from '../api/editor';

export const MEDIA_TYPES = [
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], name: 'JPEG', image: true },
  { mime: 'image/png', extensions: ['.png'], name: 'PNG', image: true },
  { mime: 'image/webp', extensions: ['.webp'], name: 'WebP', image: true },
  { mime: 'image/gif', extensions: ['.gif'], name: 'GIF', image: true },
  { mime: 'image/avif', extensions: ['.avif'], name: 'AVIF', image: true },
  { mime: 'application/pdf', extensions: ['.pdf'], name: 'PDF', image: false },
  { mime: 'audio/mpeg', extensions: ['.mp3', '.m4a'], name: 'MP3', image: false },
  { mime: 'audio/ogg', extensions: ['.ogg', '.oga'], name: 'Ogg', image: false },
  { mime: 'video/mp4', extensions: ['.mp4', '.m4v'], name: 'MP4', image: false },
  { mime: 'video/webm', extensions: ['.webm'], name: 'WebM', image: false },
] as const;

export type MediaMime = (typeof MEDIA_TYPES)[number]['mime'];

/** The types a field of `kind` takes: an image field only images, a file field everything. */
const typesFor = (kind: MediaKind) => MEDIA_TYPES.filter((t) => kind === 'file' || t.image);

export const IMAGE_MIMES: readonly MediaMime[] = typesFor('image').map((t) => t.mime);

/** The `accept` attribute of a file input for `kind`. */
export const mediaAccept = (kind: MediaKind): string => typesFor(kind).flatMap((t) => [t.mime, ...t.extensions]).join(',');

/** The types as people read them, for the 415 message: "JPEG, PNG, …". */
export const mediaTypeNames = (kind: MediaKind): string => typesFor(kind).map((t) => t.name).join(', ');

export const isMediaKind = (value: unknown): value is MediaKind => value === 'image' || value === 'file';
