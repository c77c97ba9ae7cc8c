/**
 * Bad input never makes a 500 (brief "Every bad input → a clear message and a
 * 4xx"). Every route the app registers — read from the app itself (`app.routeTable`), not a hand
 * list — gets NUL bytes, `1e309`, `Infinity`, `-0` and 10 KB strings in each path parameter, in each
 * query parameter its schema names (and the usual ones), in each JSON body field, and a malformed
 * multipart body; unsafe methods carry a valid CSRF pair so the input reaches the handler.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FieldValues } from '../../common/api/forms';
import { EMAIL_CONFIRM_SLUG } from '../../common/forms/field-types';
import { eq } from 'drizzle-orm';
import { formEntries, forms, pages } from '../../server/db/schema';
import { CONTACT_FORM } from '../../server/seed/forms/catalogue';
import { createTestApp, csrfPair, csrfPairFor, type TestApp } from '../helpers/app';
import { sessionAs } from './admin-session';

let t: TestApp;
const csrf = csrfPair();
let ip = 0;
/** Each request from its own address: rate limits answer 429 and would hide what comes after. */
const nextIp = () => `10.9.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`;

// Lone UTF-16 surrogates: half a pair is not text; PostgreSQL's JSON refuses it.
const BAD = ['\u0000', 'a\u0000b', '1e309', 'Infinity', '-Infinity', '-0', 'NaN', 'x'.repeat(10 * 1024), '\ud800', 'a\udc00b'];
/** Query parameters the page shell and calls without a query schema may read. */
const USUAL_QUERY = ['page', 'page_size', 'items', 'query', 'q', 'date', 'lang', 'season', 'category', 'tag', 'room', 'type', 'series', 'genre', 'id', 'v', 'version_id'];
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * encodeURIComponent refuses a lone surrogate; an attacker sends its three UTF-8-shaped bytes anyway
 * (`%ED%A0%80`), which is what this gives for one.
 */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const c = ch.charCodeAt(0);
        if (c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

/** A value for a path parameter that lets the request get past routing and into the handler. */
function usual(name: string): string {
  if (name === 'locale' || name === 'lang') return 'de';
  if (name === '*') return 'de/programm';
  if (/id$/i.test(name)) return '1';
  return 'x';
}

/** The route's pattern with `:name` and `*` filled in; `bad` goes into the parameter `badName`. */
function fill(url: string, badName?: string, bad?: string): string {
  const value = (name: string) => encode(name === badName ? bad! : usual(name)).replaceAll('%2F', '/');
  return url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_m, name: string) => value(name)).replace(/\*$/, () => (badName === '*' ? `de/${encode(bad!)}` : value('*')));
}

const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!).concat(url.endsWith('*') ? ['*'] : []);

interface Attempt {
  method: string;
  url: string;
  payload?: string | object;
  contentType?: string;
}

function attemptsFor(route: { method: string; url: string; query: string[]; body: string[] }): Attempt[] {
  const { method } = route;
  const attempts: Attempt[] = [];
  for (const name of paramsOf(route.url)) for (const bad of BAD) attempts.push({ method, url: fill(route.url, name, bad) });
  const base = fill(route.url);
  // Declared parameters (and the page shell's) one at a time, as the first refused one hides the
  // rest; a route without a query schema gets all the usual ones at once.
  const oneByOne = route.query.length ? route.query : route.url === '/*' ? USUAL_QUERY : [];
  for (const bad of BAD) {
    const value = encode(bad);
    for (const name of oneByOne) attempts.push({ method, url: `${base}?${name}=${value}` });
    if (!oneByOne.length) attempts.push({ method, url: `${base}?${USUAL_QUERY.map((name) => `${name}=${value}`).join('&')}` });
  }
  if (UNSAFE.has(method)) {
    for (const name of new Set([...route.body, 'form', 'field_values', 'url', 'name', 'value', 'id'])) {
      for (const bad of BAD) {
        const number = Number(bad);
        attempts.push({ method, url: base, payload: { [name]: bad } });
        if (!Number.isNaN(number) && bad !== 'Infinity' && bad !== '-Infinity') attempts.push({ method, url: base, payload: `{"${name}": ${bad}}`, contentType: 'application/json' });
        attempts.push({ method, url: base, payload: { [name]: { [bad]: bad } } });
      }
    }
    // Malformed multipart: no boundary, a boundary that never comes, a part without headers, a truncated part.
    attempts.push({ method, url: base, payload: 'garbage', contentType: 'multipart/form-data' });
    attempts.push({ method, url: base, payload: 'garbage', contentType: 'multipart/form-data; boundary=xyz' });
    attempts.push({ method, url: base, payload: '--xyz\r\n\r\nno headers\r\n--xyz--\r\n', contentType: 'multipart/form-data; boundary=xyz' });
    attempts.push({
      method,
      url: base,
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.txt"\r\nContent-Type: text/plain\r\n\r\nhalf a fi',
      contentType: 'multipart/form-data; boundary=xyz',
    });
    attempts.push({ method, url: base, payload: '{"unterminated": ', contentType: 'application/json' });
    // Empty bodies: none at all, an empty JSON object, and JSON escapes of lone surrogates.
    attempts.push({ method, url: base, payload: '', contentType: 'application/json' });
    attempts.push({ method, url: base, payload: {} });
    attempts.push({ method, url: base });
    for (const name of route.body.slice(0, 20)) attempts.push({ method, url: base, payload: `{"${name}": "\\ud800"}`, contentType: 'application/json' });
  }
  return attempts;
}

