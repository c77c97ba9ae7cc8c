import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from '../../common/api/types';
import type { PresenceAnswer, RestoreResult, VersionDiff, VersionList } from '../../common/api/versions';
import { l } from '../../common/i18n/localized';
import { modules, pages, users } from '../../server/db/schema';
import { recordVersion } from '../../server/features/versions/version-service';
import { createTestApp, csrfPairFor, loginAsEditor, type TestApp } from '../helpers/app';
import { insertModule, insertPage, insertSection, json } from './fixtures';

let t: TestApp;
let editor: string;
let colleague: string;
let pageId: number;
let headlineId: number;
let textId: number;
const as = (session: string) => {
  const csrf = csrfPairFor(session);
  return { cookie: `${session}; ${csrf.cookie}`, ...csrf.headers };
};
const pageApi = (query = '', session?: string) =>
  t.app.inject({ url: `/de/pageeditor-api/page/versionen${query}`, headers: session ? { cookie: session } : {} });
const headlineOf = (page: Page) => page.modules[0]!.columns[0]!.children.find((m) => m.type === 'headline')?.data.content;
const textOf = (page: Page) => page.modules[0]!.columns[0]!.children.find((m) => m.type === 'text')?.data.content;
const authorId = async () => (await t.database.db.select().from(users).where(eq(users.username, 'editor-test')))[0]!.id;

async function edit(id: number, content: string) {
  const db = t.database.db;
  const [row] = await db.select().from(modules).where(eq(modules.id, id));
  await db.update(modules).set({ i18n: { ...row!.i18n, de: { ...row!.i18n.de, content } } }).where(eq(modules.id, id));
  return recordVersion(db, { pageId, authorId: await authorId() });
}

/** The shell answers 503 until a build exists; a manifest is all it needs to render the page's HTML. */
async function fakeDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'versions-dist-'));
  const entry = '/assets/site/entry.js';
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ build: 'b', site: { entry, pages: {}, outputs: { [entry]: { imports: [] } } } }));
  return dir;
}

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
  const db = t.database.db;
  editor = await loginAsEditor(t);
  colleague = await loginAsEditor(t, 'kollegin');
  const page = await insertPage(db, { pathDe: '/de/versionen', pathEn: '/en/versions', title: l('Versionen', 'Versions') });
  pageId = page.id;
  const section = await insertSection(db, { slug: 'versionen-oben', pageId });
  headlineId = (await insertModule(db, { type: 'headline', sectionId: section.id, position: 1, fields: { headline_level: 2 }, i18n: { de: { content: 'Willkommen im Haus' } } })).id;
  textId = (await insertModule(db, { type: 'text', sectionId: section.id, position: 2, i18n: { de: { content: '<p>Die Kasse öffnet um zehn Uhr.</p>' } } })).id;
  await recordVersion(db, { pageId, authorId: await authorId() });
});

test.after(() => t.close());

test('three saves give three versions, newest first, with author and a one-line summary', async () => {
  await edit(headlineId, 'Willkommen im neuen Haus');
  await edit(textId, '<p>Die Kasse öffnet um elf Uhr.</p>');
  const list = json<VersionList>(await t.app.inject({ url: `/pageeditor-api/pages/${pageId}/versions/`, headers: { cookie: editor } }));
  assert.equal(list.results.map((v) => v.number), [3, 2, 1]);
  assert.is(list.results[0]!.author, 'Erika Muster');
  assert.is(list.results[0]!.summary, 'Text geändert');
  assert.is(list.results[1]!.summary, 'Überschrift geändert');
  assert.is(list.results[2]!.summary, 'Erste Fassung');
  const en = json<VersionList>(await t.app.inject({ url: `/pageeditor-api/pages/${pageId}/versions/?lang=en`, headers: { cookie: editor } }));
  assert.is(en.results[1]!.summary, 'Headline changed');
});

test('a save that changed nothing records no version', async () => {
  assert.is(await recordVersion(t.database.db, { pageId, authorId: await authorId() }), null);
});

test('the diff of v1 and v3 names only the changed fields and highlights the changed words', async () => {
  const diff = json<VersionDiff>(await t.app.inject({ url: `/pageeditor-api/pages/${pageId}/versions/diff/?from=1&to=3`, headers: { cookie: editor } }));
  assert.equal(diff.changes.map((c) => [c.label, c.status, c.fields.map((f) => `${f.field}:${f.lang}`)]), [
    ['Überschrift', 'changed', ['content:de']],
    ['Text', 'changed', ['content:de']],
  ]);
  const headline = diff.changes[0]!.fields[0]!;
  assert.equal(headline.words.filter((w) => w.added).map((w) => w.value.trim()), ['neuen']);
  assert.ok(headline.words.every((w) => !w.removed));
  const text = diff.changes[1]!.fields[0]!;
  assert.is(text.before, 'Die Kasse öffnet um zehn Uhr.');
  assert.equal(text.words.filter((w) => w.removed).map((w) => w.value), ['zehn']);
  assert.equal(text.words.filter((w) => w.added).map((w) => w.value), ['elf']);
});

