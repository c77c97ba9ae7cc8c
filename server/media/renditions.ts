/**
 * Image renditions (ARCHITECTURE "Media"): from one original, every width of RENDITION_WIDTHS up to
 * the original's own (never upscaled; the original width itself, capped at the largest, is always
 * included) in AVIF, WebP and JPEG. Files are content-addressed, media/<hash>/<name>-<width>.<ext> in the
 * file storage (server/storage: DATA_DIR, the database or S3), so their URLs can be cached forever and a
 * second run with the same input reuses what is stored. render-once.ts makes sure only one process renders.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { slugify } from '../../common/slugify';
import { RENDITION_FORMATS, RENDITION_WIDTHS, type Rendition, type RenditionFormat } from '../../common/api/media';
import type { FileStorage } from '../storage/file-storage';
import { fsStorage } from '../storage/fs';
import { typeOfKey } from '../storage/file-storage';

/** Where renditions go: a file storage, or a DATA_DIR path (the seed's and the tests' way). */
export type RenditionTarget = FileStorage | string;
const storageOf = (target: RenditionTarget) => (typeof target === 'string' ? fsStorage(target) : target);

/** Public URL prefix of DATA_DIR/media (server/shell/assets.ts serves it with immutable caching). */
export const MEDIA_URL_PREFIX = '/media/';
/** Bumped when the encoder settings change, so new settings never hide behind an old file of the same name. */
const RENDITION_VERSION = 'r2';
/** Hex characters of the SHA-256 that name a file's folder: 64 bits, plenty for a venue's media library. */
const HASH_LENGTH = 16;

const EXTENSIONS: Record<RenditionFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/**
 * Modest quality and low AVIF effort keep the first-run seed fast: effort 1 encodes
 * in half the time of effort 2 for files about 7 % larger, still well under the WebP and JPEG ones.
 */
const ENCODERS: Record<RenditionFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1 }),
  webp: (image) => image.webp({ quality: 76, effort: 2 }),
  // JPEG has no alpha: transparent logos sit on white, as on the page.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, progressive: true, mozjpeg: true }),
};

const MIME_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heif: 'image/avif',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
};

export interface RenderedImage {
  /** Path of the original below DATA_DIR/media (the media row's `file`). */
  file: string;
  mime: string;
  width: number;
  height: number;
  renditions: Rendition[];
}

/** The widths to render for an original `width` pixels wide: never wider than the original or the largest breakpoint. */
export function renditionWidths(width: number, widths: readonly number[] = RENDITION_WIDTHS): number[] {
  const largest = Math.min(width, Math.max(...widths));
  return [...new Set([...widths.filter((w) => w < largest), largest])].sort((a, b) => a - b);
}

/** A file-system and URL safe stem: "Große Tür.JPG" becomes "grosse-tuer" (common/slugify.ts). */
export function fileStem(filename: string): string {
  return slugify(path.basename(filename, path.extname(filename)), 60) || 'image';
}

export function contentHash(buffer: Buffer): string {
  return createHash('sha256').update(RENDITION_VERSION).update(buffer).digest('hex').slice(0, HASH_LENGTH);
}

/** Where renditions crop around: 0–1 from the left and from the top. */
export interface Focal {
  x: number;
  y: number;
}

/** The region of a `width`×`height` image with the `ratio` (w/h) that keeps the focal point as central as the edges allow. */
export function cropAround(width: number, height: number, ratio: number, focal: Focal): { left: number; top: number; width: number; height: number } {
  const w = Math.min(width, Math.round(height * ratio));
  const h = Math.min(height, Math.round(width / ratio));
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  return { left: clamp(focal.x * width - w / 2, width - w), top: clamp(focal.y * height - h / 2, height - h), width: w, height: h };
}

export interface OriginalImage {
  file: string;
  mime: string;
  width: number;
  height: number;
}

