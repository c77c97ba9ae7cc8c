/**
 * Logs without personal data : queries fail while a visitor sends a
 * form, while someone signs in with the seeded editor's e-mail address and while an admin creates a
 * user; the log then holds the faults, but not the submitted name, e-mail, message or password, nor
 * the values of the query string.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectionUrl } from '../../common/api/admin';
import { LOGIN_PATH } from '../../common/api/editor';
import { EMAIL_CONFIRM_SLUG } from '../../common/forms/field-types';
import { DEMO_EDITOR } from '../../server/seed/site';
import { redactUrl, serializeError } from '../../server/log-redaction';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { contact, contactFormId } from './form-fixtures';
import { caller, sessionAs } from './admin-session';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
let t: TestApp;
const csrf = csrfPair();

test.before(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream: sink } });
});
test.after(() => t.close());

/** Runs `work` while `table` is missing, so every query on it fails. */
async function withoutTable<T>(table: string, work: () => Promise<T>): Promise<T> {
  await t.database.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    return await work();
  } finally {
    await t.database.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

const NAME = 'Philippa Quellenberg';
const EMAIL = 'philippa.quellenberg@example.org';
const MESSAGE = 'Unsere Klasse kommt am Dienstag mit Rollstuhl';

test('a failing query while a form is sent leaves the fault in the log, not what was sent', async () => {
  const form = await contactFormId(t.database.db);
  const res = await withoutTable('form_entries', () =>
    t.app.inject({
      method: 'POST',
      url: `/de/api/forms-entries/?from=${encodeURIComponent(EMAIL)}`,
      remoteAddress: '10.7.0.1',
      payload: { form, field_values: contact({ name: NAME, email: EMAIL, [EMAIL_CONFIRM_SLUG]: EMAIL, nachricht: MESSAGE }) },
      headers: { cookie: csrf.cookie, ...csrf.headers },
    }),
  );
  assert.ok(res.statusCode >= 500, `the fault happened: ${res.statusCode} ${res.body}`);
  const log = lines.join('\n');
  assert.match(log, 'form_entries', 'the fault is in the log');
  for (const secret of [NAME, EMAIL, encodeURIComponent(EMAIL), MESSAGE]) assert.not.ok(log.includes(secret), `the log holds ${secret}`);
});

test("a failing query while someone signs in with the seeded editor's address leaves neither address nor password", async () => {
  const before = lines.length;
  const res = await withoutTable('users', () =>
    t.app.inject({ method: 'POST', url: LOGIN_PATH, remoteAddress: '10.7.0.2', payload: { login: DEMO_EDITOR.email, password: 'Geheimnis-4711' }, headers: { cookie: csrf.cookie, ...csrf.headers } }),
  );
  assert.ok(res.statusCode >= 500, `the fault happened: ${res.statusCode} ${res.body}`);
  const log = lines.slice(before).join('\n');
  assert.match(log, 'users', 'the fault is in the log');
  for (const secret of [DEMO_EDITOR.email, 'Geheimnis-4711']) assert.not.ok(log.includes(secret), `the log holds ${secret}`);
});

test('a failing query while an admin creates a user record leaves neither address nor name nor password', async () => {
  const admin = caller(t, await sessionAs(t, 'log-admin', 'admin'));
  const before = lines.length;
  await t.database.db.execute(sql.raw(`create function log_test_fault() returns trigger language plpgsql as $$ begin raise exception 'injected fault'; end $$`));
  await t.database.db.execute(sql.raw('create trigger log_test_fault before insert on users for each row execute function log_test_fault()'));
  let res;
  try {
    res = await admin.send('POST', collectionUrl('user'), { username: 'quellenberg', email: EMAIL, firstName: 'Philippa', lastName: 'Quellenberg', role: 'editor', password: 'ein-sehr-geheimes-passwort' });
  } finally {
    await t.database.db.execute(sql.raw('drop trigger log_test_fault on users'));
    await t.database.db.execute(sql.raw('drop function log_test_fault()'));
  }
  assert.ok(res.statusCode >= 500, `the fault happened: ${res.statusCode} ${res.body}`);
  const log = lines.slice(before).join('\n');
  assert.match(log, 'injected fault', 'the fault is in the log');
  for (const secret of [EMAIL, 'Quellenberg', 'quellenberg', 'ein-sehr-geheimes-passwort']) assert.not.ok(log.includes(secret), `the log holds ${secret}`);
});

test("a database's detail quoting a row, and a URL's query values, are redacted", () => {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_idx"'), { code: '23505', detail: `Key (email)=(${EMAIL}) already exists.` });
  const error = Object.assign(new Error(`Failed query: insert into users (email) values ($1)\nparams: ${EMAIL}`), { params: [EMAIL], cause });
  const text = JSON.stringify(serializeError(error));
  assert.not.ok(text.includes(EMAIL), text);
  assert.match(text, 'insert into users');
  assert.match(text, '23505');
  assert.is(redactUrl(`/api/x/?email=${EMAIL}&page=2`), '/api/x/?email=[redacted]&page=[redacted]');
  // A preview link's token opens a draft to whoever has it.
  assert.is(redactUrl(`/de/preview/${'a1_-'.repeat(10)}xyz?x=1`), '/de/preview/[redacted]?x=[redacted]');
});

test.run();
