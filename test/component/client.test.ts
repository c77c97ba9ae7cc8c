import '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiRequestError, postErrorLog, toApiError } from '../../common/api/client';
import { getBreakingNews, getNav, getPage, getRedirects, getSettings, getUser } from '../../common/api/pages-client';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_HINT_COOKIE } from '../../common/api/cookies';
import { signIn } from '../../common/login/sign-in';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  credentials: string | undefined;
  body: unknown;
}

const realFetch = globalThis.fetch;
let calls: Call[] = [];

function answer(status: number, body: unknown) {
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
      credentials: init.credentials,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

function setCookie(name: string, value: string | null) {
  document.cookie = value === null ? `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/` : `${name}=${value}; path=/`;
}

const client = suite('api client');

client.before.each(() => {
  calls = [];
  setCookie(CSRF_COOKIE, 'token-abcdefghijklmnopqrstuvwxyz');
  setCookie(SESSION_HINT_COOKIE, null);
});
client.after(() => {
  globalThis.fetch = realFetch;
});

client('asks for JSON and puts the language prefix on language-aware calls', async () => {
  answer(200, []);
  await getRedirects('en');
  assert.is(calls[0]!.url, '/en/pageeditor-api/redirect');
  assert.is(calls[0]!.headers.accept, 'application/json');
});

client('asks for a CMS page by its path below the language, the home page by the empty path', async () => {
  answer(200, { id: 1 });
  await getPage('de', '/de/haus/geschichte/');
  await getPage('en', '/en');
  assert.is(calls[0]!.url, '/de/pageeditor-api/page/haus/geschichte');
  assert.is(calls[1]!.url, '/en/pageeditor-api/page/');
});

client('sends no CSRF header and no credentials on anonymous reads', async () => {
  answer(200, { status: 'ok', data: { is_site_online: true } });
  const settings = await getSettings('en');
  await getPage('de', '/de/haus');
  assert.is(settings.is_site_online, true);
  assert.is(calls[0]!.url, '/pageeditor-api/settings?lang=en');
  for (const call of calls) {
    assert.is(call.headers[CSRF_HEADER.toLowerCase()], undefined);
    assert.is.not(call.credentials, 'include');
  }
});

client('sends credentials and the CSRF header from the cookie on page calls of a logged-in visitor', async () => {
  setCookie(SESSION_HINT_COOKIE, '1');
  answer(200, { id: 1 });
  await getPage('de', '/de/haus');
  assert.is(calls[0]!.headers[CSRF_HEADER.toLowerCase()], 'token-abcdefghijklmnopqrstuvwxyz');
  assert.is(calls[0]!.credentials, 'include');
});

client('sends the CSRF header on unsafe calls even for anonymous visitors', async () => {
  answer(201, {});
  await postErrorLog('/de/gibt-es-nicht');
  assert.is(calls[0]!.method, 'POST');
  assert.is(calls[0]!.url, '/api/dashboard-error-log/');
  assert.equal(calls[0]!.body, { url: '/de/gibt-es-nicht' });
  assert.is(calls[0]!.headers[CSRF_HEADER.toLowerCase()], 'token-abcdefghijklmnopqrstuvwxyz');
});

client('never asks for the user without the logged_in hint cookie', async () => {
  answer(200, { logged: true });
  assert.is(await getUser(), null);
  assert.is(calls.length, 0);
});

client('asks for the user with the hint cookie and treats a 401 as logged out', async () => {
  setCookie(SESSION_HINT_COOKIE, '1');
  answer(401, { message: 'Authentication credentials were not provided.', statusCode: 401 });
  assert.is(await getUser(), null);
  assert.is(calls[0]!.url, '/pageeditor-api/user');
  assert.is(calls[0]!.credentials, 'include');
});

client('turns an error response into an ApiError with the server message and status', async () => {
  answer(404, { message: '404 Not Found', statusCode: 404 });
  try {
    await getNav('de');
    assert.unreachable('should have thrown');
  } catch (error) {
    assert.instance(error, ApiRequestError);
    assert.is((error as ApiRequestError).statusCode, 404);
    assert.is((error as ApiRequestError).message, '404 Not Found');
  }
});

client('turns a network failure into a 500 with the unknown-error message', async () => {
  globalThis.fetch = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  const error = await getBreakingNews('de').catch((e: unknown) => e);
  assert.is((error as ApiRequestError).statusCode, 500);
  assert.is((error as ApiRequestError).message, 'an unknown error occurred');
});

client('unwraps the breaking-news page into its list', async () => {
  answer(200, { count: 1, next: null, previous: null, results: [{ id: 7, title: 'Geänderte Öffnungszeiten' }] });
  const alerts = await getBreakingNews('en');
  assert.is(calls[0]!.url, '/en/api/breaking-news/');
  assert.is(alerts[0]!.id, 7);
});

client('keeps the status of an error response without a JSON message', () => {
  const error = toApiError({ status: 503, statusText: 'Service Unavailable', data: '<html>' });
  assert.is(error.statusCode, 503);
  assert.is(error.message, 'Service Unavailable');
});

client("a refused call keeps the server's answer, so a form shows its per-field messages", async () => {
  answer(400, { message: 'Bitte prüfen Sie Ihre Angaben.', statusCode: 400, errors: { name: 'Dieser Text ist zu lang.' } });
  const { postFormEntry } = await import('../../common/api/forms-client');
  const error = await postFormEntry('de', { form: 7, field_values: { name: 'x' } }).catch((e: unknown) => e);
  assert.instance(error, ApiRequestError);
  assert.equal((error as ApiRequestError).answer?.errors, { name: 'Dieser Text ist zu lang.' });
  assert.is(calls[0]!.url, '/de/api/forms-entries/');
  assert.is(calls[0]!.method, 'POST');
});

client('a refused sign-in says why: locked with the minutes to wait, disabled with its message, a wrong password', async () => {
  const login = { login: 'redaktion', password: 'falsch' };
  answer(429, { message: 'Gesperrt', statusCode: 429, code: 'locked', retry_after: 600 });
  assert.equal(await signIn(login), { ok: false, reason: 'locked', minutes: 10 });
  answer(403, { message: 'Dieses Konto ist gesperrt.', statusCode: 403, code: 'disabled' });
  assert.equal(await signIn(login), { ok: false, reason: 'disabled', message: 'Dieses Konto ist gesperrt.' });
  answer(400, { message: 'Falsch', statusCode: 400, code: 'invalid' });
  assert.equal(await signIn(login), { ok: false, reason: 'invalid' });
  answer(502, { message: 'Bad Gateway', statusCode: 502 });
  assert.equal(await signIn(login), { ok: false, reason: 'failed' });
  assert.is(calls[0]!.url, '/api/login/');
  assert.ok(calls[0]!.headers[CSRF_HEADER.toLowerCase()], 'the sign-in carries the CSRF header');
});

client.run();
