/** Dashboard "version": app version, build, migration level, Node and database. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { VersionDashboard } from '../../../common/api/dashboard';
import type { Database } from '../../db/client';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { readManifest } from '../../shell/manifest';
import { rowsOf } from '../../db/rows';

const readJson = async <T>(file: string): Promise<T | null> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
};

export async function versionDashboard(database: Database, distDir: string): Promise<VersionDashboard> {
  const pkg = await readJson<{ version: string }>(path.join(MIGRATIONS_DIR, '..', '..', '..', 'package.json'));
  const journal = await readJson<{ entries: { tag: string }[] }>(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'));
  const manifest = await readManifest(distDir);
  const applied = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const version = await database.db.execute<{ v: string }>(sql`select current_setting('server_version') as v`);
  const appliedCount = Number(rowsOf<{ n: number }>(applied)[0]?.n ?? 0);
  return {
    app_version: pkg?.version ?? 'unknown',
    build: manifest?.build ?? null,
    migration: { applied: appliedCount, available: journal?.entries.length ?? appliedCount, latest: journal?.entries[appliedCount - 1]?.tag ?? null },
    node: process.version,
    database: { engine: database.kind, version: rowsOf<{ v: string }>(version)[0]?.v ?? 'unknown' },
  };
}