/** Stores the original (once, content-addressed) and reads its size; throws when it is no image sharp can read. */
export async function writeOriginal(buffer: Buffer, filename: string, target: RenditionTarget): Promise<OriginalImage> {
  const storage = storageOf(target);
  const meta = await sharp(buffer).metadata();
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new Error(`${filename}: not an image with a width and a height`);
  const hash = contentHash(buffer);
  const originalExt = meta.format === 'jpeg' ? 'jpg' : (meta.format ?? 'bin');
  const file = `${hash}/${fileStem(filename)}.${originalExt}`;
  const mime = MIME_TYPES[meta.format ?? ''] ?? 'application/octet-stream';
  if (!(await storage.exists(`media/${file}`))) await storage.put(`media/${file}`, buffer, mime);
  return { file, mime, width, height };
}

/** Reads an original back (the background job renders from it). */
export async function readOriginal(file: string, target: RenditionTarget): Promise<Buffer> {
  const stored = await storageOf(target).get(`media/${file}`);
  if (!stored) throw new Error(`media/${file} is missing from the file storage`);
  return stored.body;
}

/** Edge of the media library's square thumbnail, cropped around the focal point. */
export const THUMBNAIL_SIZE = 320;

/** The square thumbnail of an original, cropped around `focal`; returns its URL. */
export async function makeThumbnail(buffer: Buffer, original: OriginalImage, focal: Focal, target: RenditionTarget): Promise<string> {
  const storage = storageOf(target);
  const [hash] = original.file.split('/');
  const name = `${fileStem(original.file)}-thumb-${Math.round(focal.x * 100)}-${Math.round(focal.y * 100)}.webp`;
  const key = `media/${hash}/${name}`;
  if (!(await storage.exists(key))) {
    const region = cropAround(original.width, original.height, 1, focal);
    const data = await sharp(buffer).rotate().extract(region).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' }).webp({ quality: 70 }).toBuffer();
    await storage.put(key, data, 'image/webp');
  }
  return `${MEDIA_URL_PREFIX}${hash}/${name}`;
}

/**
 * Renders (or finds on disk) every rendition of `buffer`. Throws when the buffer is no image sharp can
 * read. Heights follow the original's aspect ratio, rounded, so they are known without re-reading files.
 */
export async function makeRenditions(
  buffer: Buffer,
  filename: string,
  target: RenditionTarget,
  widths: readonly number[] = RENDITION_WIDTHS,
): Promise<RenderedImage> {
  const storage = storageOf(target);
  const original = await writeOriginal(buffer, filename, storage);
  const { width, height } = original;
  const hash = contentHash(buffer);
  const stem = fileStem(filename);

  const renditions: Rendition[] = [];
  for (const w of renditionWidths(width, widths)) {
    const h = Math.max(1, Math.round((height * w) / width));
    const targets = RENDITION_FORMATS.map((format) => ({ format, name: `${stem}-${w}.${EXTENSIONS[format]}` }));
    const missing = [];
    for (const target of targets) if (!(await storage.exists(`media/${hash}/${target.name}`))) missing.push(target);
    if (missing.length > 0) {
      // Decode and resize once per width; the three encoders then run in parallel on the raw pixels.
      const { data, info } = await sharp(buffer).rotate().resize(w, h, { fit: 'cover' }).raw().toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      await Promise.all(
        missing.map(async (target) => storage.put(`media/${hash}/${target.name}`, await ENCODERS[target.format](sharp(data, raw)).toBuffer(), `image/${target.format}`)),
      );
    }
    for (const target of targets) renditions.push({ format: target.format, width: w, height: h, url: `${MEDIA_URL_PREFIX}${hash}/${target.name}` });
  }
  return { ...original, renditions };
}

/** Stores a file that gets no renditions (PDF, audio, video) as uploaded; returns its path below media/. */
export async function writeFileAsIs(buffer: Buffer, filename: string, extension: string, target: RenditionTarget): Promise<string> {
  const storage = storageOf(target);
  const file = `files/${contentHash(buffer)}/${fileStem(filename)}.${extension}`;
  if (!(await storage.exists(`media/${file}`))) await storage.put(`media/${file}`, buffer, typeOfKey(file));
  return file;
}
