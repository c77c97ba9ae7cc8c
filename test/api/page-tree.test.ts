/**
 * The page tree and the menus: moving a page changes its address and its
 * children's, redirects the old ones and the menu follows; 'Im Menü' / 'Im Footer' really add and
 * remove entries; menus leave out pages outside their online window by themselves.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eq } from 'drizzle-orm';
import { collectionUrl } from '../../common/api/admin';
import { type PageSettings, type ValidationErrorBody } from '../../common/api/editor';
import { pageTreeUrl, type AddressCheck, type PageTreeNode } from '../../common/api/page-tree';
import type { NavItem, Navigation } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { setClockOffset } from '../../server/clock';
import { navItems, pages, redirects } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';
import { editorClient, type EditorClient } from '../helpers/editor';
import { caller, sessionAs } from './admin-session';
import { insertPage, json } from './fixtures';

let t: TestApp;
let ed: EditorClient;

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
  ed = await editorClient(t, 'baum-redaktion');
});
test.after(() => {
  setClockOffset(0);
  return t.close();
});

const nav = async (lang = 'de') => json<Navigation>(await t.app.inject({ url: `/pageeditor-api/nav?lang=${lang}` }));
const flat = (items: NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flat(item.children)]);
const tree = async () => json<PageTreeNode[]>(await ed.call('GET', pageTreeUrl('de')));

test('moving a page in the tree changes its address and its children’s, redirects the old ones, and the menu follows', async () => {
  const db = t.database.db;
  const from = await insertPage(db, { pathDe: '/de/alter-ort', pathEn: '/en/old-place', title: l('Alter Ort', 'Old place') });
  const to = await insertPage(db, { pathDe: '/de/neuer-ort', pathEn: '/en/new-place', title: l('Neuer Ort', 'New place') });
  const page = await insertPage(db, { pathDe: '/de/alter-ort/chronik', pathEn: '/en/old-place/chronicle', title: l('Chronik', 'Chronicle'), parentId: from.id });
  const child = await insertPage(db, { pathDe: '/de/alter-ort/chronik/1904', pathEn: '/en/old-place/chronicle/1904', title: l('1904'), parentId: page.id });
  for (const p of [from, to]) assert.is((await ed.call('POST', pageTreeUrl('de', p.id, 'menu'), { menu: 'main', on: true })).statusCode, 200);
  assert.is((await ed.call('POST', pageTreeUrl('de', page.id, 'menu'), { menu: 'main', on: true })).statusCode, 200);
  const before = (await nav()).menu.find((item) => item.url === '/de/alter-ort');
  assert.equal(before?.children.map((c) => [c.menu_name, c.url]), [['Chronik', '/de/alter-ort/chronik']], 'the entry hangs under its parent’s');

  const moved = await ed.call('POST', pageTreeUrl('de', page.id, 'move'), { parent: to.id, position: 0 });
  assert.is(moved.statusCode, 200, moved.body);
  const node = json<PageTreeNode[]>(moved).find((n) => n.id === page.id)!;
  assert.equal(node.urls, { de: '/de/neuer-ort/chronik', en: '/en/new-place/chronicle' });
  const [grandchild] = await db.select().from(pages).where(eq(pages.id, child.id));
  assert.is(grandchild!.pathDe, '/de/neuer-ort/chronik/1904');

  // The old addresses send visitors on; the new ones are the page.
  const old = await t.app.inject({ url: '/de/alter-ort/chronik' });
  assert.is(old.statusCode, 302);
  assert.is(old.headers.location, '/de/neuer-ort/chronik');
  assert.is((await t.app.inject({ url: '/en/old-place/chronicle/1904' })).headers.location, '/en/new-place/chronicle/1904');
  assert.is((await t.app.inject({ url: '/de/neuer-ort/chronik' })).statusCode, 200);

  // The menu follows: the entry now hangs under the new parent’s, with the new address.
  const menu = await nav();
  assert.equal(menu.menu.find((item) => item.url === '/de/neuer-ort')?.children.map((c) => c.url), ['/de/neuer-ort/chronik']);
  assert.equal(menu.menu.find((item) => item.url === '/de/alter-ort')?.children, []);

  // Moved back: no chain of redirects, and the live address redirects nowhere.
  assert.is((await ed.call('POST', pageTreeUrl('de', page.id, 'move'), { parent: from.id, position: 0 })).statusCode, 200);
  const rows = await db.select().from(redirects);
  assert.not.ok(rows.some((r) => r.oldPath === '/de/alter-ort/chronik'), 'the page’s address again: its redirect is gone');
  assert.ok(rows.some((r) => r.oldPath === '/de/neuer-ort/chronik' && r.newPath === '/de/alter-ort/chronik'));
});

test('siblings are ordered by their position; a page never moves under itself, nor onto a taken address', async () => {
  const db = t.database.db;
  const parent = await insertPage(db, { pathDe: '/de/reihe', pathEn: '/en/row', title: l('Reihe', 'Row') });
  const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((x, i) => insertPage(db, { pathDe: `/de/reihe/${x}`, pathEn: `/en/row/${x}`, title: l(x.toUpperCase()), parentId: parent.id, position: i })));
  const res = await ed.call('POST', pageTreeUrl('de', c!.id, 'move'), { parent: parent.id, position: 0 });
  assert.is(res.statusCode, 200, res.body);
  const order = json<PageTreeNode[]>(res).filter((n) => n.parent === parent.id).map((n) => n.title.de);
  assert.equal(order, ['C', 'A', 'B']);

  const below = await ed.call('POST', pageTreeUrl('de', parent.id, 'move'), { parent: a!.id, position: 0 });
  assert.is(below.statusCode, 400);
  assert.equal(json<ValidationErrorBody>(below).errors.map((e) => [e.field, e.code]), [['parent', 'notAllowedHere']]);
  await insertPage(db, { pathDe: '/de/b', pathEn: '/en/b-taken', title: l('Schon da') });
  const taken = await ed.call('POST', pageTreeUrl('de', b!.id, 'move'), { parent: null, position: 0 });
  assert.is(taken.statusCode, 400);
  assert.equal(json<ValidationErrorBody>(taken).errors.map((e) => [e.field, e.code]), [['urls.de', 'taken']]);
  const check = json<AddressCheck>(await ed.call('GET', `${pageTreeUrl('de', 'address')}?path=${encodeURIComponent('/de/reihe/a')}`));
  assert.is(check.problem, 'taken');
});

test("'Im Menü' and 'Im Footer' really add and remove the entry; labels are page titles; page settings and the hub do the same", async () => {
  const db = t.database.db;
  const page = await insertPage(db, { pathDe: '/de/menue-probe', pathEn: '/en/menu-probe', title: l('Menüprobe', 'Menu probe') });
  await ed.call('POST', pageTreeUrl('de', page.id, 'menu'), { menu: 'footer', on: true });
  assert.ok((await nav('en')).footer.some((f) => f.title === 'Menu probe' && f.url === '/en/menu-probe'));
  const node = (await tree()).find((n) => n.id === page.id)!;
  assert.ok(node.menus.footer && !node.menus.main);
  await ed.call('POST', pageTreeUrl('de', page.id, 'menu'), { menu: 'footer', on: false });
  assert.not.ok((await nav()).footer.some((f) => f.url === '/de/menue-probe'));
  assert.equal(await db.select().from(navItems).where(eq(navItems.pageId, page.id)), []);

  // Page settings' 'Im Menü' is the same switch.
  assert.is((await ed.call('PATCH', ed.url('pages', page.id), { in_menu: true })).statusCode, 200);
  assert.ok(flat((await nav()).menu).some((i) => i.menu_name === 'Menüprobe'));
  assert.is((await ed.call('PATCH', ed.url('pages', page.id), { in_menu: false })).statusCode, 200);
  assert.not.ok(flat((await nav()).menu).some((i) => i.menu_name === 'Menüprobe'));

  // A page made in the hub with 'Im Menü' is in the menu once published; never with a '#5' label.
  const hub = caller(t, await sessionAs(t, 'baum-hub', 'editor'));
  const created = await hub.send('POST', collectionUrl('page'), { title: { de: 'Hubseite', en: 'Hub page' }, pathDe: '/de/hubseite', pathEn: '/en/hub-page', inMenu: true, theme: '', variant: 'default' });
  assert.is(created.statusCode, 201, created.body);
  const id = json<{ id: number }>(created).id;
  assert.not.ok(flat((await nav()).menu).some((i) => i.url === '/de/hubseite'), 'a draft stays out of the menu');
  assert.is((await ed.call('POST', ed.url('pages', id, 'publish'))).statusCode, 200);
  assert.ok(flat((await nav()).menu).some((i) => i.menu_name === 'Hubseite' && i.url === '/de/hubseite'));
  // A new address given in the hub redirects too.
  const renamed = await hub.send('PATCH', `${collectionUrl('page')}${id}/`, { pathDe: '/de/hub-seite' });
  assert.is(renamed.statusCode, 200, renamed.body);
  assert.is((await t.app.inject({ url: '/de/hubseite' })).headers.location, '/de/hub-seite');
  assert.ok(flat((await nav()).menu).some((i) => i.url === '/de/hub-seite'));
});

test('an expired page leaves the menus by itself, a page not yet online comes in by itself', async () => {
  const db = t.database.db;
  const soon = new Date(Date.now() + 60 * 60 * 1000);
  const ending = await insertPage(db, { pathDe: '/de/endet-bald', pathEn: '/en/ends-soon', title: l('Endet bald', 'Ends soon'), onlineTo: soon });
  const starting = await insertPage(db, { pathDe: '/de/kommt-bald', pathEn: '/en/comes-soon', title: l('Kommt bald', 'Comes soon'), onlineFrom: soon });
  for (const p of [ending, starting]) {
    await ed.call('POST', pageTreeUrl('de', p.id, 'menu'), { menu: 'main', on: true });
    await ed.call('POST', pageTreeUrl('de', p.id, 'menu'), { menu: 'footer', on: true });
  }
  const names = async () => {
    const n = await nav();
    return [...flat(n.menu).map((i) => i.menu_name), ...n.footer.map((f) => f.title)].filter((x) => x.endsWith('bald'));
  };
  // The first answers are cached (anonymous, public); the cache must not outlive the window's end.
  assert.equal(await names(), ['Endet bald', 'Endet bald']);
  assert.equal(await names(), ['Endet bald', 'Endet bald']);
  const html = async () => (await t.app.inject({ url: '/de/neuer-ort' })).body;
  assert.match(await html(), 'Endet bald');
  setClockOffset(soon.getTime() - Date.now() + 1000);
  try {
    assert.equal(await names(), ['Kommt bald', 'Kommt bald']);
    assert.not.match(await html(), 'Endet bald');
  } finally {
    setClockOffset(0);
  }
});

test('a page created from the toolbar starts from its template, under its parent, at the end', async () => {
  const parent = (await tree()).find((n) => n.urls.de === '/de/neuer-ort')!;
  const res = await ed.call('POST', ed.url('pages'), { title: { de: 'Sommerfest', en: 'Summer party' }, urls: { de: '/de/neuer-ort/sommerfest', en: '/en/new-place/summer-party' }, parent: parent.id, template: 'headline', in_menu: true });
  assert.is(res.statusCode, 201, res.body);
  const id = json<PageSettings>(res).id;
  const node = (await tree()).find((n) => n.id === id)!;
  assert.is(node.is_published, false);
  assert.ok(node.menus.main);
  assert.is(node.position, Math.max(...(await tree()).filter((n) => n.parent === parent.id).map((n) => n.position)));
  const page = await ed.call('GET', '/de/pageeditor-api/page/neuer-ort/sommerfest');
  assert.match(page.body, 'Sommerfest');
  assert.is((await ed.call('POST', ed.url('pages'), { title: { de: 'X' }, urls: { de: '/de/x', en: '/en/x' }, template: 'fancy' })).statusCode, 400);
});

test.run();
