/**
 * `npm run backup -- FILE`: writes one archive (gzipped tar) with every table, the media and form
 * files of the configured storage and a manifest (docs/OPERATIONS.md "Backups and
 * restore"). Uses the server's config (DATA_DIR or DATABASE_URL, STORAGE, S3_*). With PGlite, stop
 * the server first: one process at a time may open its files. On PostgreSQL it runs beside the servers.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createBackup } from '../server/backup/archive';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { openFileStorage } from '../server/storage';

async function main(): Promise<void> {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!file) throw new ConfigError('Usage: npm run backup -- FILE   (e.g. backups/site-2026-11-27.tar.gz)');
  if (!existsSync(path.dirname(path.resolve(file)))) throw new ConfigError(`The folder of ${file} does not exist: create it first.`);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const storage = await openFileStorage(config, database);
    const manifest = await createBackup({ database, storage, config }, file);
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    const bytes = Object.values(manifest.files).reduce((sum, f) => sum + f.size, 0);
    console.log(
      `Backed up ${Object.keys(manifest.tables).length} tables (${rows} rows) and ${Object.keys(manifest.files).length} files (${(bytes / 1e6).toFixed(1)} MB) at schema ${manifest.schemaVersion} to ${file}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
