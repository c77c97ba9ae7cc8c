/**
 * Storage does what it says , on every backend — DATA_DIR, the
 * database (PostgreSQL's default) and S3: upload with a form entry → the editor downloads it (200,
 * the right type, the same bytes) → a DELETE under another form's id changes nothing → the DELETE
 * erases the stored bytes; the retention purge erases them too.
 */
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FormEntryCreated, TempFile } from '../../common/api/forms';
import { formEntries, forms, tempFiles } from '../../server/db/schema';
import type { EntryView } from '../../server/features/admin/form-entries';
import { RESIDENCY_FORM } from '../../server/seed/forms/catalogue';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { startS3StandIn, type S3StandIn } from '../helpers/s3-stand-in';
import { caller, sessionAs } from './admin-session';
import { json } from './fixtures';
import { contactFormId, multipartFile, residencyEntry, seededFormId } from './form-fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const DAY = 86_400_000;
const csrf = csrfPair();
let s3: S3StandIn;

test.before(async () => {
  s3 = await startS3StandIn();
});
test.after(() => s3.close());

const BACKENDS: Record<string, () => Record<string, string>> = {
  fs: () => ({ STORAGE: 'fs' }),
  database: () => ({ STORAGE: 'database' }),
  s3: () => ({ S3_BUCKET: 'venue', S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
};

/** Uploads the PDF and sends the residency form with it; answers the entry and the file's storage key. */
async function entryWithFile(t: TestApp, formId: number, address: string) {
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/temp-files/', remoteAddress: address, ...multipartFile(PDF, 'Mappe.pdf', { csrf }) });
  assert.is(uploaded.statusCode, 201, uploaded.body);
  const file = json<TempFile>(uploaded);
  const sent = await t.app.inject({ method: 'POST', url: '/de/api/forms-entries/', remoteAddress: address, payload: { form: formId, field_values: residencyEntry(file.id) }, headers: { cookie: csrf.cookie, ...csrf.headers } });
  assert.is(sent.statusCode, 201, sent.body);
  const [row] = await t.database.db.select({ path: tempFiles.path }).from(tempFiles).where(eq(tempFiles.id, file.id));
  return { entry: json<FormEntryCreated>(sent).id, file: file.id, key: row!.path };
}

for (const [kind, env] of Object.entries(BACKENDS)) {
  test(`${kind}: the editor downloads an entry's file, and deleting the entry erases its bytes`, async () => {
    const t = await createTestApp(env());
    try {
      assert.is(t.app.storage.kind, kind);
      const editor = caller(t, await sessionAs(t, 'files-editor', 'editor'));
      const residency = await seededFormId(t.database.db, RESIDENCY_FORM.slug.de);
      const { entry, file, key } = await entryWithFile(t, residency, '10.9.0.1');
      assert.ok(await t.app.storage.exists(key), 'stored');

      const download = await editor.get(`/cms-api/entry-files/${file}`);
      assert.is(download.statusCode, 200, download.body);
      assert.match(String(download.headers['content-type']), 'application/pdf');
      assert.ok(download.rawPayload.equals(PDF), 'the same bytes');

      // Under another form's id: nothing happens, the file and its link stay.
      const wrong = await editor.send('DELETE', `/cms-api/forms/${await contactFormId(t.database.db)}/entries/${entry}/`);
      assert.is(wrong.statusCode, 404);
      assert.is((await t.database.db.select().from(tempFiles).where(eq(tempFiles.entryId, entry))).length, 1, 'the file link is kept');
      assert.is((await editor.get(`/cms-api/entry-files/${file}`)).statusCode, 200);

      assert.is((await editor.send('DELETE', `/cms-api/forms/${residency}/entries/${entry}/`)).statusCode, 204);
      assert.not.ok(await t.app.storage.exists(key), 'the stored bytes are gone');
      assert.is((await editor.get(`/cms-api/entry-files/${file}`)).statusCode, 404);
    } finally {
      await t.close();
    }
  });

  test(`${kind}: the retention purge erases an expired entry's file`, async () => {
    const t = await createTestApp(env());
    try {
      const editor = caller(t, await sessionAs(t, 'purge-editor', 'editor'));
      const residency = await seededFormId(t.database.db, RESIDENCY_FORM.slug.de);
      await t.database.db.update(forms).set({ retentionDays: 30 }).where(eq(forms.id, residency));
      const { entry, key } = await entryWithFile(t, residency, '10.9.0.2');
      await t.database.db.update(formEntries).set({ createdAt: new Date(Date.now() - 45 * DAY) }).where(eq(formEntries.id, entry));
      const list = json<{ results: EntryView[] }>(await editor.get(`/cms-api/forms/${residency}/entries/`));
      assert.not.ok(list.results.some((e) => e.id === entry));
      assert.not.ok(await t.app.storage.exists(key), 'the stored bytes are gone');
    } finally {
      await t.close();
    }
  });
}

test.run();