const ENTRY = '/assets/site/entry-E1.js';
const MANIFEST = { build: 'build-fuzz', site: { entry: ENTRY, pages: {}, outputs: { [ENTRY]: { imports: [] } } } };

test.before(async () => {
  // A built site's manifest, so page addresses render (without one they answer 503 "not built").
  const dist = await mkdtemp(path.join(os.tmpdir(), 'fuzz-dist-'));
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ DIST_DIR: dist });
});
test.after(() => t.close());

test('the app reports its routes, the page shell and every API call among them', () => {
  const urls = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
  for (const expected of ['GET /*', 'GET /api/search/', 'POST /api/forms-entries/', 'POST /api/temp-files/', 'GET /:locale/pageeditor-api/page/*']) {
    assert.ok(urls.includes(expected), `${expected} in ${urls.length} routes`);
  }
});

/**
 * An endpoint of the contract with `{lang}` in its path is one handler registered once per language
 * (server/features/http/serve.ts): its German route is fuzzed, its English twin would only double the
 * run.
 */
function isEnglishTwin(route: { method: string; url: string }, registered: Set<string>): boolean {
  return route.url.startsWith('/en/') && registered.has(`${route.method} /de/${route.url.slice(4)}`);
}

/** Sends every attempt for every route with the given session (or none); returns the 5xx answers. */
async function fuzzAll(session: { cookie: string; headers: Record<string, string> } | null, skip: (route: { method: string; url: string }) => boolean = () => false) {
  const failures: string[] = [];
  let sent = 0;
  const pair = session ?? { cookie: csrf.cookie, headers: csrf.headers };
  const registered = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
  // Deletions first: an action that copies or adds (a module's duplicate) succeeds for many of the
  // values, and run before the seeded module is deleted it grew the page to hundreds of modules,
  // which made every later page request slower (the sweep took minutes instead of seconds).
  const routes = [...t.app.routeTable].sort((a, b) => Number(b.method === 'DELETE') - Number(a.method === 'DELETE'));
  for (const route of routes) {
    if (skip(route) || isEnglishTwin(route, registered)) continue;
    for (const attempt of attemptsFor(route)) {
      const unsafe = UNSAFE.has(attempt.method);
      const headers: Record<string, string> = unsafe ? { cookie: pair.cookie, ...pair.headers } : session ? { cookie: session.cookie } : {};
      if (attempt.contentType) headers['content-type'] = attempt.contentType;
      const res = await t.app.inject({
        method: attempt.method as 'GET',
        url: attempt.url,
        headers,
        remoteAddress: nextIp(),
        ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
      });
      sent++;
      if (res.statusCode >= 500) failures.push(`${attempt.method} ${attempt.url.slice(0, 120)} ${typeof attempt.payload === 'string' ? attempt.payload.slice(0, 60) : JSON.stringify(attempt.payload ?? '').slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
  }
  return { sent, failures };
}

test('no route answers 5xx to NUL bytes, lone surrogates, 1e309, Infinity, -0, 10 KB strings, empty or malformed bodies', async () => {
  const { sent, failures } = await fuzzAll(null);
  assert.ok(sent > 1000, `${sent} requests sent`);
  assert.equal(failures, [], `${failures.length} answers were 5xx:\n${failures.slice(0, 40).join('\n')}`);
});

test('signed in as an administrator, no editor or admin route answers 5xx to the same values (issue 21 point 10)', async () => {
  const session = await sessionAs(t, 'fuzz-admin', 'admin');
  const bound = csrfPairFor(session);
  // Signing out or in would end the session the rest of the run needs.
  const { sent, failures } = await fuzzAll({ cookie: `${session}; ${bound.cookie}`, headers: bound.headers }, (route) => route.url === '/api/logout/' || route.url === '/api/login/');
  assert.ok(sent > 1000, `${sent} requests sent`);
  assert.equal(failures, [], `${failures.length} answers were 5xx:\n${failures.slice(0, 40).join('\n')}`);
});

test('a lone surrogate is a 400 naming the field; an empty page-settings PATCH is a 400 that says what is missing', async () => {
  const session = await sessionAs(t, 'fuzz-editor', 'editor');
  const bound = csrfPairFor(session);
  const headers = { cookie: `${session}; ${bound.cookie}`, ...bound.headers, 'content-type': 'application/json' };
  const [home] = await t.database.db.select({ id: pages.id }).from(pages).where(eq(pages.pathDe, '/de'));
  for (const payload of ['{}', '', '{"unknown": 1}']) {
    const res = await t.app.inject({ method: 'PATCH', url: `/de/pageeditor-api/pages/${home!.id}/`, headers, payload });
    assert.is(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
    assert.ok(res.json<{ message: string }>().message.length > 10, res.body);
  }
  const surrogate = await t.app.inject({ method: 'PATCH', url: `/de/pageeditor-api/pages/${home!.id}/`, headers, payload: '{"title": {"de": "\\ud800"}}' });
  assert.is(surrogate.statusCode, 400);
  assert.match(surrogate.json<{ message: string }>().message, 'title.de must be valid text');
});

test('1e309 and Infinity are a 400 naming the parameter, a NUL in an address the 400 error page', async () => {
  for (const [url, name] of [['/api/forms/1e309/', 'id'], ['/de/api/events/?page=1e309', 'page'], ['/de/api/articles-teaser/?items=Infinity', 'items'], ['/api/search/events/?query=x&page=Infinity', 'page']] as const) {
    const res = await t.app.inject(url);
    assert.is(res.statusCode, 400, `${url}: ${res.body}`);
    assert.match(res.json<{ message: string }>().message, name, url);
  }
  const search = await t.app.inject('/api/search/?query=a%00b');
  assert.is(search.statusCode, 400);
  assert.is(search.json<{ message: string }>().message, 'query must not contain a NUL character');
  const page = await t.app.inject('/de/impressum%00');
  assert.is(page.statusCode, 400);
  assert.match(page.headers['content-type'] as string, 'text/html');
});

test('a malformed multipart upload is a 400 that says so', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/temp-files/', headers: { cookie: csrf.cookie, ...csrf.headers, 'content-type': 'multipart/form-data' }, payload: 'garbage' });
  assert.is(res.statusCode, 400);
  assert.match(res.json<{ message: string }>().message, 'multipart body is malformed');
});

test('a form entry holding a NUL byte is refused with a 400 that names the field, and nothing half is stored', async () => {
  const form = (await t.database.db.select({ id: forms.id, slug: forms.slug }).from(forms)).find((row) => row.slug.de === CONTACT_FORM.slug.de);
  const before = await t.database.db.select({ id: formEntries.id }).from(formEntries);
  const values: FieldValues = {
    name: 'Erika Mustermann',
    email: 'erika@example.org',
    anliegen: 'fuehrung',
    nachricht: 'Wir kommen\u0000 mit einer Klasse.',
    datenschutz: true,
    [EMAIL_CONFIRM_SLUG]: 'erika@example.org',
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/de/api/forms-entries/',
    remoteAddress: nextIp(),
    headers: { cookie: csrf.cookie, ...csrf.headers },
    payload: { form: form!.id, field_values: values },
  });
  assert.is(res.statusCode, 400, res.body);
  assert.match(res.json<{ message: string }>().message, 'field_values.nachricht');
  assert.is((await t.database.db.select({ id: formEntries.id }).from(formEntries)).length, before.length);
});

test.run();
