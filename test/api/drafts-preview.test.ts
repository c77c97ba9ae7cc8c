/**
 * Preview links: 'Vorschau teilen' shows the page's draft to anyone with the
 * link, without signing in, marked as a preview, never indexed or cached for others, until it
 * expires or is revoked; visitors of the page itself, search, sitemap and the page API keep seeing
 * the published state.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eq } from 'drizzle-orm';
import type { CreatedPreviewLink, PreviewLink } from '../../common/api/drafts';
import type { PageSettings } from '../../common/api/editor';
import type { SearchPage } from '../../common/api/search';
import { l } from '../../common/i18n/localized';
import { navItems, previewLinks } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';
import { editorClient, type EditorClient } from '../helpers/editor';
import { insertModule, insertPage, insertSection, json } from './fixtures';

let t: TestApp;
let ed: EditorClient;
let pageId: number;
const PUBLISHED = 'Holunderblüten im Mai';
const DRAFT = 'Schlehen nach dem ersten Frost';

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
  ed = await editorClient(t, 'vorschau-redaktion');
  pageId = (await insertPage(t.database.db, { pathDe: '/de/vorschau-seite', pathEn: '/en/preview-page', title: l('Vorschauseite', 'Preview page') })).id;
  const section = await insertSection(t.database.db, { slug: 'vorschau-seite', pageId });
  const moduleId = (await insertModule(t.database.db, { type: 'text', sectionId: section.id, i18n: { de: { content: `<p>${PUBLISHED}</p>` }, en: { content: '<p>Elderflowers in May</p>' } } })).id;
  const saved = await ed.call('PATCH', ed.url('modules', moduleId), { data: { content: `<p>${DRAFT}</p>` } });
  assert.is(saved.statusCode, 200, saved.body);
});
test.after(() => t.close());

const anonymous = (url: string) => t.app.inject({ url });
const makeLink = async (id = pageId, body: unknown = {}) => {
  const made = await ed.call('POST', ed.url('pages', id, 'previews'), body);
  assert.is(made.statusCode, 201, made.body);
  return json<CreatedPreviewLink>(made);
};
const searchTitles = async (query: string) =>
  json<SearchPage>(await anonymous(`/api/search/others/?query=${encodeURIComponent(query)}&lang=de`)).results.map((h) => h.title);

test('a preview link shows the draft without signing in, marked, never indexed or stored for others', async () => {
  const link = await makeLink();
  assert.match(link.path, /^\/de\/preview\/[A-Za-z0-9_-]{43}$/);
  const days = (Date.parse(link.expires_at) - Date.parse(link.created_at)) / 86_400_000;
  assert.is(days, 7, 'valid for seven days unless told otherwise');

  for (let i = 0; i < 2; i++) {
    const answer = await anonymous(link.path);
    assert.is(answer.statusCode, 200, answer.body);
    assert.match(answer.body, DRAFT);
    assert.not.match(answer.body, PUBLISHED);
    assert.match(answer.body, 'data-preview-bar');
    assert.match(answer.body, 'Vorschau – unveröffentlichter Entwurf');
    assert.match(answer.body, '<meta name="robots" content="noindex, nofollow">');
    assert.not.match(answer.body, 'data-entry=', 'links leave the preview by a page load');
    assert.is(answer.headers['cache-control'], 'private, no-store');
    assert.is(answer.headers['x-robots-tag'], 'noindex, nofollow');
    assert.is(answer.headers['etag'], undefined);
  }
  // The same link in English.
  const english = await anonymous(link.path.replace('/de/', '/en/'));
  assert.is(english.statusCode, 200);
  assert.match(english.body, 'Preview – unpublished draft');

  // Visitors of the page, its API, search and the sitemap: the published state only.
  for (const url of ['/de/vorschau-seite', '/de/pageeditor-api/page/vorschau-seite', '/pageeditor-api/container/by-slug/vorschau-seite?lang=de']) {
    const answer = await anonymous(url);
    assert.match(answer.body, PUBLISHED, url);
    assert.not.match(answer.body, DRAFT, url);
    assert.not.match(answer.body, 'data-preview-bar', url);
  }
  assert.not.ok((await searchTitles('Schlehen')).includes('Vorschauseite'));
  assert.ok((await searchTitles('Holunderblüten')).includes('Vorschauseite'));
  assert.not.match((await anonymous('/sitemap.xml')).body, '/preview/');

  // Only the hash is kept.
  const token = link.path.split('/').pop()!;
  const [row] = await t.database.db.select().from(previewLinks).where(eq(previewLinks.id, link.id));
  assert.match(row!.tokenHash, /^[0-9a-f]{64}$/);
  assert.is.not(row!.tokenHash, token);
});

test("other pages on the preview, the menu's included, show their published state, not their drafts", async () => {
  const other = await insertPage(t.database.db, { pathDe: '/de/nachbarseite', pathEn: '/en/neighbour', title: l('Nachbarseite', 'Neighbour page') });
  await t.database.db.insert(navItems).values({ menu: 'main', pageId: other.id, position: 98 });
  const renamed = await ed.call('PATCH', ed.url('pages', other.id), { title: { de: 'Umbenannter Nachbarentwurf' } });
  assert.is(renamed.statusCode, 200, renamed.body);
  const answer = await anonymous((await makeLink()).path);
  assert.is(answer.statusCode, 200);
  assert.match(answer.body, DRAFT, "the previewed page's draft");
  assert.match(answer.body, 'Nachbarseite');
  assert.not.match(answer.body, 'Umbenannter Nachbarentwurf');
});

test('a page never published is seen through its link only', async () => {
  const created = await ed.call('POST', ed.url('pages'), { title: { de: 'Neue Spielzeit', en: 'New season' }, urls: { de: '/de/neue-spielzeit', en: '/en/new-season' }, is_online: true });
  assert.is(created.statusCode, 201, created.body);
  const id = json<PageSettings>(created).id;
  const link = await makeLink(id, { days: 2 });
  assert.is((Date.parse(link.expires_at) - Date.parse(link.created_at)) / 86_400_000, 2);
  const answer = await anonymous(link.path);
  assert.is(answer.statusCode, 200, answer.body);
  assert.match(answer.body, 'Neue Spielzeit');
  assert.is((await anonymous('/de/neue-spielzeit')).statusCode, 404);
  assert.is((await anonymous('/de/pageeditor-api/page/neue-spielzeit')).statusCode, 404);
});

test('revoked and expired links answer 410 with a clear page; unknown ones 404', async () => {
  const link = await makeLink();
  const list = async () => json<PreviewLink[]>(await ed.call('GET', ed.url('pages', pageId, 'previews')));
  assert.ok((await list()).some((p) => p.id === link.id && p.created_by !== null));
  const revoked = await ed.call('DELETE', `${ed.url('pages', pageId, 'previews')}${link.id}/`);
  assert.is(revoked.statusCode, 204, revoked.body);
  assert.not.ok((await list()).some((p) => p.id === link.id), 'the list holds the links that still open');
  const gone = await anonymous(link.path);
  assert.is(gone.statusCode, 410);
  assert.match(gone.body, 'Diese Vorschau ist abgelaufen oder wurde zurückgezogen');
  assert.not.match(gone.body, DRAFT);
  assert.is(gone.headers['cache-control'], 'private, no-store');
  assert.is((await ed.call('DELETE', `${ed.url('pages', pageId, 'previews')}${link.id}/`)).statusCode, 404, 'revoked once');

  const old = await makeLink();
  await t.database.db.update(previewLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(previewLinks.id, old.id));
  assert.is((await anonymous(old.path)).statusCode, 410);
  assert.not.ok((await list()).some((p) => p.id === old.id));

  const unknown = await anonymous(`/en/preview/${'A'.repeat(43)}`);
  assert.is(unknown.statusCode, 404);
  assert.match(unknown.body, 'This preview does not exist');
});

test('making links needs an editor and a sensible time', async () => {
  assert.is((await anonymous(ed.url('pages', pageId, 'previews'))).statusCode, 401);
  assert.is((await ed.call('POST', ed.url('pages', pageId, 'previews'), { days: 0 })).statusCode, 400);
  assert.is((await ed.call('POST', ed.url('pages', pageId, 'previews'), { days: 91 })).statusCode, 400);
  assert.is((await ed.call('POST', ed.url('pages', 999_999, 'previews'), {})).statusCode, 404);
});

test.run();
