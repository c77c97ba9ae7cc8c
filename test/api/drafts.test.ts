/**
 * Drafts on the server: editor saves change the page's draft; visitors
 * (HTML, page API, container API, search, sitemap, menu) keep the published state until publish.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eq } from 'drizzle-orm';
import type { DraftStatus } from '../../common/api/drafts';
import type { PageSettings } from '../../common/api/editor';
import type { SearchPage } from '../../common/api/search';
import type { Page } from '../../common/api/types';
import type { VersionList } from '../../common/api/versions';
import { l } from '../../common/i18n/localized';
import { navItems, pages } from '../../server/db/schema';
import { publishDue } from '../../server/features/drafts/draft-service';
import { collectionUrl } from '../../common/api/admin';
import { dashboardUrl, type ActivityDashboard } from '../../common/api/dashboard';
import { createTestApp, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';
import { caller, sessionAs } from './admin-session';
import { editorClient, type EditorClient } from '../helpers/editor';
import { insertModule, insertPage, insertSection, json } from './fixtures';

let t: TestApp;
let ed: EditorClient;
let pageId: number;
let moduleId: number;
const SECTION = 'entwurf-seite';
const PUBLISHED = 'Quittengelee aus dem Garten';

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
  ed = await editorClient(t, 'entwurf-redaktion');
  pageId = (await insertPage(t.database.db, { pathDe: '/de/entwurf', pathEn: '/en/draft', title: l('Entwurfsseite', 'Draft page') })).id;
  const section = await insertSection(t.database.db, { slug: SECTION, pageId });
  moduleId = (await insertModule(t.database.db, { type: 'text', sectionId: section.id, i18n: { de: { content: `<p>${PUBLISHED}</p>` }, en: { content: '<p>Quince jelly</p>' } } })).id;
});
test.after(() => t.close());

const texts = (page: Page) => page.modules.flatMap((s) => s.columns.flatMap((c) => c.children.map((m) => String(m.data.text ?? m.data.content ?? ''))));
const visitorApi = async () => texts(json<Page>(await t.app.inject({ url: '/de/pageeditor-api/page/entwurf' }))).join(' ');
const visitorHtml = async () => (await t.app.inject({ url: '/de/entwurf' })).body;
const container = async () => (await t.app.inject({ url: `/pageeditor-api/container/by-slug/${SECTION}?lang=de` })).body;
const searchTitles = async (query: string) =>
  json<SearchPage>(await t.app.inject(`/api/search/others/?query=${encodeURIComponent(query)}&lang=de`)).results.map((h) => h.title);
const draft = async () => json<DraftStatus>(await ed.call('GET', ed.url('pages', pageId, 'draft')));
const versions = async () => json<VersionList>(await ed.call('GET', `/pageeditor-api/pages/${pageId}/versions/`));

test('three saves leave visitors on the published text; publish shows all three at once', async () => {
  const saves = ['Pflaumenmus vom Hof', 'Pflaumenmus und Birnen', 'Pflaumenmus, Birnen und Äpfel'];
  for (const text of saves) {
    const saved = await ed.call('PATCH', ed.url('modules', moduleId), { data: { content: `<p>${text}</p>` } });
    assert.is(saved.statusCode, 200, saved.body);
  }
  const headline = await ed.call('POST', ed.url('modules'), { type: 'headline', section: SECTION, column: 0, data: { content: 'Neue Herbstkarte' } });
  assert.is(headline.statusCode, 201, headline.body);
  const settings = await ed.call('PATCH', ed.url('pages', pageId), { title: { de: 'Herbstseite' } });
  assert.is(settings.statusCode, 200, settings.body);

  // Visitors: HTML, page API, container API and search still have the published state.
  assert.match(await visitorApi(), PUBLISHED);
  assert.not.match(await visitorApi(), 'Pflaumenmus');
  const html = await visitorHtml();
  assert.match(html, PUBLISHED);
  assert.not.match(html, 'Pflaumenmus');
  assert.not.match(html, 'Herbstseite');
  assert.not.match(await container(), 'Pflaumenmus');
  assert.ok((await searchTitles('Quittengelee')).includes('Entwurfsseite'));
  assert.equal(await searchTitles('Pflaumenmus'), []);

  // The editor sees the draft, and the toolbar's line says what waits and who made it.
  const editorView = json<Page>(await ed.call('GET', '/de/pageeditor-api/page/entwurf'));
  assert.match(texts(editorView).join(' '), saves[2]!);
  assert.is(editorView.for_editors!.draft.changes, 3, 'module changed, headline added, settings changed');
  assert.equal(editorView.for_editors!.draft.authors.length, 1);
  // 'Ansicht als Besucher': the editor asks for the published page.
  assert.not.match(texts(json<Page>(await ed.call('GET', '/de/pageeditor-api/page/entwurf?view=published'))).join(' '), 'Pflaumenmus');

  const before = (await versions()).results.length;
  const published = await ed.call('POST', ed.url('pages', pageId, 'publish'));
  assert.is(published.statusCode, 200, published.body);
  assert.equal(json<DraftStatus>(published).changes, []);
  assert.is((await versions()).results.length, before + 1, 'publishing is one new version');
  const live = await visitorApi();
  assert.match(live, saves[2]!);
  assert.match(live, 'Neue Herbstkarte');
  assert.match(await visitorHtml(), 'Herbstseite');
  assert.ok((await searchTitles('Pflaumenmus')).includes('Herbstseite'));
});

test('discard restores the published state after a confirmation lists what is lost', async () => {
  await ed.call('PATCH', ed.url('modules', moduleId), { data: { content: '<p>Verworfener Entwurf</p>' } });
  const status = await draft();
  assert.equal(status.changes.map((c) => c.label), ['Text']);
  const discarded = await ed.call('POST', ed.url('pages', pageId, 'discard'));
  assert.is(discarded.statusCode, 200, discarded.body);
  assert.equal(json<DraftStatus>(discarded).changes, []);
  const editorView = texts(json<Page>(await ed.call('GET', '/de/pageeditor-api/page/entwurf'))).join(' ');
  assert.not.match(editorView, 'Verworfener');
  assert.match(editorView, 'Pflaumenmus, Birnen und Äpfel');
  // With nothing left to drop, a second discard changes nothing: no rewrite of the page, no version.
  const before = (await versions()).results.length;
  assert.is((await ed.call('POST', ed.url('pages', pageId, 'discard'))).statusCode, 200);
  assert.is((await versions()).results.length, before);
});

test('the versions list has the starting point as version 1; restoring it gives a draft', async () => {
  const list = await versions();
  const first = list.results[list.results.length - 1]!;
  assert.is(first.number, 1);
  assert.is(first.kind, 'start');
  assert.is(first.summary, 'Ausgangszustand');
  const restored = await ed.call('POST', `/pageeditor-api/pages/${pageId}/versions/1/restore/`);
  assert.is(restored.statusCode, 200, restored.body);
  assert.match(texts(json<Page>(await ed.call('GET', '/de/pageeditor-api/page/entwurf'))).join(' '), PUBLISHED);
  // A draft: visitors keep the published page until someone publishes.
  assert.match(await visitorApi(), 'Pflaumenmus, Birnen und Äpfel');
  assert.ok((await draft()).changes.length > 0);
});

test('a page made in the editor is invisible to visitors, menus and the sitemap until published', async () => {
  const created = await ed.call('POST', ed.url('pages'), { title: { de: 'Geheimer Entwurf', en: 'Secret draft' }, urls: { de: '/de/geheim', en: '/en/secret' }, is_online: true });
  assert.is(created.statusCode, 201, created.body);
  const id = json<PageSettings>(created).id;
  await t.database.db.insert(navItems).values({ menu: 'main', pageId: id, position: 99 });
  const menu = async () => (await t.app.inject({ url: '/pageeditor-api/nav?lang=de' })).body;
  assert.is((await t.app.inject({ url: '/de/geheim' })).statusCode, 404);
  assert.is((await t.app.inject({ url: '/de/pageeditor-api/page/geheim' })).statusCode, 404);
  assert.not.match((await t.app.inject({ url: '/sitemap.xml' })).body, '/de/geheim');
  assert.not.match(await menu(), 'Geheimer Entwurf');
  assert.equal(await searchTitles('Geheimer'), []);
  assert.is((await ed.call('GET', '/de/pageeditor-api/page/geheim')).statusCode, 200, 'editors see it');
  assert.is((await ed.call('POST', ed.url('pages', id, 'discard'))).statusCode, 400, 'nothing published to go back to');

  assert.is((await ed.call('POST', ed.url('pages', id, 'publish'))).statusCode, 200);
  assert.is((await t.app.inject({ url: '/de/pageeditor-api/page/geheim' })).statusCode, 200);
  assert.match(await menu(), 'Geheimer Entwurf');
});

test("'Veröffentlichen am …' publishes the draft once its time has come, exactly once", async () => {
  await ed.call('PATCH', ed.url('modules', moduleId), { data: { content: '<p>Zur Zeit veröffentlicht</p>' } });
  const past = await ed.call('POST', ed.url('pages', pageId, 'schedule'), { at: '2001-01-01T10:00:00+01:00' });
  assert.is(past.statusCode, 400);
  const at = new Date(Date.now() + 120_000);
  const scheduled = await ed.call('POST', ed.url('pages', pageId, 'schedule'), { at: at.toISOString() });
  assert.is(scheduled.statusCode, 200, scheduled.body);
  assert.is(json<DraftStatus>(scheduled).publish_at, at.toISOString());
  // The pending time shows in the toolbar's line and on the dashboard.
  assert.is(json<Page>(await ed.call('GET', '/de/pageeditor-api/page/entwurf')).for_editors!.draft.publish_at, at.toISOString());
  const activity = json<ActivityDashboard>(await ed.call('GET', dashboardUrl('activity')));
  assert.ok(activity.scheduled.some((s) => s.kind === 'page' && s.id === pageId && s.online_from === at.toISOString()), JSON.stringify(activity.scheduled));
  assert.equal(await publishDue(t.database.db, new Date(at.getTime() - 1000)), []);
  assert.not.match(await visitorApi(), 'Zur Zeit');
  // Two processes at once: the page is published by one of them only.
  const [a, b] = await Promise.all([publishDue(t.database.db, new Date(at.getTime() + 1000)), publishDue(t.database.db, new Date(at.getTime() + 1000))]);
  assert.equal([...a!, ...b!], [pageId]);
  assert.match(await visitorApi(), 'Zur Zeit veröffentlicht');
  const [row] = await t.database.db.select({ publishAt: pages.publishAt }).from(pages).where(eq(pages.id, pageId));
  assert.is(row!.publishAt, null);
  assert.equal((await versions()).results.filter((v) => v.kind === 'publish').length, 2);
});

test('a create sent again with its form key updates the module it made instead of adding a second (issue #19 point 9)', async () => {
  const body = { type: 'headline', section: SECTION, column: 0, client_key: 'form-key-0123456789', data: { content: 'Einmal angelegt' } };
  const first = await ed.call('POST', ed.url('modules'), body);
  assert.is(first.statusCode, 201, first.body);
  const again = await ed.call('POST', ed.url('modules'), { ...body, data: { content: 'Einmal angelegt, weiter getippt' } });
  assert.ok(again.statusCode < 300, again.body);
  assert.is(json<{ id: number }>(again).id, json<{ id: number }>(first).id);
  const headlines = texts(json<Page>(await ed.call('GET', '/de/pageeditor-api/page/entwurf'))).filter((t) => t.startsWith('Einmal'));
  assert.equal(headlines, ['Einmal angelegt, weiter getippt']);
  // A copy of the module is a module of its own, without the key.
  assert.is((await ed.call('POST', ed.url('modules', json<{ id: number }>(first).id, 'duplicate'))).statusCode, 201);
});

test('page settings of a page made in the hub, every field left at its default, save as the dialog sends them', async () => {
  const hub = caller(t, await sessionAs(t, 'hub-redaktion', 'editor'));
  const created = await hub.send('POST', collectionUrl('page'), { title: { de: 'Aus dem Hub', en: 'From the hub' }, pathDe: '/de/aus-dem-hub', pathEn: '/en/from-the-hub', theme: '', variant: 'default' });
  assert.is(created.statusCode, 201, created.body);
  const id = json<{ id: number }>(created).id;
  assert.is((await t.app.inject({ url: '/de/aus-dem-hub' })).statusCode, 404, 'a page made in the hub is a draft');
  const settings = json<PageSettings>(await ed.call('GET', ed.url('pages', id)));
  const { id: _id, og_image_preview: _p, updated_at: _a, updated_by: _b, revision: _r, ...input } = settings;
  const saved = await ed.call('POST', ed.url('pages', id), input);
  assert.is(saved.statusCode, 200, saved.body);
});

test.run();
