/**
 * Which files a backup holds: media originals and renditions (`media/…`) and the
 * files sent with form entries (`uploads/…`), from whichever storage is configured. Anonymous uploads
 * still waiting for their form (`uploads/tmp/…`) expire within hours and are left out.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage';
import { listS3Keys } from '../storage/s3';
import { rows } from '../db/rows';

const PREFIXES = ['media/', 'uploads/'];
const SKIPPED = /^uploads\/tmp\/|\.tmp$/;

export async function listStoredFiles(storage: FileStorage, config: Pick<Config, 'dataDir' | 's3'>, database: Database): Promise<string[]> {
  let keys: string[];
  if (storage.kind === 's3') {
    keys = (await Promise.all(PREFIXES.map((prefix) => listS3Keys(config.s3!, prefix)))).flat();
  } else if (storage.kind === 'database') {
    const stored = await rows<{ key: string }>(database.db, sql`select key from stored_files`);
    keys = stored.map((r) => r.key).filter((key) => PREFIXES.some((prefix) => key.startsWith(prefix)));
  } else {
    keys = (await Promise.all(PREFIXES.map((prefix) => walk(config.dataDir, prefix.slice(0, -1))))).flat();
  }
  return keys.filter((key) => !SKIPPED.test(key)).sort();
}

/** Relative POSIX paths of the files under root/dir; none when dir is missing. */
async function walk(root: string, dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, dir), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(root, `${dir}/${entry.name}`) : entry.isFile() ? [`${dir}/${entry.name}`] : [])),
  );
  return nested.flat();
}
