/**
 * SPEC §4: a 401 while editing opens the login modal; after signing in, the
 * request that failed is sent again and the save lands. The session cookie is deleted mid-edit.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule } from '../../common/api/editor';
import { useBrowser } from './harness';
import { addSection, apiCall, click, DEMO, dropSessionCookie, editorServer, fillField, openNewModule, saveForm, signIn, tEditor, tLogin, waitForSaved } from './editor-steps';

const test = suite('editor: session ends mid-edit');
const open = useBrowser(test, { consentDecided: true });

test('deleting the session cookie and saving opens the login modal; after signing in the save lands', async () => {
  const server = await editorServer();
  const s = tEditor('de');
  const visit = await open({ server });
  const { page } = visit;
  await signIn(visit, 'de', '/de?edit');
  const slug = await addSection(page, 'de', '100');
  await openNewModule(page, 'de', slug, 0, 'headline');
  await fillField(page, 'content', 'Vor dem Ablauf');
  await saveForm(page, 'de');

  await click(page, s.edit(), `[data-structure-panel="${slug}"]`);
  await page.waitForSelector('dialog[open] [data-module-form="headline"]');
  await fillField(page, 'content', 'Nach der Anmeldung gespeichert');
  await dropSessionCookie(page);
  await click(page, s.save(), 'dialog[open]');

  // The login modal asks; the module form stays behind it with the input.
  const login = tLogin('de');
  await page.waitForFunction((text: string) => [...document.querySelectorAll('dialog[open] p')].some((p) => p.textContent === text), {}, login.loginAgain());
  const name = await page.waitForSelector('dialog[open] input[name=login]');
  await name!.type(DEMO.login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  // Signed in, the modal and then the module form close: the save was sent again and landed.
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  await waitForSaved(page, 'de');

  const id = await page.$eval(`[data-structure-panel="${slug}"] li[data-module-id]`, (li) => Number(li.getAttribute('data-module-id')));
  const stored = await apiCall<EditorModule>(page, 'get', `/de/pageeditor-api/modules/${id}/`);
  assert.is(stored.status, 200);
  assert.is(stored.body.data.content, 'Nach der Anmeldung gespeichert');
  const text = await page.$eval(`[id="${slug}"]`, (el) => el.textContent);
  assert.ok(text?.includes('Nach der Anmeldung gespeichert'), 'the page shows the saved text');
});

test('with a session hint but no session, ?edit opens the login modal', async () => {
  const server = await editorServer();
  const visit = await open({ server });
  const { page } = visit;
  await signIn(visit, 'de', '/de');
  await dropSessionCookie(page);
  await visit.goto('/de?edit');
  await page.waitForSelector('dialog[open] input[name=login]');
  assert.ok(await page.$('dialog[open] input[name=password]'));
});

test('a visitor without any session opening ?edit signs in first and comes back to the page in edit mode', async () => {
  const server = await editorServer();
  const visit = await open({ server });
  const { page } = visit;
  await visit.goto('/de?edit');
  await page.waitForSelector('input[name=login]');
  const login = new URL(page.url());
  assert.is(login.pathname, '/accounts/login/');
  assert.is(login.searchParams.get('next'), '/de?edit=');
  assert.not.ok(visit.requests.some((u) => u.includes('/assets/editor/')), 'no editor byte before signing in');
  await page.focus('input[name=login]');
  await page.keyboard.type(DEMO.login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  await page.waitForSelector('[data-section-outline]');
  const back = new URL(page.url());
  assert.is(back.pathname, '/de');
  assert.ok(back.searchParams.has('edit'), page.url());
});

test.run();
