import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Form, FormEntryCreated, FormEntryError } from '../../common/api/forms';
import type { ApiError } from '../../common/api/types';
import { EMAIL_CONFIRM_SLUG, EMAIL_CONFIRM_TYPE, NUMERIC_FIELD_TYPES } from '../../common/forms/field-types';
import { formEntries, formNotifications, forms } from '../../server/db/schema';
import { deliverPending } from '../../server/features/forms/notifications';
import { CONTACT_FORM, RESIDENCY_FORM } from '../../server/seed/forms/catalogue';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { json } from './fixtures';
import { contact } from './form-fixtures';

let t: TestApp;
let contactId: number;
let residencyId: number;
const csrf = csrfPair();
/** Each request comes from its own address, so the rate limit only trips where a test wants it. */
let ip = 0;
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

function post(payload: unknown, { url = '/de/api/forms-entries/', remoteAddress = nextIp(), withCsrf = true } = {}) {
  return t.app.inject({ method: 'POST', url, remoteAddress, payload: payload as object, headers: withCsrf ? { cookie: csrf.cookie, ...csrf.headers } : {} });
}


const entryCount = async () => (await t.database.db.select({ n: count() }).from(formEntries))[0]!.n;

test.before(async () => {
  t = await createTestApp({ FORM_POSTS_PER_MINUTE: '10' });
  const rows = await t.database.db.select({ id: forms.id, slug: forms.slug }).from(forms);
  contactId = rows.find((r) => r.slug.de === CONTACT_FORM.slug.de)!.id;
  residencyId = rows.find((r) => r.slug.de === RESIDENCY_FORM.slug.de)!.id;
});
test.after(() => t.close());

test('a form answers with its title, intro and fields, the email2 confirmation last', async () => {
  const res = await t.app.inject(`/api/forms/${contactId}/`);
  assert.is(res.statusCode, 200);
  const form = json<Form>(res);
  assert.is(form.title, CONTACT_FORM.title.de);
  assert.is(form.intro, CONTACT_FORM.intro.de);
  assert.equal(form.fields.map((f) => f.slug), [...CONTACT_FORM.fields.map((f) => f.slug), EMAIL_CONFIRM_SLUG]);
  const confirm = form.fields.at(-1)!;
  assert.is(confirm.field_type, EMAIL_CONFIRM_TYPE);
  assert.ok(confirm.required, 'required like the e-mail field it confirms');
  assert.equal(form.urls, { de: `/de/forms/kontakt/${contactId}`, en: `/en/forms/contact/${contactId}` });
});

test('the seeded application form uses every field type', async () => {
  const types = new Set(json<Form>(await t.app.inject(`/api/forms/${residencyId}/`)).fields.map((f) => f.field_type));
  for (const type of NUMERIC_FIELD_TYPES) assert.ok(types.has(type), `field type ${type}`);
});

test('a form answers in English under /en and with ?lang=en, choices included', async () => {
  for (const url of [`/en/api/forms/${contactId}/`, `/api/forms/${contactId}/?lang=en`]) {
    const form = json<Form>(await t.app.inject(url));
    assert.is(form.title, 'Contact', url);
    const topic = form.fields.find((f) => f.slug === 'anliegen')!;
    assert.ok(topic.choices.some((c) => c.value === 'fuehrung' && c.label === 'Guided tours for groups'));
  }
});

test('an unknown form is 404 and a non-numeric id is 400, both with a message', async () => {
  const missing = await t.app.inject('/api/forms/99999/');
  assert.is(missing.statusCode, 404);
  assert.is(json<ApiError>(missing).statusCode, 404);
  const bad = await t.app.inject('/api/forms/abc/');
  assert.is(bad.statusCode, 400);
  assert.match(json<ApiError>(bad).message, 'id');
});

test('a valid submission is stored with 201 and the form’s success message', async () => {
  const before = await entryCount();
  const res = await post({ form: contactId, field_values: contact() });
  assert.is(res.statusCode, 201, res.body);
  const body = json<FormEntryCreated>(res);
  assert.is(body.message, CONTACT_FORM.successMessage.de);
  assert.is(await entryCount(), before + 1);
  const [entry] = await t.database.db.select().from(formEntries).where(eq(formEntries.id, body.id));
  assert.is(entry!.fieldValues.nachricht, 'Wir möchten mit einer Schulklasse kommen.');
  assert.is(entry!.lang, 'de');
  assert.is(entry!.isSpam, false);
});

