import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FieldValues, FormEntryCreated, FormEntryError, TempFile } from '../../common/api/forms';
import type { ApiError } from '../../common/api/types';
import { MAX_UPLOAD_BYTES } from '../../common/forms/uploads';
import { formEntries, forms, tempFiles } from '../../server/db/schema';
import { TEMP_BYTES_PER_CLIENT, TEMP_BYTES_TOTAL, TEMP_FILE_TTL_MS, removeExpiredTempFiles, tempPathOf } from '../../server/features/forms/temp-files';
import { randomUUID } from 'node:crypto';
import { RESIDENCY_FORM } from '../../server/seed/forms/catalogue';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { json } from './fixtures';
import { multipartFile, residencyEntry } from './form-fixtures';

let t: TestApp;
let residencyId: number;
const csrf = csrfPair();
let ip = 0;
const nextIp = () => `10.2.0.${++ip}`;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

function upload(content: Buffer, filename: string, { mime = 'application/pdf', field = 'file', withCsrf = true } = {}) {
  return t.app.inject({ method: 'POST', url: '/en/api/temp-files/', remoteAddress: nextIp(), ...multipartFile(content, filename, { mime, field, csrf: withCsrf ? csrf : null }) });
}

function submit(fieldValues: FieldValues) {
  return t.app.inject({ method: 'POST', url: '/de/api/forms-entries/', remoteAddress: nextIp(), payload: { form: residencyId, field_values: fieldValues }, headers: { cookie: csrf.cookie, ...csrf.headers } });
}

const application = residencyEntry;

const onDisk = (relative: string) => existsSync(path.join(t.app.config.dataDir, relative));
const tempRows = async () => (await t.database.db.select({ n: count() }).from(tempFiles))[0]!.n;
const entryRows = async () => (await t.database.db.select({ n: count() }).from(formEntries))[0]!.n;

test.before(async () => {
  // These tests look at the files on disk: the DATA_DIR storage (resilience-storage.test.ts covers the others).
  t = await createTestApp({ STORAGE: 'fs' });
  const rows = await t.database.db.select({ id: forms.id, slug: forms.slug }).from(forms);
  residencyId = rows.find((r) => r.slug.de === RESIDENCY_FORM.slug.de)!.id;
});
test.after(() => t.close());

test('an upload is stored under DATA_DIR/uploads/tmp with a row, answering 201 with its id', async () => {
  const res = await upload(PDF, 'Mappe 2026.pdf');
  assert.is(res.statusCode, 201, res.body);
  const file = json<TempFile>(res);
  assert.equal({ name: file.name, size: file.size, mime: file.mime }, { name: 'Mappe 2026.pdf', size: PDF.length, mime: 'application/pdf' });
  assert.ok(onDisk(tempPathOf(file.id)));
  const [row] = await t.database.db.select().from(tempFiles).where(eq(tempFiles.id, file.id));
  assert.is(row!.entryId, null);
});

test('the type comes from the file’s bytes, not from the name or the client’s MIME type', async () => {
  const file = json<TempFile>(await upload(PNG, 'scan.pdf', { mime: 'application/pdf' }));
  assert.is(file.mime, 'image/png');
  assert.is(file.name, 'scan.png', 'the name takes the content’s extension (issue 21 point 10)');
});

test('a name that does not match the content gets the content’s extension; a matching one stays', async () => {
  for (const [content, given, kept] of [
    [PDF, 'rechnung.html', 'rechnung.pdf'],
    [PDF, 'ohne-endung', 'ohne-endung.pdf'],
    [PNG, 'bild.JPG', 'bild.png'],
    [PDF, 'Mappe.PDF', 'Mappe.PDF'],
    [PDF, '.pdf', '.pdf.pdf'],
  ] as const) {
    const res = await upload(content, given);
    assert.is(res.statusCode, 201, res.body);
    const file = json<TempFile>(res);
    assert.is(file.name, kept, given);
    const [row] = await t.database.db.select().from(tempFiles).where(eq(tempFiles.id, file.id));
    assert.is(row!.originalName, kept);
  }
});

test('a disallowed file is 415 with the allowed kinds, and nothing is kept', async () => {
  const before = await tempRows();
  const res = await upload(EXE, 'lebenslauf.pdf', { mime: 'application/pdf' });
  assert.is(res.statusCode, 415);
  assert.match(json<ApiError>(res).message, 'Only these kinds of file are allowed: PDF, JPG');
  assert.is(await tempRows(), before);
});

test('an oversized file is 413 with the limit, and nothing is kept', async () => {
  const before = await tempRows();
  const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]);
  const res = await upload(big, 'gross.pdf');
  assert.is(res.statusCode, 413);
  assert.is(json<ApiError>(res).message, 'The file is larger than 10 MB.');
  assert.is(await tempRows(), before);
});

test('an upload without the CSRF token is 403; a request that is not a file upload is 400', async () => {
  assert.is((await upload(PDF, 'a.pdf', { withCsrf: false })).statusCode, 403);
  const wrongPart = await upload(PDF, 'a.pdf', { field: 'dokument' });
  assert.is(wrongPart.statusCode, 400);
  assert.match(json<ApiError>(wrongPart).message, 'multipart/form-data');
  const notMultipart = await t.app.inject({ method: 'POST', url: '/api/temp-files/', remoteAddress: nextIp(), payload: { file: 'x' }, headers: { cookie: csrf.cookie, ...csrf.headers } });
  assert.is(notMultipart.statusCode, 400);
});

