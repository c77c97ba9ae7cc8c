/** A locked account cannot sign in and its open sessions end at once. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectionUrl, type AdminItem } from '../../common/api/admin';
import { LOGIN_PATH, type LoginErrorBody } from '../../common/api/editor';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { caller, sessionAs, type Caller } from './admin-session';
import { json } from './fixtures';

let t: TestApp;
let admin: Caller;

test.before(async () => {
  t = await createTestApp();
  admin = caller(t, await sessionAs(t, 'lock-admin', 'admin'));
});
test.after(() => t.close());

const login = (name: string, password: string) => {
  const csrf = csrfPair();
  return t.app.inject({ method: 'POST', url: LOGIN_PATH, headers: { cookie: csrf.cookie, ...csrf.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ login: name, password, lang: 'en' }) });
};

test('an administrator locks an account: it cannot sign in, its session ends at once; unlocked, it signs in again', async () => {
  const created = await admin.send('POST', collectionUrl('user'), { username: 'clara', email: 'clara@example.org', role: 'editor', password: 'clara-passwort-lang' });
  assert.is(created.statusCode, 201, created.body);
  const clara = json<AdminItem>(created);
  assert.is(clara.values.isLocked, false);
  const signedIn = await login('clara', 'clara-passwort-lang');
  assert.is(signedIn.statusCode, 200, signedIn.body);
  const session = signedIn.cookies.filter((c) => c.name === 'sessionid').map((c) => `${c.name}=${c.value}`).join('; ');
  assert.is((await t.app.inject({ url: collectionUrl('venue'), headers: { cookie: session } })).statusCode, 200);

  assert.is((await admin.send('PATCH', collectionUrl('user', clara.id), { isLocked: true })).statusCode, 200);
  assert.is((await t.app.inject({ url: collectionUrl('venue'), headers: { cookie: session } })).statusCode, 401, 'the open session no longer counts');
  const refused = await login('clara', 'clara-passwort-lang');
  assert.is(refused.statusCode, 403);
  assert.is(json<LoginErrorBody>(refused).code, 'disabled');
  assert.match(json<LoginErrorBody>(refused).message, /locked/);
  // A wrong password still says nothing about the account.
  assert.is(json<LoginErrorBody>(await login('clara', 'falsch-falsch-falsch')).code, 'invalid');

  const locked = json<{ results: { id: number }[] }>(await admin.get(`${collectionUrl('user')}?isLocked=true`));
  assert.equal(locked.results.map((r) => r.id), [clara.id]);

  assert.is((await admin.send('PATCH', collectionUrl('user', clara.id), { isLocked: false })).statusCode, 200);
  assert.is((await login('clara', 'clara-passwort-lang')).statusCode, 200);
});

test('an administrator cannot lock their own account', async () => {
  const me = json<{ results: { id: number }[] }>(await admin.get(`${collectionUrl('user')}?q=lock-admin`)).results[0]!;
  const res = await admin.send('PATCH', collectionUrl('user', me.id), { isLocked: true });
  assert.is(res.statusCode, 400);
  assert.match(res.body, /own account/);
});

test.run();
