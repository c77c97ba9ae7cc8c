/**
 * Backup and restore: a seeded site with edits, versions, an uploaded image and
 * form entries with a file is backed up, restored into an empty PGlite (through `npm run restore`)
 * and, where TEST_DATABASE_URL names a server, into an empty PostgreSQL database; every route kind's
 * HTML, the entries CSV and every file's bytes are then the same as the original's. A restore into a
 * target that holds data is refused.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MediaItem } from '../../common/api/editor';
import type { TempFile } from '../../common/api/forms';
import { EMAIL_CONFIRM_SLUG } from '../../common/forms/field-types';
import { buildApp } from '../../server/app';
import { createBackup, readManifest, restoreBackup, RestoreRefused, type Manifest } from '../../server/backup/archive';
import { loadConfig, ROOT_DIR, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { forms, modules, users } from '../../server/db/schema';
import { recordVersion } from '../../server/features/versions/version-service';
import { RESIDENCY_FORM } from '../../server/seed/forms/catalogue';
import { openFileStorage, type FileStorage } from '../../server/storage';
import { createTestApp, csrfPair, TEST_SECRET_KEY, type TestApp } from '../helpers/app';
import { testDataDir } from '../helpers/database';
import { editorClient, type EditorClient } from '../helpers/editor';
import { fakeDist } from '../helpers/fake-dist';
import { startS3StandIn } from '../helpers/s3-stand-in';
import { insertModule, insertPage, insertSection, json } from './fixtures';

let source: TestApp;
let ed: EditorClient;
let dist: string;
let work: string;
let archive: string;
let manifest: Manifest;
let residencyId: number;
let original: SiteView;
let paths: string[];
const csrf = csrfPair();

interface SiteView {
  pages: Map<string, string>;
  csv: string;
  files: Map<string, Buffer>;
}

const env = (dataDir: string, extra: Record<string, string> = {}) => ({ DATA_DIR: dataDir, DIST_DIR: dist, SECRET_KEY: TEST_SECRET_KEY, CACHE_RECHECK_MS: '0', ...extra });

/** One address per route kind, from the sitemap (same first segments and depth = same kind), plus a 404. */
async function representativePaths(app: FastifyInstance): Promise<string[]> {
  const sitemap = await app.inject({ url: '/sitemap.xml' });
  assert.is(sitemap.statusCode, 200);
  const byKind = new Map<string, string>();
  for (const [, loc] of sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const pathname = new URL(loc!).pathname;
    const segments = pathname.split('/').filter(Boolean);
    const kind = `${segments.slice(0, 2).join('/')}#${segments.length}`;
    if (!byKind.has(kind)) byKind.set(kind, pathname);
  }
  return [...byKind.values(), '/de/backup-probe', '/en/backup-probe', '/de/gibt-es-nicht'];
}

/**
 * The nonce is new on every answer (shell-csp), and which of goober's rules an answer carries depends
 * on what the process rendered before (the class names in the markup name the rules); nothing else may differ.
 */
const stable = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/'nonce-[^']*'/g, "'nonce-'")
    .replace(/<style id="_goober">.*?<\/style>/s, '<style id="_goober"></style>');

async function view(app: FastifyInstance, storage: FileStorage, paths: string[]): Promise<SiteView> {
  const pages = new Map<string, string>();
  for (const url of paths) {
    const res = await app.inject({ url });
    pages.set(url, `${res.statusCode} ${stable(res.body)}`);
  }
  const csv = await app.inject({ url: `/cms-api/forms/${residencyId}/entries.csv`, headers: { cookie: ed.cookie } });
  assert.is(csv.statusCode, 200, csv.body);
  const files = new Map<string, Buffer>();
  for (const key of Object.keys(manifest.files)) {
    const served = key.startsWith('media/') ? await app.inject({ url: `/${key}` }) : null;
    if (served) assert.is(served.statusCode, 200, `GET /${key}`);
    files.set(key, served ? served.rawPayload : (await storage.get(key))!.body);
  }
  return { pages, csv: csv.body, files };
}

/**
 * Compares the restored site with the original, each rendered by a new app in a warm process: how
 * the shell renders lazy parts (suspense markers, ids) depends on which of them the process had
 * loaded, and the response cache keeps a page's first rendering.
 */
