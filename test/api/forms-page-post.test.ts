/**
 * A form sent without JavaScript: a urlencoded POST to the form's own address.
 * Errors come back on the form page, never cached and with the same security headers as every page;
 * a correct entry is stored and answered with a redirect to the confirmation (POST-redirect-GET);
 * another site's page cannot send it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eq } from 'drizzle-orm';
import { formEntries } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';
import { contact, contactFormId } from './form-fixtures';

let t: TestApp;
let formId: number;
let address: string;

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
  formId = await contactFormId(t.database.db);
  address = `/de/forms/kontakt/${formId}`;
});
test.after(() => t.close());

/** The contact entry as a browser's form would send it: a checkbox only when ticked. */
function posted(values: Record<string, unknown>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === true) body.set(name, 'on');
    else if (typeof value === 'string') body.set(name, value);
  }
  return body.toString();
}

const post = (payload: string, origin = 'http://localhost:3000') =>
  t.app.inject({ method: 'POST', url: address, headers: { 'content-type': 'application/x-www-form-urlencoded', origin, host: 'localhost:3000' }, payload });

const entryCount = async () => (await t.database.db.select({ id: formEntries.id }).from(formEntries).where(eq(formEntries.formId, formId))).length;

test('an entry with errors comes back on the form page: 400, the typed values kept, never cached, with the page security headers', async () => {
  const before = await entryCount();
  const answer = await post(posted(contact({ email: 'keine-adresse', datenschutz: false })));
  assert.is(answer.statusCode, 400, answer.body.slice(0, 300));
  assert.match(String(answer.headers['content-type']), 'text/html');
  assert.match(String(answer.headers['cache-control']), 'no-store');
  assert.ok(answer.headers['content-security-policy'], 'the error page has the CSP every page has');
  assert.match(answer.body, 'Erika Mustermann', 'the name the visitor typed is still in the form');
  assert.is(await entryCount(), before, 'nothing stored');
});

test('a correct entry is stored and answered with a redirect to the confirmation, with nothing personal in its address', async () => {
  const before = await entryCount();
  const answer = await post(posted(contact()));
  assert.is(answer.statusCode, 303, answer.body.slice(0, 300));
  const location = String(answer.headers.location);
  assert.match(location, `${address}?`);
  assert.not.match(location, 'erika');
  assert.not.match(location, 'Mustermann');
  assert.is(await entryCount(), before + 1);
});

test("another site's page cannot send the form", async () => {
  const before = await entryCount();
  const answer = await post(posted(contact()), 'https://evil.example');
  assert.is(answer.statusCode, 403);
  assert.is(await entryCount(), before);
});

test.run();
