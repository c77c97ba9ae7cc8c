/**
 * `npm run backup` / `npm run restore`: one gzipped tar holding every table
 * (`tables/<name>.jsonl`), every media and form file (`files/<key>`) and, last, `manifest.json`
 * with the schema version, row counts and SHA-256 checksums. A restore reads the manifest first,
 * refuses a target that is not empty (unless forced) or of another schema version, writes the rows
 * in one transaction, puts the files into the target's configured storage, and checks counts and
 * checksums against the manifest afterwards.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { migrateDatabase, withStartupLock } from '../db/migrate';
import type { FileStorage } from '../storage';
import { listStoredFiles } from './files';
import { appliedSchemaVersion, dumpTable, insertRows, listTables, resetSequences, tablesWithRows, type Runner, type TableInfo } from './tables';

export const MANIFEST = 'manifest.json';
const FORMAT = 'venue-site-backup';

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: 1;
  createdAt: string;
  /** The newest migration applied to the source: a restore needs a release with the same one. */
  schemaVersion: string;
  source: { database: Database['kind']; storage: FileStorage['kind'] };
  tables: Record<string, { rows: number; sha256: string }>;
  files: Record<string, { size: number; sha256: string; contentType: string }>;
}

export interface Site {
  database: Database;
  storage: FileStorage;
  config: Pick<Config, 'dataDir' | 's3'>;
}

export class RestoreRefused extends Error {}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const jsonl = (lines: string[]) => lines.map((line) => `${line}\n`).join('');

/** Reads every table in one snapshot, so the rows agree with each other however busy the site is. */
async function inSnapshot<T>(database: Database, work: (tx: Runner) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await tx.execute(sql`set local timezone = 'UTC'`);
    return work(tx);
  });
}

async function dumpAll(database: Database): Promise<{ tables: TableInfo[]; dumps: Map<string, string> }> {
  return inSnapshot(database, async (tx) => {
    const tables = await listTables(tx);
    const dumps = new Map<string, string>();
    for (const table of tables) dumps.set(table.name, jsonl(await dumpTable(tx, table)));
    return { tables, dumps };
  });
}

const countLines = (text: string) => (text === '' ? 0 : text.split('\n').length - 1);

/** Writes the archive; returns its manifest. */
export async function createBackup(site: Site, file: string): Promise<Manifest> {
  const schemaVersion = await appliedSchemaVersion(site.database.db);
  if (!schemaVersion) throw new Error('The database has no migrations applied: there is nothing to back up.');
  // Rows first, files second: an upload writes its file before its row, so every file a row names is listed.
  const { dumps } = await dumpAll(site.database);
  const keys = await listStoredFiles(site.storage, site.config, site.database);
  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    schemaVersion,
    source: { database: site.database.kind, storage: site.storage.kind },
    tables: {},
    files: {},
  };
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  const add = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) => pack.entry({ name, size: body.length, mtime: new Date(manifest.createdAt) }, body, (error) => (error ? reject(error) : resolve())));
  try {
    for (const [name, text] of dumps) {
      manifest.tables[name] = { rows: countLines(text), sha256: sha256(text) };
      await add(`tables/${name}.jsonl`, Buffer.from(text));
    }
    for (const key of keys) {
      const stored = await site.storage.get(key);
      if (!stored) continue; // deleted since it was listed
      manifest.files[key] = { size: stored.body.length, sha256: sha256(stored.body), contentType: stored.contentType };
      await add(`files/${key}`, stored.body);
    }
    await add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  await written;
  return manifest;
}

/** Calls `visit` with every entry of the archive and its bytes. */
async function readArchive(file: string, visit: (name: string, body: Buffer) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    await visit(entry.header.name, Buffer.concat(chunks));
  }
  await reading;
}

export async function readManifest(file: string): Promise<Manifest> {
  let manifest: Manifest | null = null;
  await readArchive(file, async (name, body) => {
    if (name === MANIFEST) manifest = JSON.parse(body.toString('utf8')) as Manifest;
  });
  const found = manifest as Manifest | null;
  if (!found || found.format !== FORMAT) throw new RestoreRefused(`${file} is not a backup of this site (no ${MANIFEST} of format ${FORMAT}).`);
  return found;
}

