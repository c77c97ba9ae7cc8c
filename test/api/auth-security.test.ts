/**
 * Throttling that cannot be turned against a user, sessions that end on a
 * password or role change by anyone, CSRF tokens rotated at sign-in and bound to the session, and the
 * Origin check on unsafe requests.
 */
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectionUrl, SIGN_IN_LOCKS_URL, type SignInLock } from '../../common/api/admin';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../common/api/cookies';
import { LOGIN_PATH } from '../../common/api/editor';
import { sessions, users } from '../../server/db/schema';
import { saveAccount } from '../../server/features/auth/accounts';
import { hashPassword } from '../../server/features/auth/password';
import { DELAY_CAP_MS, delayFor, MAX_FAILURES_PER_LOGIN, SLOW_AFTER_ACCOUNT_FAILURES } from '../../server/features/auth/throttle';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { caller, sessionAs } from './admin-session';
import { json } from './fixtures';

let t: TestApp;
const PASSWORD = 'das-richtige-passwort';

test.before(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(PASSWORD);
  await t.database.db.insert(users).values([
    { username: 'victim', email: 'victim@example.org', passwordHash, role: 'editor' },
    { username: 'parallel', email: 'parallel@example.org', passwordHash, role: 'editor' },
    { username: 'ilse', email: 'ilse@example.org', passwordHash, role: 'editor' },
    { username: 'otto', email: 'otto@example.org', passwordHash, role: 'admin' },
    { username: 'cli-user', email: 'cli@example.org', passwordHash, role: 'editor' },
    { username: 'rolle', email: 'rolle@example.org', passwordHash, role: 'editor' },
  ]);
});
test.after(() => t.close());

const anonymous = csrfPair();
function login(name: string, password: string, ip: string) {
  return t.app.inject({ method: 'POST', url: LOGIN_PATH, remoteAddress: ip, headers: { ...anonymous.headers, cookie: anonymous.cookie }, payload: { login: name, password } });
}

/** Signs in; returns the session cookie and the CSRF token the answer set. */
async function signedIn(name: string, ip = '10.20.0.1') {
  const res = await login(name, PASSWORD, ip);
  assert.is(res.statusCode, 200, res.body);
  const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  const csrf = res.cookies.find((c) => c.name === CSRF_COOKIE)?.value;
  return { session, csrf };
}

const userCall = (session: string) => t.app.inject({ url: collectionUrl('venue'), headers: { cookie: `${SESSION_COOKIE}=${session}` } });

test('ten failures for victim from one address, then the right password from another address: signed in', async () => {
  const answers: number[] = [];
  for (let i = 0; i < 10; i++) answers.push((await login('victim', `falsch-${i}`, '10.66.0.1')).statusCode);
  assert.equal(answers, [...Array(MAX_FAILURES_PER_LOGIN).fill(400), ...Array(10 - MAX_FAILURES_PER_LOGIN).fill(429)]);
  assert.is((await login('victim', PASSWORD, '10.66.0.1')).statusCode, 429, 'the failing address waits');
  const other = await login('victim', PASSWORD, '10.77.0.2');
  assert.is(other.statusCode, 200, other.body);
});

test('100 parallel wrong guesses from one address: exactly the allowed number is checked', async () => {
  const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login('parallel', `rate-${i}`, '10.88.0.1')));
  const checked = answers.filter((r) => r.statusCode === 400).length;
  const locked = answers.filter((r) => r.statusCode === 429).length;
  assert.is(checked, MAX_FAILURES_PER_LOGIN);
  assert.is(locked, 100 - MAX_FAILURES_PER_LOGIN);
});

test('a name failing from many addresses is slowed by a growing, capped delay, never locked', () => {
  assert.is(delayFor(SLOW_AFTER_ACCOUNT_FAILURES - 1), 0);
  assert.ok(delayFor(SLOW_AFTER_ACCOUNT_FAILURES) > 0);
  assert.ok(delayFor(SLOW_AFTER_ACCOUNT_FAILURES + 2 * MAX_FAILURES_PER_LOGIN) > delayFor(SLOW_AFTER_ACCOUNT_FAILURES));
  assert.is(delayFor(10_000), DELAY_CAP_MS);
});

test('an administrator sees the locks and clears one; editors may not', async () => {
  for (let i = 0; i <= MAX_FAILURES_PER_LOGIN; i++) await login('ilse', `falsch-${i}`, '10.99.0.1');
  assert.is((await login('ilse', PASSWORD, '10.99.0.1')).statusCode, 429);
  const admin = caller(t, await sessionAs(t, 'lock-lifter', 'admin'));
  const locks = json<SignInLock[]>(await admin.get(SIGN_IN_LOCKS_URL));
  const lock = locks.find((l) => l.account === 'ilse' && l.address === '10.99.0.1');
  assert.ok(lock, JSON.stringify(locks));
  const editor = caller(t, await sessionAs(t, 'lock-editor', 'editor'));
  assert.is((await editor.get(SIGN_IN_LOCKS_URL)).statusCode, 403);
  assert.is((await editor.send('DELETE', SIGN_IN_LOCKS_URL, { keys: [lock!.key] })).statusCode, 403);
  assert.is((await admin.send('DELETE', SIGN_IN_LOCKS_URL, { keys: [lock!.key] })).statusCode, 200);
  assert.is((await login('ilse', PASSWORD, '10.99.0.1')).statusCode, 200, 'signed in once the lock is lifted');
});

