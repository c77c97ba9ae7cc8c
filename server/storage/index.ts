/** Picks the file storage from the config: S3 when configured, else STORAGE, else by database kind. */
import type { Config } from '../config';
import type { Database } from '../db/client';
import { databaseStorage } from './database';
import type { FileStorage } from './file-storage';
import { fsStorage } from './fs';
import { s3Storage } from './s3';

export type { FileStorage, StoredFile } from './file-storage';

export async function openFileStorage(config: Pick<Config, 's3' | 'storage' | 'dataDir'>, database: Database): Promise<FileStorage> {
  if (config.s3) return s3Storage(config.s3);
  const kind = config.storage ?? (database.kind === 'postgres' ? 'database' : 'fs');
  return kind === 'database' ? databaseStorage(database.db) : fsStorage(config.dataDir);
}