test('restoring v1 makes the page equal v1 for the API and the visitor, and adds v4', async () => {
  // A module added after v1 must go, a module deleted after v1 must come back.
  const db = t.database.db;
  const [section] = await db.select().from(modules).where(eq(modules.id, headlineId));
  await insertModule(db, { type: 'quote', sectionId: section!.sectionId, position: 3, i18n: { de: { content: 'Neu', author: 'X' } } });
  await db.delete(modules).where(eq(modules.id, textId));
  await recordVersion(db, { pageId, authorId: await authorId() });
  const before = json<VersionList>(await t.app.inject({ url: `/pageeditor-api/pages/${pageId}/versions/`, headers: { cookie: editor } }));
  assert.is(before.results.length, 4);

  const response = await t.app.inject({ method: 'POST', url: `/pageeditor-api/pages/${pageId}/versions/1/restore/`, headers: as(editor) });
  assert.is(response.statusCode, 200, response.body);
  const restored = json<RestoreResult>(response);
  assert.is(restored.version.number, 5);
  assert.is(restored.version.summary, 'Wiederhergestellt aus Version 1');
  assert.is(restored.version.restored_from, 1);

  for (const session of [editor, undefined]) {
    const page = json<Page>(await pageApi('', session));
    assert.is(headlineOf(page), 'Willkommen im Haus');
    assert.is(textOf(page), '<p>Die Kasse öffnet um zehn Uhr.</p>');
    assert.is(page.modules[0]!.columns[0]!.children.length, 2);
  }
  const html = await t.app.inject({ url: '/de/versionen' });
  assert.match(html.body, 'Willkommen im Haus');
  assert.not.match(html.body, 'neuen Haus');
  const diff = json<VersionDiff>(await t.app.inject({ url: `/pageeditor-api/pages/${pageId}/versions/diff/?from=1&to=5`, headers: { cookie: editor } }));
  assert.equal(diff.changes, []);
});

test('editors see an earlier version with ?version_id; anonymous visitors the live page, and the HTML address loses it', async () => {
  assert.is(headlineOf(json<Page>(await pageApi('?version_id=2', editor))), 'Willkommen im neuen Haus');
  assert.is(headlineOf(json<Page>(await pageApi('?version_id=2'))), 'Willkommen im Haus');
  assert.is((await pageApi('?version_id=99', editor)).statusCode, 404);
  const anonymous = await t.app.inject({ url: '/de/versionen?version_id=2' });
  assert.is(anonymous.statusCode, 301);
  assert.is(anonymous.headers.location, '/de/versionen');
  const forEditor = await t.app.inject({ url: '/de/versionen?version_id=2', headers: { cookie: editor } });
  assert.is(forEditor.statusCode, 200);
  assert.match(forEditor.body, 'Willkommen im neuen Haus');
});

test('autosaves of one author close together are one version', async () => {
  const db = t.database.db;
  const id = await authorId();
  const count = async () => json<VersionList>(await t.app.inject({ url: `/pageeditor-api/pages/${pageId}/versions/`, headers: { cookie: editor } })).results.length;
  const start = await count();
  for (const word of ['Auto eins', 'Auto zwei', 'Auto drei']) {
    const [row] = await db.select().from(modules).where(eq(modules.id, headlineId));
    await db.update(modules).set({ i18n: { de: { ...row!.i18n.de, content: word } } }).where(eq(modules.id, headlineId));
    await recordVersion(db, { pageId, authorId: id, kind: 'autosave' });
  }
  assert.is(await count(), start + 1);
});

test('versions are for editors: 401 without a session, and restoring needs the CSRF pair', async () => {
  assert.is((await t.app.inject({ url: `/pageeditor-api/pages/${pageId}/versions/` })).statusCode, 401);
  assert.is((await t.app.inject({ method: 'POST', url: `/pageeditor-api/pages/${pageId}/versions/1/restore/`, headers: { cookie: editor } })).statusCode, 403);
  assert.is((await t.app.inject({ url: `/pageeditor-api/pages/${pageId}/versions/diff/?from=1&to=abc`, headers: { cookie: editor } })).statusCode, 400);
  assert.is((await t.app.inject({ method: 'POST', url: `/pageeditor-api/pages/${pageId}/versions/77/restore/`, headers: as(editor) })).statusCode, 404);
});

test('two editors on one page see each other; leaving removes one at once', async () => {
  const beat = (session: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/pageeditor-api/presence/', headers: { ...as(session), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  assert.equal(json<PresenceAnswer>(await beat(editor, { page_id: pageId })).editors, []);
  const seen = json<PresenceAnswer>(await beat(colleague, { page_id: pageId })).editors;
  assert.equal(seen.map((e) => e.name), ['Erika Muster']);
  await beat(editor, { page_id: pageId, leave: true });
  assert.equal(json<PresenceAnswer>(await beat(colleague, { page_id: pageId })).editors, []);
  assert.is((await beat(editor, { page_id: 987654 })).statusCode, 404);
});

test('a page with a go-live time ahead is offline for visitors and there for editors until then', async () => {
  const db = t.database.db;
  const soon = new Date(Date.now() + 2 * 60 * 1000);
  await insertPage(db, { pathDe: '/de/bald', pathEn: '/en/soon', title: l('Bald'), onlineFrom: soon });
  assert.is((await t.app.inject({ url: '/de/pageeditor-api/page/bald' })).statusCode, 404);
  assert.is((await t.app.inject({ url: '/de/pageeditor-api/page/bald', headers: { cookie: editor } })).statusCode, 200);
  await db.update(pages).set({ onlineFrom: new Date(Date.now() - 1000) }).where(eq(pages.pathDe, '/de/bald'));
  assert.is((await t.app.inject({ url: '/de/pageeditor-api/page/bald' })).statusCode, 200);
});

test.run();
