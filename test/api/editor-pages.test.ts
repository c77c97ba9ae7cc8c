/** Page settings and the link picker with stored references. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule, LinkTarget, PageOption, PageSettings, ValidationErrorBody } from '../../common/api/editor';
import type { Page } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { suggestPath } from '../../common/slugify';
import { createTestApp, type TestApp } from '../helpers/app';
import { editorClient, type EditorClient } from '../helpers/editor';
import { insertPage, insertSection, json } from './fixtures';

let t: TestApp;
let ed: EditorClient;
let pageId: number;

test.before(async () => {
  t = await createTestApp();
  ed = await editorClient(t, 'seiten-redaktion');
  pageId = (await insertPage(t.database.db, { pathDe: '/de/ueber-uns', pathEn: '/en/about-us', title: l('Über uns', 'About us') })).id;
});
test.after(() => t.close());

test('page settings are read and written in both languages, with the editor who saved', async () => {
  const read = json<PageSettings>(await ed.call('GET', ed.url('pages', pageId)));
  assert.equal(read.title, { de: 'Über uns', en: 'About us' });
  const res = await ed.call('PATCH', ed.url('pages', pageId), {
    title: { de: 'Über das Haus' },
    meta_description: { de: 'Alles über das Haus', en: 'All about the house' },
    og_title: { en: 'The house' },
    in_menu: true,
    is_online: false,
    urls: { de: suggestPath('Über das Haus', 'de'), en: '/en/about-the-house' },
  });
  assert.is(res.statusCode, 200, res.body);
  const saved = json<PageSettings>(res);
  assert.equal(saved.title, { de: 'Über das Haus', en: 'About us' });
  assert.equal(saved.urls, { de: '/de/ueber-das-haus', en: '/en/about-the-house' });
  assert.is(saved.in_menu, true);
  assert.is(saved.updated_by, 'seiten-redaktion');
  // Offline now: editors still see it, visitors do not (SPEC §4, §6).
  assert.is((await t.app.inject({ url: '/de/pageeditor-api/page/ueber-das-haus' })).statusCode, 404);
  assert.is((await t.app.inject({ url: '/de/pageeditor-api/page/ueber-das-haus', headers: { cookie: ed.cookie } })).statusCode, 200);
});

test('URLs keep their language prefix and stay unique; a page never becomes its own ancestor', async () => {
  const other = await insertPage(t.database.db, { pathDe: '/de/kind', pathEn: '/en/child', parentId: pageId });
  const res = await ed.call('PATCH', ed.url('pages', pageId), { urls: { de: '/en/falsch', en: '/en/child' }, title: { de: ' ' }, parent: other.id });
  assert.is(res.statusCode, 400);
  const errors = Object.fromEntries(json<ValidationErrorBody>(res).errors.map((e) => [e.field, e.code]));
  assert.equal(errors, { 'urls.de': 'urlFormat', 'urls.en': 'taken', 'title.de': 'required', parent: 'notAllowedHere' });
});

test('a new page needs its URLs and a German title; the parent picker finds it', async () => {
  const missing = await ed.call('POST', ed.url('pages'), { title: { de: 'Neu' } });
  assert.is(missing.statusCode, 400);
  const created = await ed.call('POST', ed.url('pages'), { title: { de: 'Anfahrt', en: 'Directions' }, urls: { de: '/de/anfahrt', en: '/en/directions' }, parent: pageId });
  assert.is(created.statusCode, 201, created.body);
  const options = json<PageOption[]>(await ed.call('GET', `${ed.url('pages')}?q=anfahrt`));
  assert.ok(options.some((o) => o.url === '/de/anfahrt' && o.title === 'Anfahrt'));
});

test('the link picker finds pages, events, productions and articles as you type', async () => {
  const pages = json<LinkTarget[]>(await ed.call('GET', `${ed.url('links')}?q=haus`));
  assert.ok(pages.some((p) => p.kind === 'page' && p.ref && '$page' in p.ref));
  for (const kind of ['event', 'production', 'article'] as const) {
    const all = json<LinkTarget[]>(await ed.call('GET', `${ed.url('links')}?kind=${kind}&q=e`));
    assert.ok(all.length > 0 && all.every((x) => x.kind === kind), kind);
    // Dates tell equal titles apart in the editor's words and Berlin time, never as ISO.
    if (kind === 'event') assert.ok(all.every((x) => /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/.test(x.detail)), all.map((x) => x.detail).join(' | '));
    assert.not.ok(all.some((x) => /\d{4}-\d{2}-\d{2}/.test(x.detail)), kind);
  }
  assert.equal(json<LinkTarget[]>(await ed.call('GET', `${ed.url('links')}?q=`)), []);
  assert.is((await ed.call('GET', `${ed.url('links')}?q=${encodeURIComponent('%_\\')}`)).statusCode, 200);
});

test('a stored page link follows the page when its URL changes', async () => {
  const target = await insertPage(t.database.db, { pathDe: '/de/alt', pathEn: '/en/old', title: l('Ziel') });
  const host = await insertPage(t.database.db, { pathDe: '/de/linkseite', pathEn: '/en/link-page' });
  await insertSection(t.database.db, { slug: 'link-section', pageId: host.id });
  const created = await ed.call('POST', ed.url('modules'), { type: 'link', section: 'link-section', data: { link_text: 'Zum Ziel', link: { $page: target.id } } });
  assert.is(created.statusCode, 201, created.body);
  assert.equal(json<EditorModule>(created).refs[`page:${target.id}`]!.url, '/de/alt');
  await ed.call('PATCH', ed.url('pages', target.id), { urls: { de: '/de/neu', en: '/en/new' } });
  assert.is((await ed.call('POST', ed.url('pages', host.id, 'publish'))).statusCode, 200);
  const read = async (lang: string, path: string) => json<Page>(await t.app.inject({ url: `/${lang}/pageeditor-api/page/${path}` })).modules[0]!.columns[0]!.children[0]!.data.link;
  assert.is(await read('de', 'linkseite'), '/de/neu');
  assert.is(await read('en', 'link-page'), '/en/new');
  const resolved = json<LinkTarget>(await ed.call('GET', `${ed.url('links', 'resolve')}?ref=page:${target.id}`));
  assert.is(resolved.url, '/de/neu');
});

test.run();
