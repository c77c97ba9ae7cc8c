/**
 * The audit log: writes in the hub and the page editor, publishing and failed
 * sign-ins appear in words with the right person and the Berlin time; only administrators read it;
 * nothing changes or deletes an entry but the retention purge.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eq } from 'drizzle-orm';
import { collectionUrl, type AdminItem } from '../../common/api/admin';
import { AUDIT_URL, type AuditEntry, type AuditList } from '../../common/api/audit';
import { LOGIN_PATH } from '../../common/api/editor';
import { adminActivity } from '../../server/db/schema';
import { purgeAudit } from '../../server/features/audit/audit-service';
import { DEMO_EDITOR } from '../../server/seed/site';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { caller, sessionAs, type Caller } from './admin-session';
import { json } from './fixtures';

let t: TestApp;
let editor: Caller;
let admin: Caller;
const csrf = csrfPair();
const WRONG_PASSWORD = 'Falsches-Passwort-Zimtstern';
const TYPED_NAME = 'Passwort-im-Namensfeld-Mohnblume';

test.before(async () => {
  t = await createTestApp();
  editor = caller(t, await sessionAs(t, 'audit-redaktion', 'editor'));
  admin = caller(t, await sessionAs(t, 'audit-verwaltung', 'admin'));
});
test.after(() => t.close());

const ok = async (answer: Promise<{ statusCode: number; body: string }>, status = 200) => {
  const res = await answer;
  assert.is(res.statusCode, status, res.body);
  return res;
};
const audit = async (query = '') => json<AuditList>(await ok(admin.get(`${AUDIT_URL}${query}`)));
const summaries = (list: AuditList) => list.items.map((e) => e.summary);
const signIn = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: LOGIN_PATH, payload: { login, password }, remoteAddress: '10.9.8.7', headers: { ...csrf.headers, cookie: csrf.cookie } });

/** "19:04" of an instant on a Berlin clock, computed apart from the code under test. */
const berlinClock = (iso: string) => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

test('creating, editing, publishing and deleting a page and an event, and failed sign-ins, read in words with person and Berlin time', async () => {
  const page = json<AdminItem>(
    await ok(editor.send('POST', collectionUrl('page'), { title: { de: 'Protokollseite', en: 'Log page' }, pathDe: '/de/protokollseite', pathEn: '/en/log-page', theme: '', variant: 'default' }), 201),
  );
  await ok(editor.send('PATCH', collectionUrl('page', page.id), { title: { de: 'Protokollseite neu', en: 'Log page new' } }));
  await ok(editor.send('POST', `/de/pageeditor-api/pages/${page.id}/publish/`));
  await ok(editor.send('DELETE', `${collectionUrl('page', page.id)}?confirm=1`), 204);

  const event = json<AdminItem>(
    await ok(editor.send('POST', collectionUrl('event'), { title: { de: 'Nachtkonzert Kometenschweif' }, slug: { de: 'nachtkonzert-kometenschweif' }, startsAt: '2031-05-01T18:00:00Z' }), 201),
  );
  await ok(editor.send('PATCH', collectionUrl('event', event.id), { title: { de: 'Nachtkonzert Kometenstaub' }, subline: { de: 'Mit Chor' } }));
  await ok(editor.send('DELETE', `${collectionUrl('event', event.id)}?confirm=1`), 204);

  assert.is((await signIn(DEMO_EDITOR.username, WRONG_PASSWORD)).statusCode, 400);
  assert.is((await signIn(TYPED_NAME, WRONG_PASSWORD)).statusCode, 400);

  const de = await audit('?lang=de');
  const mine = de.items.filter((e) => e.who === 'audit-redaktion').reverse();
  assert.equal(
    mine.map((e) => e.summary),
    [
      'Seite „Protokollseite“ angelegt',
      'Seite „Protokollseite neu“ geändert: Titel',
      'Seite „Protokollseite neu“ veröffentlicht',
      'Seite „Protokollseite neu“ gelöscht',
      'Veranstaltung „Nachtkonzert Kometenschweif“ angelegt',
      'Veranstaltung „Nachtkonzert Kometenstaub“ geändert: Titel, Unterzeile',
      'Veranstaltung „Nachtkonzert Kometenstaub“ gelöscht',
    ],
  );
  for (const entry of mine) {
    assert.ok(entry.when.includes(berlinClock(entry.at)), `${entry.when} shows the Berlin time of ${entry.at}`);
    assert.match(entry.when, /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/, entry.when);
  }

  const en = await audit('?lang=en');
  assert.ok(summaries(en).includes('Published page “Protokollseite neu”'), summaries(en).join('\n'));
  assert.ok(summaries(en).includes('Created event “Nachtkonzert Kometenschweif”'), summaries(en).join('\n'));

  const [unknown, known] = de.items.filter((e) => e.kind === 'sign-in') as [AuditEntry, AuditEntry];
  assert.equal([known.who, known.summary, known.address], [DEMO_EDITOR.username, 'Anmeldung fehlgeschlagen: falsches Passwort', '10.9.8.7']);
  assert.equal([unknown.who, unknown.summary, unknown.address], ['', 'Anmeldung mit unbekanntem Namen fehlgeschlagen', '10.9.8.7']);
  const stored = JSON.stringify(await t.database.db.select().from(adminActivity));
  assert.not.match(stored, WRONG_PASSWORD);
  assert.not.match(stored, TYPED_NAME);

  // Filters: person, kind and Berlin days.
  const people = de.people.find((p) => p.label === 'audit-redaktion')!;
  assert.ok(de.kinds.some((k) => k.value === 'event' && k.label === 'Veranstaltung'));
  const events = await audit(`?lang=de&user=${people.value}&kind=event`);
  assert.is(events.count, 3);
  assert.ok(events.items.every((e) => e.kind === 'event' && e.who === 'audit-redaktion'));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  assert.ok((await audit(`?from=${today}&to=${today}`)).count >= 9);
  assert.is((await audit('?from=2001-01-01&to=2001-01-31')).count, 0);
  assert.is((await admin.get(`${AUDIT_URL}?from=31-12-2026`)).statusCode, 400);
});