test('a hidden field keeps its default whatever was sent', async () => {
  const res = await post({ form: contactId, field_values: contact({ quelle: 'manipuliert' }) });
  const [entry] = await t.database.db.select().from(formEntries).where(eq(formEntries.id, json<FormEntryCreated>(res).id));
  assert.is(entry!.fieldValues.quelle, 'website-kontakt');
});

test('without the CSRF token a submission is 403 and nothing is stored', async () => {
  const before = await entryCount();
  const res = await post({ form: contactId, field_values: contact() }, { withCsrf: false });
  assert.is(res.statusCode, 403);
  assert.match(json<ApiError>(res).message, 'CSRF');
  assert.is(await entryCount(), before);
});

test('an unknown field is 400 naming it', async () => {
  const res = await post({ form: contactId, field_values: contact({ schuhgroesse: '42' }) });
  assert.is(res.statusCode, 400);
  assert.is(json<ApiError>(res).message, 'Unknown field: schuhgroesse');
});

test('an unknown form and a malformed body are 400 with a message', async () => {
  assert.is(json<ApiError>(await post({ form: 99999, field_values: contact() })).message, 'Unknown form: 99999');
  for (const payload of [{ form: 'eins', field_values: {} }, { form: contactId }, { form: contactId, field_values: 'name=Erika' }]) {
    const res = await post(payload);
    assert.is(res.statusCode, 400, JSON.stringify(payload));
    assert.match(json<ApiError>(res).message, /body/);
  }
});

test('wrong types are 400 with a message per field', async () => {
  const res = await post({
    form: residencyId,
    field_values: { name: 42, email: ['a@example.org'], personen: '3', sprachen: 'deutsch', datenschutz: 'ja', arbeitsprobe: 7, raeume: [1, 2] },
  });
  assert.is(res.statusCode, 400);
  const { errors } = json<FormEntryError>(res);
  for (const slug of ['name', 'email', 'personen', 'sprachen', 'datenschutz', 'arbeitsprobe', 'raeume']) {
    assert.is(errors?.[slug], 'Diese Angabe hat nicht das erwartete Format.', slug);
  }
});

test('a mismatching email2 is 400 with its message and nothing is stored', async () => {
  const before = await entryCount();
  const res = await post({ form: contactId, field_values: contact({ [EMAIL_CONFIRM_SLUG]: 'erika@example.com' }) }, { url: '/en/api/forms-entries/' });
  assert.is(res.statusCode, 400);
  const body = json<FormEntryError>(res);
  assert.equal(body.errors, { [EMAIL_CONFIRM_SLUG]: 'The two e-mail addresses do not match.' });
  assert.match(body.message, 'email2');
  assert.is(await entryCount(), before);
});

test("SPEC §5 messages: required and invalid e-mail, in the request's language", async () => {
  const values = contact({ name: '  ', email: 'erika(at)example.org', [EMAIL_CONFIRM_SLUG]: 'erika(at)example.org', datenschutz: false });
  const en = json<FormEntryError>(await post({ form: contactId, field_values: values }, { url: '/en/api/forms-entries/' }));
  assert.is(en.errors?.name, 'This field is required!');
  assert.is(en.errors?.email, 'Invalid e-mail address!');
  assert.is(en.errors?.datenschutz, 'This field is required!');
  const de = json<FormEntryError>(await post({ form: contactId, field_values: values }));
  assert.is(de.errors?.name, 'Dieses Feld ist erforderlich!');
  assert.is(de.errors?.email, 'Ungültige E-Mail-Adresse!');
});

test('choices, URLs, dates, date-times and dates of birth are checked', async () => {
  const res = await post({
    form: residencyId,
    field_values: {
      name: 'Ada',
      email: 'ada@example.org',
      [EMAIL_CONFIRM_SLUG]: 'ada@example.org',
      geburtsdatum: '2999-01-01',
      sparte: 'kochen',
      beginn: '2026-02-30',
      gespraech: '2026-03-01 10:00',
      personen: 2,
      sprachen: ['deutsch', 'klingonisch'],
      raeume: ['keller'],
      vorhaben: 'Ein Hörspiel.',
      datenschutz: true,
    },
  }, { url: '/en/api/forms-entries/' });
  assert.is(res.statusCode, 400);
  const { errors } = json<FormEntryError>(res);
  assert.equal(Object.keys(errors ?? {}).sort(), ['arbeitsprobe', 'beginn', 'geburtsdatum', 'gespraech', 'raeume', 'sparte', 'sprachen']);
  assert.is(errors?.arbeitsprobe, 'This field is required!');
  const url = json<FormEntryError>(await post({ form: contactId, field_values: contact({ homepage: 'javascript:alert(1)' }) }));
  assert.ok(url.errors?.homepage);
});

