import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../common/api/cookies';
import { LOGIN_PATH, type LoginErrorBody, type LoginResponse } from '../../common/api/editor';
import type { LoginState } from '../../common/api/types';
import { matchRoute } from '../../common/routes';
import { sessions, users } from '../../server/db/schema';
import { hashPassword } from '../../server/features/auth/password';
import { DESIGN_DEFAULTS } from '../../server/features/settings/design-defaults';
import { hashToken } from '../../server/plugins/session';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { json } from './fixtures';

let t: TestApp;
const csrf = csrfPair();

/** A built bundle's manifest, enough for the shell to answer pages (as in shell.test.ts). */
async function distWithManifest(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'login-dist-'));
  const entry = '/assets/site/entry-E1.js';
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ build: 'b1', site: { entry, pages: { login: '/assets/site/login-L1.js' }, outputs: { [entry]: { imports: [] }, '/assets/site/login-L1.js': { imports: [] } } } }));
  return dir;
}

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await distWithManifest() });
  const passwordHash = await hashPassword('richtig-und-lang');
  await t.database.db.insert(users).values([
    { username: 'anna', email: 'Anna@Example.org', passwordHash, role: 'editor', firstName: 'Anna' },
    { username: 'bert', email: 'bert@example.org', passwordHash, role: 'editor' },
    { username: 'carla', email: 'carla@example.org', passwordHash, role: 'admin' },
  ]);
});
test.after(() => t.close());

function setCookie(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const list: string[] = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.find((c) => c.startsWith(`${name}=`));
}
const cookieValue = (header: string | undefined) => header?.slice(header.indexOf('=') + 1, header.indexOf(';'));

function login(body: Record<string, unknown>, cookie = '', ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: LOGIN_PATH,
    payload: body,
    remoteAddress: ip,
    headers: { ...csrf.headers, cookie: [csrf.cookie, cookie].filter(Boolean).join('; ') },
  });
}

test('the login address is /accounts/login/ in German and /en/accounts/login in English', () => {
  assert.is(DESIGN_DEFAULTS.loginUrl, '/accounts/login/');
  assert.is(matchRoute('/accounts/login/')?.route.name, 'login');
  assert.is(matchRoute('/accounts/login/')?.lang, 'de');
  assert.is(matchRoute('/en/accounts/login')?.lang, 'en');
});

test('the login page answers in both languages, sets no cookie itself, and stays out of search indexes; the form gets its CSRF cookie from /api/csrf/', async () => {
  for (const url of ['/accounts/login/', '/en/accounts/login']) {
    const res = await t.app.inject({ url });
    assert.is(res.statusCode, 200, url);
    assert.match(res.body, /<meta name="robots" content="noindex"/);
    // Pages set no cookie; the form fetches its CSRF cookie before it posts.
    assert.not.ok(setCookie(res, 'csrftoken'), 'the page itself sets no cookie');
  }
  assert.ok(setCookie(await t.app.inject({ url: '/api/csrf/' }), 'csrftoken'), 'the form can get its CSRF cookie');
  assert.match((await t.app.inject({ url: '/en/accounts/login' })).body, /<html lang="en"/);
});

test('signing in by user name or e-mail (any case) starts a session the user call recognises, with the role', async () => {
  const res = await login({ login: 'ANNA@example.org', password: 'richtig-und-lang', next: '/de/haus?edit' });
  assert.is(res.statusCode, 200);
  const body = json<LoginResponse>(res);
  assert.is(body.user.username, 'anna');
  assert.is(body.user.role, 'editor');
  assert.is(body.next, '/de/haus?edit');
  const session = cookieValue(setCookie(res, SESSION_COOKIE));
  assert.ok(session);
  assert.match(setCookie(res, SESSION_COOKIE)!, /HttpOnly/);
  assert.ok(setCookie(res, SESSION_HINT_COOKIE));
  const user = await t.app.inject({ url: '/pageeditor-api/user', headers: { cookie: `${SESSION_COOKIE}=${session}` } });
  assert.is(user.statusCode, 200);
  assert.is(json<LoginState>(user).role, 'editor');
  assert.is((await login({ login: 'bert', password: 'richtig-und-lang' })).statusCode, 200);
});