test('a write that fails leaves no entry', async () => {
  const before = (await audit()).count;
  const res = await editor.send('POST', collectionUrl('event'), { title: { de: 'Ohne Beginn' }, slug: { de: 'ohne-beginn' } });
  assert.is(res.statusCode, 400, res.body);
  assert.is((await audit()).count, before);
});

test('page-editor steps are recorded with the page they belong to', async () => {
  const created = json<{ id: number }>(await ok(editor.send('POST', '/de/pageeditor-api/pages/', { title: { de: 'Editorseite' }, urls: { de: '/de/editorseite', en: '/en/editor-page' } }), 201));
  await ok(editor.send('POST', `/de/pageeditor-api/pages/${created.id}/schedule/`, { at: '2031-01-02T10:00:00Z' }));
  const list = summaries(await audit('?lang=de&kind=page'));
  assert.ok(list.includes('Seite „Editorseite“ angelegt'), list.join('\n'));
  const section = await ok(editor.send('POST', '/de/pageeditor-api/sections/', { page: created.id, layout: '100' }), 201);
  const slug = json<{ slug: string }>(section).slug;
  const made = json<{ id: number }>(await ok(editor.send('POST', '/de/pageeditor-api/modules/', { type: 'headline', section: slug, column: 0, data: { content: 'Hallo' } }), 201));
  await ok(editor.send('PATCH', `/de/pageeditor-api/modules/${made.id}/`, { data: { content: 'Hallo Welt' } }));
  const modules = summaries(await audit('?lang=en&kind=module'));
  assert.ok(modules.includes('Changed module “Headline” (page “Editorseite”)'), modules.join('\n'));
  assert.ok(list.includes('Veröffentlichung von Seite „Editorseite“ geplant für 02.01.2031, 11:00'), list.join('\n'));
});

test('only administrators read the log; there is no route to change or delete an entry, and the database refuses a change', async () => {
  assert.is((await editor.get(AUDIT_URL)).statusCode, 403);
  assert.is((await t.app.inject({ url: AUDIT_URL })).statusCode, 401);
  const [entry] = await t.database.db.select().from(adminActivity).limit(1);
  for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
    for (const url of [AUDIT_URL, `${AUDIT_URL}${entry!.id}/`]) {
      const res = await admin.send(method, url, {});
      assert.ok(res.statusCode === 404 || res.statusCode === 405, `${method} ${url}: ${res.statusCode}`);
    }
  }
  // Deleting an account keeps its entries, under the name it had.
  const gone = caller(t, await sessionAs(t, 'audit-weg', 'editor'));
  await ok(gone.send('POST', collectionUrl('venue'), { name: { de: 'Saal Abschied' }, slug: { de: 'saal-abschied' }, city: 'Berlin' }), 201);
  const goneId = (await t.database.db.select().from(adminActivity).where(eq(adminActivity.username, 'audit-weg')))[0]!.userId!;
  await ok(admin.send('DELETE', `${collectionUrl('user', goneId)}?confirm=1`), 204);
  const kept = (await audit('?lang=de&kind=venue')).items.find((e) => e.summary === 'Spielstätte „Saal Abschied“ angelegt');
  assert.equal([kept?.who, kept?.user_id], ['audit-weg', null]);

  let refused = false;
  try {
    await t.database.db.update(adminActivity).set({ title: 'umgeschrieben' }).where(eq(adminActivity.id, entry!.id));
  } catch {
    refused = true;
  }
  assert.ok(refused, 'an UPDATE of an entry is refused');
});

test('the retention purge removes entries older than the configured days and keeps the rest', async () => {
  const old = new Date(Date.now() - 400 * 86_400_000);
  await t.database.db.insert(adminActivity).values({ username: 'alt', collection: 'event', action: 'create', title: 'Uralt', at: old });
  const before = (await audit()).count;
  assert.is(await purgeAudit(t.database.db, 365), 1);
  assert.is((await audit()).count, before - 1);
  assert.not.ok(summaries(await audit()).some((s) => s.includes('Uralt')));
});

test.run();
