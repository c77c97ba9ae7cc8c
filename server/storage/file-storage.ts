/**
 * Where files live that every server process must see: media originals
 * and renditions (`media/<hash>/<name>`), form uploads (`uploads/tmp/<id>`, `uploads/entries/<id>/…`).
 * One small interface, three backends: DATA_DIR on one machine (fs.ts), the database (database.ts),
 * an S3-compatible object store (s3.ts). Keys are relative POSIX paths without `..`.
 */

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  readonly kind: 'fs' | 'database' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Renames; the target is replaced. */
  move(from: string, to: string): Promise<void>;
  /** No error when the file is already gone. */
  delete(key: string): Promise<void>;
}

/** A key is a relative path of safe segments: nothing reaches outside the store. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  // eslint-disable-next-line no-control-regex -- control characters are what this check refuses
  if (key.length === 0 || key.length > 500 || segments.some((s) => s === '' || s === '.' || s === '..' || /[\u0000-\u001f\\]/.test(s))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return key;
}

const TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  json: 'application/json',
};

/** The content type a key's extension names; octet-stream when unknown. */
export function typeOfKey(key: string): string {
  return TYPES[/\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