export interface RestoreOptions {
  /** Replace whatever the target holds (all rows; files of the same name). */
  force?: boolean;
}

/** Restores the archive into the site's database and storage; throws RestoreRefused when it must not, or when the check fails. */
export async function restoreBackup(site: Site, file: string, options: RestoreOptions = {}): Promise<Manifest> {
  const manifest = await readManifest(file);
  const { database, storage } = site;
  await withStartupLock(database, () => migrateDatabase(database));
  const version = await appliedSchemaVersion(database.db);
  if (version !== manifest.schemaVersion) {
    throw new RestoreRefused(
      `The backup was made with database schema ${manifest.schemaVersion}; this release's database is at ${version}. Restore it with the release that made it (then upgrade), or back up again from an up-to-date site.`,
    );
  }
  const tables = await listTables(database.db);
  const missing = Object.keys(manifest.tables).filter((name) => !tables.some((t) => t.name === name));
  if (missing.length > 0) throw new RestoreRefused(`The target database lacks tables the backup holds: ${missing.join(', ')}.`);
  if (!options.force) {
    const filled = await tablesWithRows(database.db, tables);
    const files = filled.length > 0 ? [] : await listStoredFiles(storage, site.config, database);
    if (filled.length > 0 || files.length > 0) {
      const what = filled.length > 0 ? `its tables ${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ' …' : ''} hold rows` : `its ${storage.kind} storage holds ${files.length} files`;
      throw new RestoreRefused(`The target is not empty (${what}). Restore into an empty database and storage, or add --force to replace what it holds.`);
    }
  }

  const rows = new Map<string, string>();
  await readArchive(file, async (name, body) => {
    if (name.startsWith('tables/')) {
      rows.set(name.slice('tables/'.length, -'.jsonl'.length), body.toString('utf8'));
    } else if (name.startsWith('files/')) {
      const key = name.slice('files/'.length);
      const expected = manifest.files[key];
      if (!expected || expected.sha256 !== sha256(body)) throw new RestoreRefused(`The archive is damaged: ${key} does not match its checksum.`);
      await storage.put(key, body, expected.contentType);
    }
  });
  for (const [name, expected] of Object.entries(manifest.tables)) {
    if (sha256(rows.get(name) ?? '') !== expected.sha256) throw new RestoreRefused(`The archive is damaged: table ${name} does not match its checksum.`);
  }

  await database.db.transaction(async (tx) => {
    // Rows go in table by table, so foreign keys and the search and version triggers wait: the
    // archive holds the finished state of every table, derived ones included (needs a role that
    // may set session_replication_role: the database owner as superuser, or rds_superuser).
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql.raw(`truncate table ${tables.map((t) => `public."${t.name.replace(/"/g, '""')}"`).join(', ')}`));
    for (const table of tables) {
      const text = rows.get(table.name);
      if (text) await insertRows(tx, table, text.split('\n').slice(0, -1));
      await resetSequences(tx, table);
    }
  });
  await verifyRestore(site, manifest);
  return manifest;
}

/** Reads everything back and compares it with the manifest: the restore is only done when this passes. */
export async function verifyRestore(site: Site, manifest: Manifest): Promise<void> {
  const { dumps } = await dumpAll(site.database);
  const wrong: string[] = [];
  for (const [name, expected] of Object.entries(manifest.tables)) {
    const text = dumps.get(name) ?? '';
    if (countLines(text) !== expected.rows) wrong.push(`table ${name}: ${countLines(text)} rows instead of ${expected.rows}`);
    else if (sha256(text) !== expected.sha256) wrong.push(`table ${name}: rows differ from the backup`);
  }
  for (const [key, expected] of Object.entries(manifest.files)) {
    const stored = await site.storage.get(key);
    if (!stored) wrong.push(`file ${key} is missing`);
    else if (sha256(stored.body) !== expected.sha256) wrong.push(`file ${key} differs from the backup`);
  }
  if (wrong.length > 0) throw new RestoreRefused(`The restore does not match the backup: ${wrong.slice(0, 10).join('; ')}${wrong.length > 10 ? ` (and ${wrong.length - 10} more)` : ''}.`);
}
