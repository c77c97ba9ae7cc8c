import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectionUrl, type AdminItem } from '../../common/api/admin';
import { formEntries, tempFiles } from '../../server/db/schema';
import type { EntryView } from '../../server/features/admin/form-entries';
import { createTestApp, type TestApp } from '../helpers/app';
import { caller, sessionAs, type Caller } from './admin-session';
import { json } from './fixtures';

let t: TestApp;
let editor: Caller;
let formId: number;

const DAY = 86_400_000;

test.before(async () => {
  t = await createTestApp();
  editor = caller(t, await sessionAs(t, 'entries-editor', 'editor'));
  const res = await editor.send('POST', collectionUrl('form'), { title: { de: 'Anmeldung Führung' }, slug: { de: 'anmeldung-fuehrung' }, retentionDays: 30 });
  assert.is(res.statusCode, 201, res.body);
  formId = json<AdminItem>(res).id;
  for (const [position, slug, label] of [[0, 'name', 'Name'], [1, 'note', 'Bemerkung'], [2, 'cv', 'Lebenslauf']] as const) {
    const field = await editor.send('POST', collectionUrl('form-field'), { formId, slug, label: { de: label }, fieldType: slug === 'cv' ? 9 : 1, position });
    assert.is(field.statusCode, 201, field.body);
  }
});
test.after(() => t.close());

async function entry(values: Record<string, string>, ageDays: number) {
  const [row] = await t.database.db
    .insert(formEntries)
    .values({ formId, formTitle: 'Anmeldung Führung', lang: 'de', fieldValues: values, labels: { name: 'Name', note: 'Bemerkung', cv: 'Lebenslauf' }, createdAt: new Date(Date.now() - ageDays * DAY) })
    .returning();
  return row!;
}

test('the entries list shows each entry with its files, newest first', async () => {
  const first = await entry({ name: 'Jürgen Müßig', note: 'Größe: „XL“' }, 2);
  const fileId = randomUUID();
  const second = await entry({ name: 'Zoë Ørsted', note: '=HYPERLINK("x")', cv: fileId }, 1);
  const rel = `uploads/entries/${second.id}/lebenslauf.pdf`;
  await t.app.storage.put(rel, Buffer.from('%PDF-1.4 probe'), 'application/pdf');
  await t.database.db.insert(tempFiles).values({ id: fileId, originalName: 'Lebenslauf Ørsted.pdf', size: 14, mime: 'application/pdf', path: rel, entryId: second.id, fieldSlug: 'cv' });

  const list = json<{ count: number; results: EntryView[] }>(await editor.get(`/cms-api/forms/${formId}/entries/`));
  assert.is(list.count, 2);
  assert.equal(list.results.map((e) => e.id), [second.id, first.id]);
  assert.equal(list.results[0]!.files.map((f) => f.name), ['Lebenslauf Ørsted.pdf']);
  const file = await editor.get(`/cms-api/entry-files/${fileId}`);
  assert.is(file.statusCode, 200);
  assert.is(file.body, '%PDF-1.4 probe');
});

test('the CSV export is UTF-8 with a BOM: parsed from the bytes, umlauts are intact and formulas are defused', async () => {
  const res = await editor.get(`/cms-api/forms/${formId}/entries.csv`);
  assert.is(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /text\/csv; charset=utf-8/);
  const bytes = res.rawPayload;
  assert.equal([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.subarray(3));
  const lines = text.trimEnd().split('\r\n');
  assert.is(lines[0], 'ID;Datum;Sprache;Spam;Name;Bemerkung;Lebenslauf');
  assert.ok(lines.some((l) => l.includes(';Jürgen Müßig;Größe: „XL“;')), text);
  // 'Datum' is the Berlin wall clock as German Excel reads it, not a UTC ISO string.
  for (const line of lines.slice(1)) assert.match(line.split(';')[1]!, /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/, line);
  assert.not.match(text, /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  assert.ok(lines.some((l) => l.includes(`;Zoë Ørsted;"'=HYPERLINK(""x"")";Lebenslauf Ørsted.pdf`)), text);
});

test('entries older than the form keeps them are deleted with their files, and never listed or exported', async () => {
  const old = await entry({ name: 'Längst Vergangen' }, 45);
  const rel = `uploads/entries/${old.id}/alt.txt`;
  await t.app.storage.put(rel, Buffer.from('alt'), 'text/plain');
  await t.database.db.insert(tempFiles).values({ id: randomUUID(), originalName: 'alt.txt', size: 3, mime: 'text/plain', path: rel, entryId: old.id, fieldSlug: 'cv' });
  const list = json<{ results: EntryView[] }>(await editor.get(`/cms-api/forms/${formId}/entries/`));
  assert.not.ok(list.results.some((e) => e.id === old.id));
  assert.not.ok((await editor.get(`/cms-api/forms/${formId}/entries.csv`)).body.includes('Längst Vergangen'));
  assert.not.ok(await t.app.storage.exists(rel), 'the file is gone');
});

test('an editor deletes one entry; unknown forms and entries are 404', async () => {
  const doomed = await entry({ name: 'Weg damit' }, 0);
  assert.is((await editor.send('DELETE', `/cms-api/forms/${formId}/entries/${doomed.id}/`)).statusCode, 204);
  assert.is((await editor.send('DELETE', `/cms-api/forms/${formId}/entries/${doomed.id}/`)).statusCode, 404);
  assert.is((await editor.get('/cms-api/forms/999999/entries/')).statusCode, 404);
  assert.is((await editor.get('/cms-api/forms/abc/entries/')).statusCode, 400);
});

test.run();