test('a reset by an admin, by the CLI and by the user: every old session is refused at once', async () => {
  // By an administrator in the hub.
  const first = await signedIn('ilse', '10.30.0.1');
  const second = await signedIn('ilse', '10.30.0.2');
  assert.is((await userCall(first.session)).statusCode, 200);
  const admin = caller(t, await sessionAs(t, 'reset-admin', 'admin'));
  const [ilse] = await t.database.db.select().from(users).where(eq(users.username, 'ilse'));
  assert.is((await admin.send('PATCH', collectionUrl('user', ilse!.id), { password: 'ein-neues-passwort' })).statusCode, 200);
  for (const old of [first, second]) assert.is((await userCall(old.session)).statusCode, 401);

  // By the CLI (`npm run user` calls saveAccount).
  const cli = await signedIn('cli-user');
  await saveAccount(t.database.db, { username: 'cli-user', password: 'cli-neues-passwort' });
  assert.is((await userCall(cli.session)).statusCode, 401);

  // By the user: an administrator changing their own password keeps working in a new session only.
  const own = await signedIn('otto', '10.30.0.3');
  const elsewhere = await signedIn('otto', '10.30.0.4');
  const [otto] = await t.database.db.select().from(users).where(eq(users.username, 'otto'));
  const changed = await t.app.inject({
    method: 'PATCH',
    url: collectionUrl('user', otto!.id),
    headers: { cookie: `${SESSION_COOKIE}=${own.session}; ${CSRF_COOKIE}=${own.csrf}`, [CSRF_HEADER]: own.csrf!, 'content-type': 'application/json' },
    payload: JSON.stringify({ password: 'otto-neues-passwort' }),
  });
  assert.is(changed.statusCode, 200, changed.body);
  for (const old of [own, elsewhere]) assert.is((await userCall(old.session)).statusCode, 401);
  const renewed = changed.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  assert.ok(renewed && renewed !== own.session);
  assert.is((await userCall(renewed!)).statusCode, 200, 'the new session works');
});

test('a role change ends the account’s sessions', async () => {
  const rolle = await signedIn('rolle');
  const admin = caller(t, await sessionAs(t, 'role-admin', 'admin'));
  const [row] = await t.database.db.select().from(users).where(eq(users.username, 'rolle'));
  assert.is((await admin.send('PATCH', collectionUrl('user', row!.id), { role: 'admin' })).statusCode, 200);
  assert.is((await userCall(rolle.session)).statusCode, 401);
  assert.is((await t.database.db.select().from(sessions).where(eq(sessions.userId, row!.id))).length, 0);
});

test('the CSRF token is rotated at sign-in and bound to the session', async () => {
  const { session, csrf } = await signedIn('victim', '10.40.0.1');
  assert.ok(csrf, 'sign-in sets a new token');
  assert.is.not(csrf, anonymous.headers[CSRF_HEADER]);
  const write = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/logout/', headers: { cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token } });
  assert.is((await write(anonymous.headers[CSRF_HEADER]!)).statusCode, 403, 'the token from before sign-in is refused');
  const other = await signedIn('victim', '10.40.0.2');
  assert.is((await write(other.csrf!)).statusCode, 403, 'another session’s token is refused');
  assert.is((await userCall(session)).statusCode, 200, 'nothing happened');
  const out = await write(csrf!);
  assert.is(out.statusCode, 200);
  assert.ok(out.cookies.find((c) => c.name === CSRF_COOKIE)?.value, 'sign-out hands out an anonymous token');
  // The browser dropped an expired session cookie but keeps the token: signing in again still works.
  const again = await t.app.inject({ method: 'POST', url: LOGIN_PATH, remoteAddress: '10.40.0.3', headers: { cookie: `${CSRF_COOKIE}=${other.csrf}`, [CSRF_HEADER]: other.csrf! }, payload: { login: 'victim', password: PASSWORD } });
  assert.is(again.statusCode, 200, again.body);
});

test('an unsafe request whose Origin names another site is refused; this site’s and none pass', async () => {
  const post = (origin?: string) =>
    t.app.inject({ method: 'POST', url: LOGIN_PATH, remoteAddress: '10.50.0.1', headers: { ...anonymous.headers, cookie: anonymous.cookie, ...(origin ? { origin } : {}) }, payload: { login: 'nobody', password: 'x' } });
  assert.is((await post('https://evil.example')).statusCode, 403);
  assert.is((await post('null')).statusCode, 403);
  assert.is((await post('http://localhost:80')).statusCode, 400, 'this site: on to the sign-in (wrong password)');
  assert.is((await post()).statusCode, 400);
});

test.run();
