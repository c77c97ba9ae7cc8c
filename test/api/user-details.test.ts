import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../common/api/cookies';
import type { ApiError, UserDetails } from '../../common/api/types';
import { sessions, siteSettings, users } from '../../server/db/schema';
import { DESIGN_DEFAULTS } from '../../server/features/settings/design-defaults';
import { createSession, hashToken } from '../../server/plugins/session';
import { createTestApp, csrfPair, csrfPairFor, type TestApp } from '../helpers/app';
import { json } from './fixtures';

let t: TestApp;

test.before(async () => {
  t = await createTestApp();
  const design = { ...DESIGN_DEFAULTS, loginUrl: '/accounts/login/', header: { ...DESIGN_DEFAULTS.header, webshopLink: '/webshop' } };
  await t.database.db.insert(siteSettings).values({ id: 1, design }).onConflictDoUpdate({ target: siteSettings.id, set: { design } });
});
test.after(() => t.close());

/** A visitor account (not an editor) with a live session; returns the cookie value. */
async function loginAsVisitor(username: string): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({ email: `${username}@example.org`, username, firstName: 'Jonas', lastName: 'Weiß', hasDashboardOnlineAccess: true })
    .returning();
  return createSession(t.database.db, user!.id);
}

/** Set-Cookie headers of a response by cookie name. */
function setCookies(res: { headers: Record<string, unknown> }): Map<string, string> {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return new Map(list.map((c: string) => [c.slice(0, c.indexOf('=')), c]));
}
const expires = (cookie: string | undefined) => Boolean(cookie && /Expires=Thu, 01 Jan 1970|Max-Age=0/i.test(cookie));

test('the user details name the logged-in user with every SPEC §3 field, never cached', async () => {
  const token = await loginAsVisitor('jonas');
  const res = await t.app.inject({ url: '/api/user-details/', headers: { cookie: `${SESSION_COOKIE}=${token}; ${SESSION_HINT_COOKIE}=1` } });
  assert.is(res.statusCode, 200);
  assert.is(res.headers['cache-control'], 'private, no-store');
  assert.equal(json<UserDetails>(res), {
    has_dashboard_online_access: true,
    is_logged_in: true,
    username: 'jonas',
    email: 'jonas@example.org',
    first_name: 'Jonas',
    last_name: 'Weiß',
    login_url: '/accounts/login/',
    logout_url: '/api/logout/',
    webshop_url: '/webshop',
    role: 'user',
  });
  assert.is(setCookies(res).size, 0, 'a live session keeps its cookies');
});

test('anonymous visitors get 200 with is_logged_in false, empty names and the login address', async () => {
  const res = await t.app.inject({ url: '/api/user-details/' });
  assert.is(res.statusCode, 200);
  const details = json<UserDetails>(res);
  assert.is(details.is_logged_in, false);
  assert.is(details.has_dashboard_online_access, false);
  assert.equal([details.username, details.email, details.first_name, details.last_name], ['', '', '', '']);
  assert.is(details.login_url, '/accounts/login/');
});

test('an expired session counts as anonymous and its stale hint cookie is dropped', async () => {
  const token = await loginAsVisitor('expired');
  await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, hashToken(token)));
  const res = await t.app.inject({ url: '/api/user-details/', headers: { cookie: `${SESSION_COOKIE}=${token}; ${SESSION_HINT_COOKIE}=1` } });
  assert.is(json<UserDetails>(res).is_logged_in, false);
  assert.ok(expires(setCookies(res).get(SESSION_HINT_COOKIE)), 'the hint cookie expires');
});

test('logout deletes the session row and expires the session and hint cookies', async () => {
  const token = await loginAsVisitor('leaving');
  const csrf = csrfPairFor(token);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/logout/',
    headers: { ...csrf.headers, cookie: `${csrf.cookie}; ${SESSION_COOKIE}=${token}; ${SESSION_HINT_COOKIE}=1` },
  });
  assert.is(res.statusCode, 200);
  assert.is(json<UserDetails>(res).is_logged_in, false);
  const cookies = setCookies(res);
  assert.ok(expires(cookies.get(SESSION_COOKIE)), 'sessionid expires');
  assert.ok(expires(cookies.get(SESSION_HINT_COOKIE)), 'logged_in expires');

  const [user] = await t.database.db.select().from(users).where(eq(users.username, 'leaving'));
  assert.is((await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).length, 0, 'the session row is gone');
  const after = await t.app.inject({ url: '/api/user-details/', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  assert.is(json<UserDetails>(after).is_logged_in, false, 'the old cookie no longer logs anyone in');
});

test('logout without the CSRF token is 403 and the session lives on', async () => {
  const token = await loginAsVisitor('staying');
  const res = await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  assert.is(res.statusCode, 403);
  assert.is(json<ApiError>(res).statusCode, 403);
  const still = await t.app.inject({ url: '/api/user-details/', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  assert.is(json<UserDetails>(still).username, 'staying');
});

test('logout of an anonymous visitor is harmless: 200 and the cookies cleared', async () => {
  const csrf = csrfPair();
  const res = await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { ...csrf.headers, cookie: csrf.cookie } });
  assert.is(res.statusCode, 200);
  assert.is(json<UserDetails>(res).is_logged_in, false);
});

test.run();