test('a filled honeypot is answered like any entry but stored as spam and nobody is told', async () => {
  const res = await post({ form: contactId, field_values: contact(), website: 'http://spam.example' });
  assert.is(res.statusCode, 201);
  const id = json<FormEntryCreated>(res).id;
  const [entry] = await t.database.db.select().from(formEntries).where(eq(formEntries.id, id));
  assert.is(entry!.isSpam, true);
  const [note] = await t.database.db.select().from(formNotifications).where(eq(formNotifications.entryId, id));
  assert.is(note!.status, 'skipped');
});

async function notificationOf(entryId: number) {
  // Delivery runs after the answer; give it a moment (up to 10 s: a loaded machine, PostgreSQL).
  for (let i = 0; i < 500; i++) {
    const [row] = await t.database.db.select().from(formNotifications).where(eq(formNotifications.entryId, entryId));
    if (row && row.status !== 'pending') return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`notification of entry ${entryId} still pending`);
}

test('the notification is sent after the commit and dropped under DATA_DIR/mail', async () => {
  const id = json<FormEntryCreated>(await post({ form: contactId, field_values: contact() })).id;
  const note = await notificationOf(id);
  assert.is(note.status, 'sent');
  assert.ok(existsSync(path.join(t.app.config.dataDir, 'mail', `form-entry-${id}.eml`)));
});

test('a server whose clock runs behind the database still sends the notification at once', async () => {
  // Another machine behind the load balancer, a second slow: the row the database stamped "now"
  // looked a second ahead to it, and stayed pending until the next outbox round (a CI failure).
  const RealDate = Date;
  class SlowDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() - 1000);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now = () => RealDate.now() - 1000;
  }
  globalThis.Date = SlowDate as DateConstructor;
  let id: number;
  try {
    id = json<FormEntryCreated>(await post({ form: contactId, field_values: contact() })).id;
  } finally {
    globalThis.Date = RealDate;
  }
  assert.is((await notificationOf(id)).status, 'sent');
});

test('a failing notification keeps the entry; the outbox sends it on a later round', async () => {
  const working = t.app.forms.notifier;
  t.app.forms.notifier = { send: async () => { throw new Error('mail relay down'); } };
  try {
    const res = await post({ form: contactId, field_values: contact() });
    assert.is(res.statusCode, 201);
    const id = json<FormEntryCreated>(res).id;
    const failed = await notificationOf(id);
    assert.is(failed.status, 'failed');
    assert.is(failed.lastError, 'mail relay down');
    assert.is((await t.database.db.select().from(formEntries).where(eq(formEntries.id, id))).length, 1);
    t.app.forms.notifier = working;
    // The failed row waits its backoff (a minute after the first failure): ask a little later.
    await deliverPending(t.database.db, working, new Date(Date.now() + 2 * 60_000));
    assert.is((await notificationOf(id)).status, 'sent');
  } finally {
    t.app.forms.notifier = working;
  }
});

test('one address cannot flood the forms', async () => {
  const address = '10.9.9.9';
  for (let i = 0; i < t.app.limits.config.formPostsPerMinute; i++) await post({ form: contactId, field_values: contact() }, { remoteAddress: address });
  const res = await post({ form: contactId, field_values: contact() }, { remoteAddress: address });
  assert.is(res.statusCode, 429);
  assert.is(json<ApiError>(res).statusCode, 429);
  assert.is((await post({ form: contactId, field_values: contact() })).statusCode, 201);
});

test('100 concurrent submissions store 100 entries', async () => {
  const before = await entryCount();
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => post({ form: contactId, field_values: contact({ nachricht: `Nachricht ${i}` }) })),
  );
  assert.equal(answers.map((a) => a.statusCode), Array(100).fill(201));
  assert.is(new Set(answers.map((a) => json<FormEntryCreated>(a).id)).size, 100);
  assert.is(await entryCount(), before + 100);
});

test.run();