test('an entry takes its file along: referenced in the same commit, then moved under uploads/entries/<id>/', async () => {
  const file = json<TempFile>(await upload(PDF, 'mappe.pdf'));
  const res = await submit(application(file.id));
  assert.is(res.statusCode, 201, res.body);
  const entryId = json<FormEntryCreated>(res).id;
  const [row] = await t.database.db.select().from(tempFiles).where(eq(tempFiles.id, file.id));
  assert.is(row!.entryId, entryId);
  assert.is(row!.fieldSlug, 'arbeitsprobe');
  assert.is(row!.path, `uploads/entries/${entryId}/${file.id}`);
  assert.ok(onDisk(row!.path));
  assert.not.ok(onDisk(tempPathOf(file.id)));
  const [entry] = await t.database.db.select().from(formEntries).where(eq(formEntries.id, entryId));
  assert.is(entry!.fieldValues.arbeitsprobe, file.id);
  assert.equal(entry!.fieldValues.sprachen, ['deutsch', 'englisch']);
  assert.is(entry!.fieldValues.personen, 2);
});

test('a file that is already taken or unknown rolls the whole entry back with a message for its field', async () => {
  const file = json<TempFile>(await upload(PDF, 'einmal.pdf'));
  assert.is((await submit(application(file.id))).statusCode, 201);
  const before = await entryRows();
  for (const id of [file.id, '00000000-0000-4000-8000-000000000000']) {
    const res = await submit(application(id));
    assert.is(res.statusCode, 400);
    assert.is(json<FormEntryError>(res).errors?.arbeitsprobe, 'Die Datei ist nicht mehr verfügbar. Bitte laden Sie sie noch einmal hoch.');
  }
  assert.is(await entryRows(), before, 'no entry without its file');
});

test('when the move fails after the commit, the file stays in tmp and stays referenced', async () => {
  const blocker = path.join(t.app.config.dataDir, 'uploads', 'entries');
  const file = json<TempFile>(await upload(PDF, 'bleibt.pdf'));
  await rm(blocker, { recursive: true, force: true });
  await mkdir(path.dirname(blocker), { recursive: true });
  await writeFile(blocker, 'not a folder'); // mkdir of entries/<id> now fails
  try {
    const res = await submit(application(file.id));
    assert.is(res.statusCode, 201);
    const [row] = await t.database.db.select().from(tempFiles).where(eq(tempFiles.id, file.id));
    assert.is(row!.entryId, json<FormEntryCreated>(res).id);
    assert.is(row!.path, tempPathOf(file.id));
    assert.ok(onDisk(row!.path));
  } finally {
    await rm(blocker, { force: true });
  }
});

test('one address cannot hold more than its quota of waiting uploads, nor everyone more than the cap (issue #21)', async () => {
  const waiting = (client: string, size: number) => t.database.db.insert(tempFiles).values({ id: randomUUID(), originalName: 'x.pdf', size, mime: 'application/pdf', path: 'uploads/tmp/none', client });
  const full = '10.3.0.1';
  await waiting(full, TEMP_BYTES_PER_CLIENT - 10);
  const before = await tempRows();
  const refused = await t.app.inject({ method: 'POST', url: '/en/api/temp-files/', remoteAddress: full, ...multipartFile(PDF, 'mehr.pdf', { csrf }) });
  assert.is(refused.statusCode, 429, refused.body);
  assert.match(json<ApiError>(refused).message, 'Please send the form first');
  assert.is(await tempRows(), before, 'nothing kept');
  // Another address still can; once the waiting uploads are sent or expired, this one can again.
  assert.is((await upload(PDF, 'andere.pdf')).statusCode, 201);
  await t.database.db.update(tempFiles).set({ createdAt: new Date(Date.now() - TEMP_FILE_TTL_MS - 1000) }).where(eq(tempFiles.client, full));
  assert.is((await t.app.inject({ method: 'POST', url: '/en/api/temp-files/', remoteAddress: full, ...multipartFile(PDF, 'mehr.pdf', { csrf }) })).statusCode, 201);
  // Everyone together: past the cap, nobody can.
  await waiting('10.3.0.2', TEMP_BYTES_TOTAL - 10);
  const busy = await upload(PDF, 'voll.pdf');
  assert.is(busy.statusCode, 429, busy.body);
  assert.match(json<ApiError>(busy).message, 'No files can be accepted right now');
  await t.database.db.delete(tempFiles).where(eq(tempFiles.client, '10.3.0.2'));
});

test('uploads older than their few hours that no entry took are removed; taken ones stay', async () => {
  const loose = json<TempFile>(await upload(PDF, 'vergessen.pdf'));
  const taken = json<TempFile>(await upload(PDF, 'genommen.pdf'));
  assert.is((await submit(application(taken.id))).statusCode, 201);
  const old = new Date(Date.now() - TEMP_FILE_TTL_MS - 3600 * 1000);
  await t.database.db.update(tempFiles).set({ createdAt: old }).where(eq(tempFiles.id, loose.id));
  await t.database.db.update(tempFiles).set({ createdAt: old }).where(eq(tempFiles.id, taken.id));
  const removed = await removeExpiredTempFiles(t.database.db, t.app.storage);
  assert.ok(removed >= 1);
  assert.is((await t.database.db.select().from(tempFiles).where(eq(tempFiles.id, loose.id))).length, 0);
  assert.not.ok(onDisk(tempPathOf(loose.id)));
  assert.is((await t.database.db.select().from(tempFiles).where(eq(tempFiles.id, taken.id))).length, 1);
});

test('an expired upload can no longer be sent with an entry', async () => {
  const file = json<TempFile>(await upload(PDF, 'spaet.pdf'));
  await t.database.db.update(tempFiles).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(tempFiles.id, file.id));
  assert.is((await submit(application(file.id))).statusCode, 400);
});

test.run();
