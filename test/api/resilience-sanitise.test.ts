/**
 * Over HTTPS, and what editors stored: HSTS and the __Host- CSRF cookie, CSP reports
 * named in every policy, footer HTML sanitised on the way out, javascript: redirect targets never
 * answered, and the outbox retried when the process starts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eq } from 'drizzle-orm';
import type { SettingsResponse } from '../../common/api/types';
import { SECURE_CSRF_COOKIE } from '../../common/api/cookies';
import { buildApp } from '../../server/app';
import { formEntries, formNotifications, forms, redirects, siteSettings } from '../../server/db/schema';
import { checkRedirectTarget } from '../../server/features/redirects/redirect-service';
import { createTestApp, type TestApp } from '../helpers/app';
import { json } from './fixtures';
import { contactFormId } from './form-fixtures';
import { eventually, fakeDist } from './resilience-fixtures';

let t: TestApp;

test.before(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.example.org', DIST_DIR: await fakeDist() });
  const payload = '<p>Fußzeile</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
  await t.database.db.insert(siteSettings).values({ id: 1, htmlFooterTop: { de: payload } }).onConflictDoUpdate({ target: siteSettings.id, set: { htmlFooterTop: { de: payload } } });
  await t.database.db.insert(redirects).values({ oldPath: '/de/skript-ziel', newPath: 'javascript:alert(4)' });
});
test.after(() => t.close());

test('over HTTPS every answer carries HSTS and the CSRF cookie is __Host-csrftoken', async () => {
  for (const url of ['/api/rooms/', '/healthz', '/de/impressum']) {
    assert.match(String((await t.app.inject({ url })).headers['strict-transport-security']), 'max-age=31536000', url);
  }
  // Pages set no cookie: the app asks for its CSRF cookie before its first unsafe call.
  const page = await t.app.inject({ url: '/api/csrf/' });
  const cookie = page.cookies.find((c) => c.name === SECURE_CSRF_COOKIE);
  assert.ok(cookie, '/api/csrf/ sets __Host-csrftoken');
  assert.is(cookie!.secure, true);
  assert.is(cookie!.path, '/');
  assert.is(cookie!.domain, undefined);
});

test('the page policy names the endpoint that counts CSP reports', async () => {
  const page = await t.app.inject({ url: '/de/impressum' });
  assert.match(String(page.headers['content-security-policy']), 'report-uri /api/csp-report/');
  assert.match(String(page.headers['reporting-endpoints']), 'csp="/api/csp-report/"');
});

test('footer HTML is sanitised on the way out: no script, no handler, no javascript: link', async () => {
  const settings = json<SettingsResponse>(await t.app.inject({ url: '/pageeditor-api/settings?lang=de' }));
  const code = settings.data.html_footer_top.code;
  assert.match(code, '<p>Fußzeile</p>');
  assert.not.match(code, /script|onerror|javascript:/i);
  const page = (await t.app.inject({ url: '/de/impressum' })).body;
  assert.not.match(page, /alert\(\d\)/);
});

test('a redirect to javascript: is neither listed nor answered, and cannot be stored', async () => {
  const list = json<{ old_path: string }[]>(await t.app.inject({ url: '/de/pageeditor-api/redirect' }));
  assert.not.ok(list.some((r) => r.old_path === '/de/skript-ziel'));
  const res = await t.app.inject({ url: '/de/skript-ziel' });
  assert.ok(res.statusCode !== 301 && res.statusCode !== 302, String(res.statusCode));
  assert.not.match(String(res.headers.location ?? ''), 'javascript');
  for (const target of ['javascript:alert(1)', ' data:text/html,x', 'vbscript:x']) assert.throws(() => checkRedirectTarget(target), /new_path/);
  assert.is(checkRedirectTarget('/de/besuch'), '/de/besuch');
});

test('notifications left pending are sent when a process starts', async () => {
  const db = t.database.db;
  const formId = await contactFormId(db);
  await db.update(forms).set({ notifyEmail: 'kasse@example.org' }).where(eq(forms.id, formId));
  const [entry] = await db.insert(formEntries).values({ formId, formTitle: 'Kontakt', lang: 'de', fieldValues: { name: 'Nach Neustart' } }).returning({ id: formEntries.id });
  await db.insert(formNotifications).values({ entryId: entry!.id });
  // A second app on the same database stands for the restarted process.
  const restarted = await buildApp({ config: t.app.config, database: t.database });
  await restarted.ready();
  try {
    await eventually('the pending notification is sent', async () => {
      const [row] = await db.select().from(formNotifications).where(eq(formNotifications.entryId, entry!.id));
      return row!.status === 'sent';
    });
  } finally {
    await restarted.close();
  }
});

test.run();
