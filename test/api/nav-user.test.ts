import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ApiError, LoginState, Navigation } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { navItems } from '../../server/db/schema';
import { createTestApp, loginAsEditor, type TestApp } from '../helpers/app';
import { insertPage, json } from './fixtures';

let t: TestApp;
let editor: string;

test.before(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.delete(navItems);
  editor = await loginAsEditor(t);
  const programme = await insertPage(db, { pathDe: '/de/test-programm', pathEn: '/en/test-events', title: l('Programm', 'Events') });
  const visit = await insertPage(db, { pathDe: '/de/test-besuch', pathEn: '/en/test-visit', title: l('Besuch', 'Visit') });
  const draft = await insertPage(db, { pathDe: '/de/test-entwurf', pathEn: '/en/test-draft', title: l('Entwurf'), isOnline: false });

  const [house] = await db.insert(navItems).values({ menu: 'main', position: 2, pageId: visit.id, label: l('Ihr Besuch', 'Your visit'), hasTabNavigation: true }).returning();
  await db.insert(navItems).values([
    { menu: 'main', position: 1, pageId: programme.id },
    { menu: 'main', position: 3, pageId: draft.id },
    { menu: 'main', parentId: house!.id, position: 2, url: l('https://maps.example.org/anfahrt', 'https://maps.example.org/directions'), label: l('Anfahrt', 'Directions') },
    { menu: 'main', parentId: house!.id, position: 1, pageId: programme.id, label: l('Heute') },
    { menu: 'top', position: 1, url: l('https://shop.example.org'), label: l('Shop') },
    { menu: 'footer', position: 1, pageId: visit.id },
    { menu: 'footer', position: 2, url: l('https://www.bundesjustizamt.de/hinweisgeber'), label: l('Hinweisgeberschutzgesetz', 'Whistleblower Protection Act') },
  ]);
});
test.after(() => t.close());

test('page items link to the page in the language and take its title when they have no label', async () => {
  const nav = json<Navigation>(await t.app.inject({ url: '/pageeditor-api/nav?lang=en' }));
  assert.equal(nav.menu[0], { url: '/en/test-events', menu_name: 'Events', external: false, children: [], has_tab_navigation: false });
  assert.is(nav.menu[1]!.menu_name, 'Your visit');
  assert.is(nav.menu[1]!.has_tab_navigation, true);
});

test('German is the default language of the navigation', async () => {
  const nav = json<Navigation>(await t.app.inject({ url: '/pageeditor-api/nav' }));
  assert.equal(nav.menu.map((i) => i.url), ['/de/test-programm', '/de/test-besuch']);
});

test('submenus come in position order and external items are marked external', async () => {
  const nav = json<Navigation>(await t.app.inject({ url: '/pageeditor-api/nav?lang=en' }));
  const children = nav.menu[1]!.children;
  assert.equal(children.map((i) => [i.menu_name, i.url, i.external]), [
    ['Heute', '/en/test-events', false],
    ['Directions', 'https://maps.example.org/directions', true],
  ]);
  assert.equal(nav.top.map((i) => [i.menu_name, i.external]), [['Shop', true]]);
});

test('footer links carry title, url and whether they leave the site', async () => {
  const nav = json<Navigation>(await t.app.inject({ url: '/pageeditor-api/nav?lang=en' }));
  assert.equal(nav.footer, [
    { title: 'Visit', url: '/en/test-visit', external: false },
    { title: 'Whistleblower Protection Act', url: 'https://www.bundesjustizamt.de/hinweisgeber', external: true },
  ]);
});

test('offline pages are left out for anonymous visitors and shown to editors', async () => {
  const anonymous = json<Navigation>(await t.app.inject({ url: '/pageeditor-api/nav' }));
  assert.not.ok(anonymous.menu.some((i) => i.url === '/de/test-entwurf'));
  const forEditor = json<Navigation>(await t.app.inject({ url: '/pageeditor-api/nav', headers: { cookie: editor } }));
  assert.ok(forEditor.menu.some((i) => i.url === '/de/test-entwurf'));
});

test('a bad language is 400', async () => {
  assert.is((await t.app.inject({ url: '/pageeditor-api/nav?lang=xx' })).statusCode, 400);
});

test('the user call is 401 with message and status code for anonymous visitors', async () => {
  const res = await t.app.inject({ url: '/pageeditor-api/user' });
  assert.is(res.statusCode, 401);
  const body = json<ApiError>(res);
  assert.is(body.statusCode, 401);
  assert.type(body.message, 'string');
  assert.is(res.headers['cache-control'], 'private, no-store');
});

test('a forged session cookie is still anonymous', async () => {
  const res = await t.app.inject({ url: '/pageeditor-api/user', headers: { cookie: 'sessionid=not-a-session' } });
  assert.is(res.statusCode, 401);
});

test('the user call gives the login state of a valid session, never cached', async () => {
  const res = await t.app.inject({ url: '/pageeditor-api/user?lang=en', headers: { cookie: editor } });
  assert.is(res.statusCode, 200);
  assert.is(res.headers['cache-control'], 'private, no-store');
  const state = json<LoginState>(res);
  assert.is(state.logged, true);
  assert.is(state.username, 'editor-test');
  assert.is(state.first_name, 'Erika');
  assert.is(state.last_name, 'Muster');
  assert.ok(state.admin_menus.some((m) => m.url === '/cms-hub'));
  assert.ok(state.navigation.menu.some((i) => i.url === '/en/test-draft'));
});

test.run();