test('the session id changes at sign-in: the one held before is ended', async () => {
  const signedIn = await login({ login: 'carla', password: 'richtig-und-lang' });
  const first = cookieValue(setCookie(signedIn, SESSION_COOKIE))!;
  // Signed in, the browser holds the CSRF token of that session.
  const bound = cookieValue(setCookie(signedIn, CSRF_COOKIE))!;
  const again = await t.app.inject({ method: 'POST', url: LOGIN_PATH, payload: { login: 'carla', password: 'richtig-und-lang' }, remoteAddress: '10.0.0.1', headers: { [CSRF_HEADER]: bound, cookie: `${CSRF_COOKIE}=${bound}; ${SESSION_COOKIE}=${first}` } });
  const second = cookieValue(setCookie(again, SESSION_COOKIE))!;
  assert.ok(second && second !== first);
  const old = await t.database.db.select().from(sessions).where(eq(sessions.id, hashToken(first)));
  assert.is(old.length, 0, 'the planted or previous session is gone');
  const res = await t.app.inject({ url: '/pageeditor-api/user', headers: { cookie: `${SESSION_COOKIE}=${first}` } });
  assert.is(res.statusCode, 401);
});

test('next is honoured for same-site paths only', async () => {
  for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', ' /%0d', '/..//evil.example']) {
    const res = await login({ login: 'bert', password: 'richtig-und-lang', next, lang: 'en' });
    assert.is(res.statusCode, 200);
    assert.ok(json<LoginResponse>(res).next.startsWith('/') && !json<LoginResponse>(res).next.startsWith('//'), next);
    if (next.includes('evil')) assert.ok(['/en', '/evil.example'].includes(json<LoginResponse>(res).next), next);
  }
});

test('a wrong password and an unknown name get the same answer, which names neither part', async () => {
  const wrong = await login({ login: 'bert', password: 'falsch' }, '', '10.0.0.2');
  const unknown = await login({ login: 'niemand', password: 'richtig-und-lang' }, '', '10.0.0.2');
  assert.is(wrong.statusCode, 400);
  assert.is(unknown.statusCode, 400);
  assert.equal(json<LoginErrorBody>(wrong), json<LoginErrorBody>(unknown));
  assert.is(json<LoginErrorBody>(wrong).code, 'invalid');
  assert.not.ok(setCookie(wrong, SESSION_COOKIE));
});

test('six failed sign-ins from one address: the sixth is locked for 15 minutes there, even with the right password, and the message names neither part', async () => {
  for (let i = 1; i <= 5; i++) {
    const res = await login({ login: 'anna', password: `falsch-${i}` }, '', '10.1.0.1');
    assert.is(res.statusCode, 400, `attempt ${i}`);
  }
  const sixth = await login({ login: 'anna', password: 'falsch-6' }, '', '10.1.0.1');
  assert.is(sixth.statusCode, 429);
  const body = json<LoginErrorBody>(sixth);
  assert.is(body.code, 'locked');
  assert.ok(body.retry_after! > 14 * 60 && body.retry_after! <= 15 * 60);
  assert.match(body.message, /15 Minuten/);
  assert.not.match(body.message, /Passwort|Benutzername|E-Mail/);
  const right = await login({ login: 'Anna', password: 'richtig-und-lang' }, '', '10.1.0.1');
  assert.is(right.statusCode, 429, 'the right password waits too, from that address');
  assert.not.ok(setCookie(right, SESSION_COOKIE));
  // An address that did not fail is not locked out of the account.
  const elsewhere = await login({ login: 'Anna', password: 'richtig-und-lang' }, '', '10.1.0.7');
  assert.is(elsewhere.statusCode, 200, elsewhere.body);
});

test('one client failing with many names is throttled too', async () => {
  let last = 0;
  for (let i = 0; i < 21; i++) last = (await login({ login: `gast${i}`, password: 'x' }, '', '10.9.9.9')).statusCode;
  assert.is(last, 429);
  assert.is((await login({ login: 'carla', password: 'richtig-und-lang' }, '', '10.9.9.10')).statusCode, 200, 'other clients are not affected');
});

test('a sign-in without the CSRF header is refused; a malformed one is a 400 with a message', async () => {
  const noCsrf = await t.app.inject({ method: 'POST', url: LOGIN_PATH, payload: { login: 'bert', password: 'richtig-und-lang' } });
  assert.is(noCsrf.statusCode, 403);
  const empty = await login({ login: '', password: '' });
  assert.is(empty.statusCode, 400);
  assert.ok(json<LoginErrorBody>(empty).message);
});

test.run();
