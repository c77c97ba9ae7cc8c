/**
 * No silent overwrite and bilingual care through the editor API: saves
 * carry the page revision they started from (If-Match); a stale one that would overwrite a
 * colleague's change is refused with 409 and what changed; `*` overwrites knowingly.
 */
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule, PageSettings } from '../../common/api/editor';
import type { Page } from '../../common/api/types';
import { PRESENCE_HEARTBEAT_S, PRESENCE_TTL_S, type StaleSaveBody } from '../../common/api/versions';
import { l } from '../../common/i18n/localized';
import { modules, users } from '../../server/db/schema';
import { heartbeat } from '../../server/features/versions/presence-service';
import { nowMs } from '../../server/clock';
import { clearOfScheduledChanges } from '../helpers/quiet-clock';
import { createTestApp, type TestApp } from '../helpers/app';
import { editorClient, type EditorClient } from '../helpers/editor';
import { insertModule, insertPage, insertSection, json } from './fixtures';

let t: TestApp;
let anna: EditorClient;
let ben: EditorClient;
let benEn: EditorClient;
let pageId: number;
let headlineId: number;
let textId: number;
const SECTION = 'kollegen-abschnitt';

test.before(async () => {
  t = await createTestApp();
  anna = await editorClient(t, 'anna-redaktion');
  ben = await editorClient(t, 'ben-redaktion');
  benEn = { ...ben, url: (resource, id, action) => ben.url(resource, id, action).replace(/^\/de\//, '/en/') };
  await t.database.db.update(users).set({ firstName: 'Anna', lastName: 'Alt' }).where(eq(users.username, 'anna-redaktion'));
  const db = t.database.db;
  // Seeded content: a page that was never saved in the editor (revision 1, no version yet).
  pageId = (await insertPage(db, { pathDe: '/de/kollegen', pathEn: '/en/colleagues', title: l('Kollegen', 'Colleagues') })).id;
  const section = await insertSection(db, { slug: SECTION, pageId });
  headlineId = (await insertModule(db, { type: 'headline', sectionId: section.id, position: 0, i18n: { de: { content: 'Programm im Frühling', headline_level: 2 }, en: { content: 'Spring programme' } } })).id;
  textId = (await insertModule(db, { type: 'text', sectionId: section.id, position: 1, i18n: { de: { content: '<p>Willkommen</p>' } } })).id;
});
test.after(() => t.close());

const ifMatch = (revision: number | string) => ({ 'if-match': typeof revision === 'number' ? `"${revision}"` : revision });
const revisionOf = (answer: { headers: Record<string, unknown> }) => Number(String(answer.headers.etag).replace(/"/g, ''));
const headline = async () => (await t.database.db.select().from(modules).where(eq(modules.id, headlineId)))[0]!;

test('reads carry the page revision as ETag, and a save answers with the next one', async () => {
  const read = await anna.call('GET', anna.url('modules', headlineId));
  assert.is(read.statusCode, 200);
  assert.is(read.headers.etag, '"1"');
  const saved = await anna.call('PATCH', anna.url('modules', headlineId), { data: { content: 'Programm im Sommer' } }, ifMatch(1));
  assert.is(saved.statusCode, 200, saved.body);
  assert.is(revisionOf(saved), 2);
});

test("a colleague's stale save gets 409 with who changed what, word by word, and the database keeps the first save", async () => {
  const stale = await ben.call('PATCH', ben.url('modules', headlineId), { data: { content: 'Programm im Herbst' } }, ifMatch(1));
  assert.is(stale.statusCode, 409, stale.body);
  const body = json<StaleSaveBody>(stale);
  assert.is(body.stale, true);
  assert.is(body.current_revision, 2);
  assert.is(body.changed_by, 'Anna Alt');
  assert.ok(body.changed_at && !Number.isNaN(Date.parse(body.changed_at)));
  const change = body.changes.find((c) => c.scope === 'module' && c.id === headlineId);
  assert.ok(change, JSON.stringify(body.changes));
  const field = change!.fields.find((f) => f.field === 'content' && f.lang === 'de')!;
  assert.is(field.before, 'Programm im Frühling');
  assert.is(field.after, 'Programm im Sommer');
  assert.ok(field.words.some((w) => w.added && w.value.includes('Sommer')));
  assert.is(((await headline()).i18n.de as { content: string }).content, 'Programm im Sommer');
});

test('overwriting knowingly (If-Match: *) saves', async () => {
  const saved = await ben.call('PATCH', ben.url('modules', headlineId), { data: { content: 'Programm im Herbst' } }, ifMatch('*'));
  assert.is(saved.statusCode, 200, saved.body);
  assert.is(((await headline()).i18n.de as { content: string }).content, 'Programm im Herbst');
});

test("a stale save of another module goes through: it overwrites nothing of the colleague's", async () => {
  const saved = await anna.call('PATCH', anna.url('modules', textId), { data: { content: '<p>Herzlich willkommen</p>' } }, ifMatch(2));
  assert.is(saved.statusCode, 200, saved.body);
});

test('stale deletes and section changes that would hit a changed module are refused too', async () => {
  const [deleted, relaid] = [
    await ben.call('DELETE', ben.url('modules', textId), undefined, ifMatch(2)),
    await ben.call('PATCH', ben.url('sections', SECTION), { layout: '50-50' }, ifMatch(2)),
  ];
  assert.is(deleted.statusCode, 409, deleted.body);
  assert.is(relaid.statusCode, 409, relaid.body);
  assert.ok((await t.database.db.select().from(modules).where(eq(modules.id, textId))).length === 1);
});

test('page settings: a stale save of changed settings is refused, a fresh one passes', async () => {
  const settings = json<PageSettings>(await anna.call('GET', anna.url('pages', pageId)));
  const first = await anna.call('PATCH', anna.url('pages', pageId), { headline: { de: 'Neu' } }, ifMatch(settings.revision));
  assert.is(first.statusCode, 200, first.body);
  const stale = await ben.call('PATCH', ben.url('pages', pageId), { headline: { de: 'Anders' } }, ifMatch(settings.revision));
  assert.is(stale.statusCode, 409, stale.body);
  assert.ok(json<StaleSaveBody>(stale).changes.some((c) => c.scope === 'page'));
  const fresh = await ben.call('PATCH', ben.url('pages', pageId), { headline: { de: 'Anders' } }, ifMatch(revisionOf(first)));
  assert.is(fresh.statusCode, 200, fresh.body);
});

test('a save without If-Match is not checked (API clients); a malformed one is a 400', async () => {
  assert.is((await anna.call('PATCH', anna.url('modules', headlineId), { data: { content: 'Ohne Vorbedingung' } })).statusCode, 200);
  const bad = await anna.call('PATCH', anna.url('modules', headlineId), { data: { content: 'x' } }, ifMatch('gestern'));
  assert.is(bad.statusCode, 400);
  assert.match(json<{ message: string }>(bad).message, /If-Match/);
});

test('editing the German text marks the English one "needs translation" until it is saved in English', async () => {
  const editorsPage = async (lang: 'de' | 'en') =>
    json<Page>(await t.app.inject({ url: `/${lang}/pageeditor-api/page/${lang === 'de' ? 'kollegen' : 'colleagues'}`, headers: { cookie: anna.cookie } }));
  const marks = async () => (await headline()).needsTranslation;
  await anna.call('PATCH', anna.url('modules', headlineId), { data: { content: 'Programm im Winter' } });
  assert.equal(await marks(), ['en']);
  const shown = (await editorsPage('de')).modules[0]!.columns[0]!.children.find((m) => m.id === headlineId)!;
  assert.equal(shown.needs_translation, ['en']);
  // Visitors never see the marks.
  const visitors = json<Page>(await t.app.inject({ url: '/de/pageeditor-api/page/kollegen' }));
  assert.is(visitors.modules[0]!.columns[0]!.children[0]!.needs_translation, undefined);
  assert.is(visitors.for_editors, undefined);
  // Saving the English text is the catch-up: the mark goes and German is not marked in turn.
  const caughtUp = await benEn.call('PATCH', benEn.url('modules', headlineId), { data: { content: 'Winter programme' } });
  assert.is(caughtUp.statusCode, 200, caughtUp.body);
  assert.equal(await marks(), []);
  // A later English edit marks the German text.
  const later = await benEn.call('PATCH', benEn.url('modules', headlineId), { data: { content: 'Our winter programme' } });
  assert.is(later.statusCode, 200, later.body);
  assert.equal(await marks(), ['de']);
  // Saving in German touches it (the mark goes); a change of a language-neutral field (the level) marks no language.
  await anna.call('PATCH', anna.url('modules', headlineId), { data: { headline_level: 3 } });
  assert.equal(await marks(), []);
});

test('a module made in one language is marked for the other', async () => {
  const created = await anna.call('POST', anna.url('modules'), { type: 'headline', section: SECTION, column: 0, data: { content: 'Neu hier', headline_level: 2 } });
  assert.is(created.statusCode, 201, created.body);
  const id = json<EditorModule>(created).id;
  assert.equal((await t.database.db.select().from(modules).where(eq(modules.id, id)))[0]!.needsTranslation, ['en']);
});

test('a colleague whose tab vanished without a goodbye is gone from the list within a minute', async () => {
  const db = t.database.db;
  const idOf = async (username: string) => (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const [annaId, benId] = [await idOf('anna-redaktion'), await idOf('ben-redaktion')];
  const start = new Date('2026-06-01T10:00:00Z');
  const later = (s: number) => new Date(start.getTime() + s * 1000);
  await heartbeat(db, pageId, annaId, start);
  assert.equal((await heartbeat(db, pageId, benId, later(PRESENCE_HEARTBEAT_S))).map((e) => e.name), ['Anna Alt']);
  // Anna's tab is gone; Ben's next heartbeats no longer list her once her last one is PRESENCE_TTL_S old.
  const seenAt = PRESENCE_TTL_S;
  assert.equal(await heartbeat(db, pageId, benId, later(seenAt)), []);
  assert.ok(seenAt + PRESENCE_HEARTBEAT_S <= 60);
});

test('a page go-live/expiry is a page setting, checked, and bounds how long visitors\' answers may be kept', () =>
  clearOfScheduledChanges(t.database.db, async () => {
    const settings = json<PageSettings>(await anna.call('GET', anna.url('pages', pageId)));
    assert.is(settings.online_from, null);
    const bad = await anna.call('PATCH', anna.url('pages', pageId), { online_from: 'morgen' });
    assert.is(bad.statusCode, 400);
    const reversed = await anna.call('PATCH', anna.url('pages', pageId), { online_from: '2030-01-02T10:00:00Z', online_to: '2030-01-01T10:00:00Z' });
    assert.is(reversed.statusCode, 400);
    // Expiry in 90 s: visitors' answers may be kept for a minute and served stale for the 30 s after, no longer.
    const expiry = new Date(nowMs() + 90_000).toISOString();
    const saved = await anna.call('PATCH', anna.url('pages', pageId), { online_to: expiry });
    assert.is(saved.statusCode, 200, saved.body);
    assert.is(json<PageSettings>(saved).online_to, expiry);
    const visitor = await t.app.inject({ url: '/de/pageeditor-api/page/kollegen' });
    assert.is(visitor.statusCode, 200);
    assert.match(String(visitor.headers['cache-control']), /max-age=60, stale-while-revalidate=(2\d|30)$/);
    const editors = json<Page>(await t.app.inject({ url: '/de/pageeditor-api/page/kollegen', headers: { cookie: anna.cookie } }));
    assert.is(editors.for_editors?.online_to, expiry);
    // Go-live ahead: visitors get the 404, editors the page.
    await anna.call('PATCH', anna.url('pages', pageId), { online_from: new Date(nowMs() + 60 * 60_000).toISOString(), online_to: null });
    assert.is((await t.app.inject({ url: '/de/pageeditor-api/page/kollegen' })).statusCode, 404);
    assert.is((await t.app.inject({ url: '/de/pageeditor-api/page/kollegen', headers: { cookie: anna.cookie } })).statusCode, 200);
  }),
);

test.run();
