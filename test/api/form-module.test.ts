/**
 * The 'Formular' page module: the seeded contact page shows the contact form itself,
 * server-rendered in both languages, and the form works there without JavaScript like on its own page
 * (errors at their fields on the contact page, POST-redirect-GET to the confirmation, nothing personal
 * in an address). The module stores the form's id; a form that is gone cannot be chosen. The HubSpot
 * module is no longer offered (docs/DECISIONS.md).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eq } from 'drizzle-orm';
import type { EditorModule, ValidationErrorBody } from '../../common/api/editor';
import { fieldErrorMessage } from '../../common/forms/messages';
import { l } from '../../common/i18n/localized';
import { formEntries } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { editorClient, type EditorClient } from '../helpers/editor';
import { fakeDist } from '../helpers/fake-dist';
import { contact, contactFormId, seededFormId } from './form-fixtures';
import { insertPage, insertSection, json } from './fixtures';

let t: TestApp;
let ed: EditorClient;
let formId: number;

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
  ed = await editorClient(t, 'formular-redaktion');
  formId = await contactFormId(t.database.db);
});
test.after(() => t.close());

/** The `#app` body as the server rendered it, without the inlined route data (which repeats every text). */
const body = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

function posted(values: Record<string, unknown>, extra: Record<string, string> = { _form: '' }): string {
  const out = new URLSearchParams(extra);
  for (const [name, value] of Object.entries(values)) {
    if (value === true) out.set(name, 'on');
    else if (typeof value === 'string') out.set(name, value);
  }
  return out.toString();
}

const post = (url: string, payload: string, origin = 'http://localhost:3000') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', origin, host: 'localhost:3000' }, payload });

const entryCount = async () => (await t.database.db.select({ id: formEntries.id }).from(formEntries).where(eq(formEntries.formId, formId))).length;

test('the contact page renders the contact form on the server, with its fields, in German and in English', async () => {
  const de = await t.app.inject('/de/kontakt');
  assert.is(de.statusCode, 200);
  const html = body(de.body);
  assert.match(html, `data-form-id="${formId}"`);
  assert.match(html, /<h2[^>]*>Kontakt<\/h2>/, "the form's title under the page headline");
  for (const label of ['Vor- und Nachname', 'E-Mail-Adresse', 'Ihre Nachricht', 'Absenden']) assert.match(html, label);
  assert.match(html, /<form method="post" action="\/de\/kontakt"/, 'without JavaScript the form posts to the contact page');
  assert.match(html, `name="_form" value="${formId}"`);
  assert.match(html, /type="checkbox"[^>]*name="datenschutz"|name="datenschutz"[^>]*type="checkbox"/, 'the consent checkbox');

  const en = body((await t.app.inject('/en/contact')).body);
  for (const label of ['First and last name', 'E-mail address', 'Your message']) assert.match(en, label);
  assert.not.match(en, 'Vor- und Nachname');
  assert.match(en, /<form method="post" action="\/en\/contact"/);
});

test('sent without JavaScript with errors: the contact page again, 400, each message at its field, the typed values kept, nothing stored', async () => {
  const before = await entryCount();
  const answer = await post('/de/kontakt', posted(contact({ email: 'keine-adresse', [`email2`]: 'keine-adresse', datenschutz: false }), { _form: String(formId) }));
  assert.is(answer.statusCode, 400, answer.body.slice(0, 300));
  assert.match(String(answer.headers['cache-control']), 'no-store');
  const html = body(answer.body);
  assert.match(html, /<h1[^>]*>Kontakt<\/h1>/, 'the contact page, not the form page');
  assert.match(html, new RegExp(`id="field-email-error"[^>]*>[^<]*${fieldErrorMessage('de', 'email').replace(/[.!]/g, '.')}`), 'the message at the e-mail field');
  assert.match(html, /id="field-datenschutz-error"/, 'the unticked consent has its message');
  assert.match(html, 'value="Erika Mustermann"', 'the name typed stays');
  assert.is(await entryCount(), before);
});

test('sent without JavaScript correctly: stored, then the contact page with the confirmation, nothing personal in its address', async () => {
  const before = await entryCount();
  const answer = await post('/en/contact', posted(contact(), { _form: String(formId) }));
  assert.is(answer.statusCode, 303, answer.body.slice(0, 300));
  const location = String(answer.headers.location);
  assert.is(location, '/en/contact?sent=1');
  assert.is(await entryCount(), before + 1);
  const confirmation = body((await t.app.inject(location)).body);
  assert.match(confirmation, 'Thank you for your message!');
  assert.not.match(confirmation, 'name="nachricht"', 'the confirmation replaces the form');
});

test('a page address takes only a form post naming a form, and only from this site', async () => {
  const before = await entryCount();
  assert.is((await post('/de/kontakt', posted(contact()))).statusCode, 404, 'no form named');
  assert.is((await post('/de/kontakt', posted(contact(), { _form: '999999' }))).statusCode, 404, 'no such form');
  assert.is((await post('/de/kontakt', posted(contact(), { _form: String(formId) }), 'https://evil.example')).statusCode, 403);
  assert.is(await entryCount(), before);
});

test('an editor chooses the form by its id from the picker; a form that does not exist is refused at the field', async () => {
  const page = await insertPage(t.database.db, { pathDe: '/de/formular-test', pathEn: '/en/form-test', title: l('Formular-Test', 'Form test') });
  await insertSection(t.database.db, { slug: 'formular-test', pageId: page.id, layout: '100', columns: [{ index: 0, classes: '' }] });
  const residency = await seededFormId(t.database.db, 'bewerbung-kuenstlerresidenz');
  const created = await ed.call('POST', ed.url('modules'), { type: 'form', section: 'formular-test', column: 0, data: { form: residency } });
  assert.is(created.statusCode, 201, created.body);
  assert.is(json<EditorModule>(created).data.form, residency);
  const gone = await ed.call('POST', ed.url('modules'), { type: 'form', section: 'formular-test', column: 0, data: { form: 999999 } });
  assert.is(gone.statusCode, 400);
  assert.equal(json<ValidationErrorBody>(gone).errors.map((e) => [e.field, e.code]), [['form', 'notFound']]);
  const empty = await ed.call('POST', ed.url('modules'), { type: 'form', section: 'formular-test', column: 0, data: {} });
  assert.equal(json<ValidationErrorBody>(empty).errors.map((e) => [e.field, e.code]), [['form', 'required']]);
});

test('the HubSpot module is no longer offered: a new one is refused', async () => {
  await insertSection(t.database.db, { slug: 'hubspot-test', pageId: (await insertPage(t.database.db, { pathDe: '/de/hubspot-test', pathEn: '/en/hubspot-test', title: l('H', 'H') })).id, layout: '100', columns: [{ index: 0, classes: '' }] });
  const refused = await ed.call('POST', ed.url('modules'), { type: 'forms', section: 'hubspot-test', column: 0, data: { hubspot_id: '2f5b1c3e-1234-4abc-9def-0123456789ab' } });
  assert.is(refused.statusCode, 400);
  assert.equal(json<ValidationErrorBody>(refused).errors.map((e) => e.code), ['notAllowedHere']);
});

test.run();