async function assertSameSite(app: FastifyInstance, storage: FileStorage, where: string): Promise<void> {
  const fresh = await appOn(source.database, source.app.config);
  try {
    original = await view(fresh.app, fresh.storage, paths);
  } finally {
    await fresh.app.close();
  }
  const restored = await view(app, storage, paths);
  for (const [url, html] of original.pages) {
    const other = restored.pages.get(url) ?? '';
    let at = 0;
    while (at < html.length && html[at] === other[at]) at++;
    assert.ok(other === html, `${where}: ${url} differs from the original at «${html.slice(at - 80, at + 80)}» / «${other.slice(at - 80, at + 80)}»`);
  }
  assert.is(restored.csv, original.csv, `${where}: the entries CSV differs`);
  assert.is(restored.files.size, original.files.size);
  for (const [key, bytes] of original.files) assert.ok(restored.files.get(key)?.equals(bytes), `${where}: ${key} differs`);
}

async function appOn(database: Database, config: Config): Promise<{ app: FastifyInstance; storage: FileStorage }> {
  const storage = await openFileStorage(config, database);
  const app = await buildApp({ config, database, storage });
  await app.ready();
  return { app, storage };
}

function run(script: string, args: string[], extraEnv: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT_DIR, env: { ...process.env, DATABASE_URL: '', STORAGE: '', ...extraEnv } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function uploadForm(app: FastifyInstance): Promise<void> {
  const boundary = '----backuptest';
  const pdf = Buffer.from('%PDF-1.4\n% Arbeitsprobe für das Backup\n%%EOF\n');
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Mappe.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const uploaded = await app.inject({
    method: 'POST',
    url: '/de/api/temp-files/',
    payload: Buffer.concat([Buffer.from(head), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: csrf.cookie, ...csrf.headers },
  });
  assert.is(uploaded.statusCode, 201, uploaded.body);
  const values = {
    name: 'Jürgen Müßig',
    email: 'jm@example.org',
    [EMAIL_CONFIRM_SLUG]: 'jm@example.org',
    geburtsdatum: '1985-12-10',
    sparte: 'musik',
    beginn: '2026-09-01',
    gespraech: '2026-06-02T11:30',
    personen: 2,
    sprachen: ['deutsch'],
    raeume: ['saal'],
    vorhaben: 'Ein Stück über Sicherungskopien „mit Umlauten“.',
    arbeitsprobe: json<TempFile>(uploaded).id,
    datenschutz: true,
  };
  const sent = await app.inject({ method: 'POST', url: '/de/api/forms-entries/', payload: { form: residencyId, field_values: values }, headers: { cookie: csrf.cookie, ...csrf.headers } });
  assert.is(sent.statusCode, 201, sent.body);
}

test.before(async () => {
  dist = await fakeDist();
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
  const sourceDir = path.join(work, 'source');
  source = await createTestApp({ ...env(sourceDir), STORAGE: 'fs' });
  await cp(path.join(await testDataDir(), 'media'), path.join(sourceDir, 'media'), { recursive: true });
  const db = source.database.db;
  ed = await editorClient(source, 'backup-redaktion');
  residencyId = (await db.select({ id: forms.id, slug: forms.slug }).from(forms)).find((f) => f.slug.de === RESIDENCY_FORM.slug.de)!.id;

  // An edited page with two versions.
  const page = await insertPage(db, { pathDe: '/de/backup-probe', pathEn: '/en/backup-probe', title: { de: 'Sicherung', en: 'Backup' } });
  const section = await insertSection(db, { slug: 'backup-probe', pageId: page.id });
  const text = await insertModule(db, { type: 'text', sectionId: section.id, position: 1, i18n: { de: { content: '<p>Erste Fassung</p>' }, en: { content: '<p>First draft</p>' } } });
  const [author] = await db.select().from(users).where(eq(users.username, 'backup-redaktion'));
  await recordVersion(db, { pageId: page.id, authorId: author!.id });
  await db.update(modules).set({ i18n: { de: { content: '<p>Zweite Fassung mit „Anführungszeichen“</p>' }, en: { content: '<p>Second draft</p>' } } }).where(eq(modules.id, text.id));
  await recordVersion(db, { pageId: page.id, authorId: author!.id });

  // An uploaded image, placed on the page, with its renditions.
  const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#336699' } }).png().toBuffer();
  const boundary = '----backupmedia';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt_de"\r\n\r\nProbe\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Bühne.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await ed.call('POST', ed.url('media'), body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
  assert.is(uploaded.statusCode, 201, uploaded.body);
  const item = json<MediaItem>(uploaded);
  for (let i = 0; i < 2000 && !json<MediaItem>(await ed.call('GET', ed.url('media', item.id))).renditions_ready; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  await insertModule(db, { type: 'image', sectionId: section.id, position: 2, fields: { image: item.id } as never });

  await uploadForm(source.app);

  archive = path.join(work, 'site.tar.gz');
  manifest = await createBackup({ database: source.database, storage: source.app.storage, config: source.app.config }, archive);
  paths = await representativePaths(source.app);
  original = await view(source.app, source.app.storage, paths);
});

test.after(async () => {
  await source.close();
  await rm(work, { recursive: true, force: true });
});

test('the archive names the schema, every table with its rows and every file with its checksum', async () => {
  const read = await readManifest(archive);
  assert.equal(read, manifest);
  assert.match(manifest.schemaVersion, /^\d{4}_/);
  assert.ok(manifest.tables.pages!.rows > 10);
  assert.ok(manifest.tables.page_versions!.rows >= 2);
  assert.ok(manifest.tables.form_entries!.rows >= 1);
  assert.ok(Object.keys(manifest.files).some((key) => key.startsWith('uploads/entries/')), 'the form entry file');
  assert.ok(Object.keys(manifest.files).filter((key) => key.startsWith('media/')).length > 10, 'media originals and renditions');
  assert.ok(original.pages.size >= 10, `a page of every kind (${[...original.pages.keys()].join(' ')})`);
  assert.match(original.csv, /Müßig/);
});

test('npm run restore into an empty PGlite gives the same pages, CSV and files; a second restore is refused', async () => {
  const dataDir = path.join(work, 'pglite-target');
  const restored = await run('scripts/restore.ts', [archive], { DATA_DIR: dataDir });
  assert.is(restored.code, 0, restored.output);
  assert.match(restored.output, /counts and checksums match/);

  const again = await run('scripts/restore.ts', [archive], { DATA_DIR: dataDir });
  assert.is(again.code, 1);
  assert.match(again.output, /The target is not empty \(its tables .* hold rows\)\. .*--force/);

  const config = loadConfig(env(dataDir));
  const database = await openDatabase(config);
  const { app, storage } = await appOn(database, config);
  try {
    assert.is(storage.kind, 'fs');
    await assertSameSite(app, storage, 'PGlite');
  } finally {
    await app.close();
    await database.close();
  }
});

const serverUrl = process.env.TEST_DATABASE_URL;

test('restore into an empty PostgreSQL database (files in the database) gives the same site; --force replaces a filled one', async () => {
  if (!serverUrl) {
    console.log('  (skipped: TEST_DATABASE_URL names no PostgreSQL server)');
    return;
  }
  const name = `venue_restore_${process.pid}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config = loadConfig(env(path.join(work, 'pg-target'), { DATABASE_URL: url.toString() }));
  const database = await openDatabase(config);
  try {
    const storage = await openFileStorage(config, database);
    assert.is(storage.kind, 'database');
    await restoreBackup({ database, storage, config }, archive);
    const { app } = await appOn(database, config);
    try {
      await assertSameSite(app, storage, 'PostgreSQL');
      const refused = await restoreBackup({ database, storage, config }, archive).then(
        () => null,
        (error: unknown) => error,
      );
      assert.instance(refused, RestoreRefused);
      await restoreBackup({ database, storage, config }, archive, { force: true });
      await assertSameSite(app, storage, 'PostgreSQL after --force');
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
});

test('files restore into an S3 store, and a backup of that store holds the same files', async () => {
  const s3 = await startS3StandIn();
  const config = loadConfig(env(path.join(work, 's3-target'), { S3_BUCKET: 'venue', S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }));
  const database = await openDatabase({ databaseUrl: null, dataDir: '', inMemory: true });
  try {
    const storage = await openFileStorage(config, database);
    assert.is(storage.kind, 's3');
    await restoreBackup({ database, storage, config }, archive);
    assert.is(s3.objects.size, Object.keys(manifest.files).length);
    const again = await createBackup({ database, storage, config }, path.join(work, 'from-s3.tar.gz'));
    assert.equal(again.files, manifest.files);
    assert.equal(again.tables, manifest.tables);
    assert.equal(again.source, { database: 'pglite', storage: 's3' });
  } finally {
    await database.close();
    await s3.close();
  }
});

test.run();
