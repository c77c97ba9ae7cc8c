/**
 * `npm run restore -- FILE [--force]`: restores an archive of `npm run backup` into the configured
 * database and storage. The target must be empty (a new database, an empty
 * DATA_DIR or bucket) unless --force, which replaces every row and overwrites files of the same
 * name. Stop every server process first. Checks row counts and checksums afterwards.
 */
import { existsSync } from 'node:fs';
import { RestoreRefused, restoreBackup } from '../server/backup/archive';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { openFileStorage } from '../server/storage';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new ConfigError('Usage: npm run restore -- FILE [--force]');
  if (!existsSync(file)) throw new ConfigError(`There is no backup at ${file}.`);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const storage = await openFileStorage(config, database);
    const manifest = await restoreBackup({ database, storage, config }, file, { force: args.includes('--force') });
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Restored ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${Object.keys(manifest.files).length} files (backup of ${manifest.createdAt}, schema ${manifest.schemaVersion}) into the ${database.kind} database and ${storage.kind} storage; counts and checksums match.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof RestoreRefused ? error.message : error);
  process.exit(1);
});
