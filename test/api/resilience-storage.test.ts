/**
 * Shared file storage: one interface, three backends, each tested the
 * same way; then the app on the database backend: uploads and /media/ never touch DATA_DIR.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TempFile } from '../../common/api/forms';
import { loadConfig } from '../../server/config';
import { storedFiles, tempFiles, storedTempFiles } from '../../server/db/schema';
import { openDatabase } from '../../server/db/client';
import { makeRenditions } from '../../server/media/renditions';
import { renderOnce } from '../../server/media/render-once';
import { databaseStorage } from '../../server/storage/database';
import type { FileStorage } from '../../server/storage/file-storage';
import { fsStorage } from '../../server/storage/fs';
import { s3Storage } from '../../server/storage/s3';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { TEST_DB } from '../helpers/database';
import { startS3StandIn, type S3StandIn } from '../helpers/s3-stand-in';
import { json } from './fixtures';

let t: TestApp;
let s3: S3StandIn;
const backends: Record<string, () => Promise<FileStorage>> = {};

test.before(async () => {
  t = await createTestApp({ STORAGE: 'database' });
  s3 = await startS3StandIn();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storage-fs-'));
  backends.fs = async () => fsStorage(dir);
  backends.database = async () => databaseStorage(t.database.db);
  backends.s3 = () => s3Storage(loadConfig({ S3_BUCKET: 'venue', S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3!);
});
test.after(async () => {
  await t.close();
  await s3.close();
});

for (const kind of ['fs', 'database', 's3']) {
  test(`${kind}: a file put is found, moved and deleted; a missing one is null`, async () => {
    const storage = await backends[kind]!();
    assert.is(storage.kind, kind);
    await storage.put('uploads/tmp/a1', Buffer.from('hallo'), 'text/plain');
    assert.ok(await storage.exists('uploads/tmp/a1'));
    assert.is((await storage.get('uploads/tmp/a1'))!.body.toString(), 'hallo');
    await storage.move('uploads/tmp/a1', 'uploads/entries/7/a1');
    assert.not.ok(await storage.exists('uploads/tmp/a1'));
    assert.is((await storage.get('uploads/entries/7/a1'))!.body.toString(), 'hallo');
    await storage.delete('uploads/entries/7/a1');
    await storage.delete('uploads/entries/7/a1');
    assert.is(await storage.get('uploads/entries/7/a1'), null);
  });

  test(`${kind}: keys that would leave the store are refused`, async () => {
    const storage = await backends[kind]!();
    for (const key of ['../etc/passwd', 'media/../../x', '/abs', 'a//b', '']) {
      await storage.put(key, Buffer.from('x'), 'text/plain').then(
        () => assert.unreachable(`accepted ${key}`),
        (error: Error) => assert.match(error.message, 'Invalid storage key'),
      );
    }
  });
}

test('renditions go into the given storage, each file once', async () => {
  const storage = await backends.s3!();
  const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#8b0000' } }).png().toBuffer();
  const image = await makeRenditions(png, 'Probe Bild.png', storage, [320]);
  const keys = [...s3.objects.keys()].filter((k) => k.includes(image.file.split('/')[0]!)).sort();
  assert.equal(keys.length, 1 + 3, 'the original and 320 px in three formats');
  assert.ok(image.renditions.every((r) => s3.objects.has(`venue/${r.url.replace('/media/', 'media/')}`)));
});

test('on the database backend an upload is stored in the database, not under DATA_DIR', async () => {
  const csrf = csrfPair();
  const boundary = '----resilience';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="brief.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    Buffer.from('%PDF-1.4\n% probe\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/temp-files/', payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: csrf.cookie, ...csrf.headers } });
  assert.is(res.statusCode, 201, res.body);
  const file = json<TempFile>(res);
  const [row] = await t.database.db.select().from(tempFiles).where(eq(tempFiles.id, file.id));
  // Waiting for its form, it lives in the unlogged table of uploads, not beside the media.
  const [stored] = await t.database.db.select().from(storedTempFiles).where(eq(storedTempFiles.key, row!.path));
  assert.is(stored!.body.toString().slice(0, 8), '%PDF-1.4');
  assert.is((await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, row!.path))).length, 0);
  assert.not.ok(existsSync(path.join(t.app.config.dataDir, row!.path)));
});

test('/media/ answers from the database backend, with a long cache and a sandboxing policy', async () => {
  await t.app.storage.put('media/0123456789abcdef/probe-320.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
  const res = await t.app.inject({ url: '/media/0123456789abcdef/probe-320.webp' });
  assert.is(res.statusCode, 200);
  assert.is(res.headers['content-type'], 'image/webp');
  assert.match(String(res.headers['cache-control']), 'immutable');
  assert.match(String(res.headers['content-security-policy']), 'sandbox');
  assert.is(res.headers['x-content-type-options'], 'nosniff');
  assert.is((await t.app.inject({ url: '/media/0123456789abcdef/nope.webp' })).statusCode, 404);
  assert.is((await t.app.inject({ url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode, 404);
});

test('two processes asked for the same image render it once (advisory lock; PostgreSQL only)', async () => {
  if (TEST_DB !== 'postgres') {
    console.log('resilience-storage: renditions-once needs PostgreSQL; skipped on PGlite');
    return;
  }
  const url = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
  const other = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    const shared = databaseStorage(t.database.db);
    const puts: string[] = [];
    const counting: FileStorage = { ...shared, put: (key, body, type) => (puts.push(key), shared.put(key, body, type)) };
    const png = await sharp({ create: { width: 700, height: 300, channels: 3, background: '#003366' } }).png().toBuffer();
    const [first, second] = await Promise.all([renderOnce(t.database, counting, png, 'zweimal.png', [320, 640]), renderOnce(other, counting, png, 'zweimal.png', [320, 640])]);
    assert.equal(first.renditions, second.renditions);
    assert.is(puts.length, new Set(puts).size, 'no file written twice');
    assert.is(puts.length, 1 + 2 * 3);
  } finally {
    await other.close();
  }
});

test.run();
