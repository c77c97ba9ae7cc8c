/** The form's HTML page: the shell inlines the form, so the page paints without an API call. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Form } from '../../common/api/forms';
import type { InitialData } from '../../common/api/types';
import { forms } from '../../server/db/schema';
import { CONTACT_FORM } from '../../server/seed/forms/catalogue';
import { createTestApp, type TestApp } from '../helpers/app';

const ENTRY = '/assets/site/entry-E1.js';
const MANIFEST = { build: 'b1', site: { entry: ENTRY, pages: {}, outputs: { [ENTRY]: { imports: [] } } } };

let t: TestApp;
let id: number;

test.before(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'forms-page-'));
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ DIST_DIR: dist, PUBLIC_URL: 'https://www.example.org' });
  const rows = await t.database.db.select({ id: forms.id, slug: forms.slug }).from(forms);
  id = rows.find((r) => r.slug.de === CONTACT_FORM.slug.de)!.id;
});
test.after(() => t.close());

const initialOf = (html: string): InitialData => JSON.parse(/<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as InitialData;

test('the form page inlines the form with its fields and names it in the head', async () => {
  const res = await t.app.inject(`/en/forms/contact/${id}`);
  assert.is(res.statusCode, 200);
  const initial = initialOf(res.body);
  assert.is(initial.route, 'form');
  const form = initial.data as Form;
  assert.is(form.title, 'Contact');
  assert.is(form.fields.at(-1)!.slug, 'email2');
  assert.match(res.body, /<title>Contact/);
  assert.match(res.body, `<link rel="canonical" href="https://www.example.org/en/forms/contact/${id}"`);
  assert.match(res.body, `hreflang="de" href="https://www.example.org/de/forms/kontakt/${id}"`);
});

test('an unknown or offline form is the 404 page', async () => {
  assert.is((await t.app.inject('/de/forms/gibt-es-nicht/99999')).statusCode, 404);
  await t.database.db.update(forms).set({ isOnline: false }).where(eq(forms.id, id));
  assert.is((await t.app.inject(`/de/forms/kontakt/${id}`)).statusCode, 404);
  assert.is((await t.app.inject(`/api/forms/${id}/`)).statusCode, 404);
});

test.run();
