/**
 * Copies what DATA_DIR/media holds into a shared store: the seed renders its images on
 * the disk of the process that seeds, and a site that moves from one process to several keeps the
 * media it already has. Runs at start under the start-up lock; files already stored are skipped.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { typeOfKey } from './file-storage';

async function filesBelow(root: string, prefix: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const keys: string[] = [];
  for (const entry of entries) {
    const key = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) keys.push(...(await filesBelow(root, key)));
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) keys.push(key);
  }
  return keys;
}

/** Answers how many files were copied. */
export async function importLocalMedia(storage: FileStorage, dataDir: string): Promise<number> {
  if (storage.kind === 'fs') return 0;
  let copied = 0;
  for (const key of await filesBelow(dataDir, 'media')) {
    if (await storage.exists(key)) continue;
    await storage.put(key, await readFile(path.join(dataDir, key)), typeOfKey(key));
    copied++;
  }
  return copied;
}
