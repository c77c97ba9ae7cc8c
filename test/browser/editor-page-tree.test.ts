/**
 * The page tree in the browser: 'Neue Seite' from the page the editor stands on (address
 * suggested from the title below the parent's, the page made as a draft and opened in edit mode), the
 * page tree's keyboard moves and menu switches, and a forced 400 on the save of each of these dialogs
 * and of the hub's item form shows its message (no silent failure).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import type { FieldError } from '../../common/api/editor';
import type { PageTreeNode } from '../../common/api/page-tree';
import de from '../../common/i18n/de/page-tree';
import { errorMessage } from '../../common/modules/error-message';
import { useBrowser } from './harness';
import { apiCall, byText, click, editorServer, refuseNext, signIn } from './editor-steps';

const test = suite('editor: new page and page tree');
const open = useBrowser(test, { consentDecided: true });

const text = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLElement).innerText);

test("'Neue Seite' under 'Das Haus': address from the title, a draft in edit mode; a refusal shows at its field and in the summary", async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/de/haus?edit');
  await click(page, de.newPage, '[data-editor-toolbar]');
  await page.waitForSelector('dialog[open] [data-new-page]');
  // The parent list comes with the tree; the page the editor stands on is chosen in it.
  await page.waitForFunction(() => (document.querySelector('dialog[open] [data-new-page] select') as HTMLSelectElement | null)?.selectedOptions[0]?.textContent?.trim() === 'Das Haus');
  const stamp = Date.now().toString(36);
  const inputs = await page.$$('dialog[open] [data-new-page] input:not([type])');
  await inputs[0]!.type(`Sommerfest ${stamp}`);
  await inputs[2]!.type(`Summer party ${stamp}`);
  await page.waitForFunction((want: string) => (document.querySelectorAll('dialog[open] [data-new-page] input:not([type])')[1] as HTMLInputElement).value === want, {}, `/de/haus/sommerfest-${stamp}`);
  await page.waitForFunction((free: string) => document.querySelector('[data-field-message="urls.de"]')?.textContent === free, {}, de.addressFree);

  const refused: FieldError[] = [
    { field: 'urls.de', code: 'taken' },
    { field: 'og_type', code: 'notOption' },
  ];
  await refuseNext(page, (r) => r.url().endsWith('/de/pageeditor-api/pages/'), refused);
  await click(page, de.create, 'dialog[open]');
  const summary = await page.waitForSelector('dialog[open] [data-new-page-summary]');
  assert.match(await summary!.evaluate((el) => (el as HTMLElement).innerText), errorMessage(refused[1]!, 'de'), 'a field the dialog does not show is named in the summary');
  assert.is(await text(page, '[data-field-message="urls.de"]'), errorMessage(refused[0]!, 'de'), 'the address shows its message at the field');

  await Promise.all([page.waitForNavigation(), click(page, de.create, 'dialog[open]')]);
  assert.is(new URL(page.url()).pathname, `/de/haus/sommerfest-${stamp}`);
  await page.waitForSelector('[data-editor-toolbar] [data-draft-line]');
  const anonymous = await page.evaluate(async (path: string) => (await fetch(path, { credentials: 'omit' })).status, `/de/haus/sommerfest-${stamp}`);
  assert.is(anonymous, 404, 'visitors do not see the new page');
});

test('the page tree moves a page by keyboard, redirects its old address, switches its menu entry; refusals are shown', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/de/haus?edit');
  const stamp = Date.now().toString(36);
  const tree = await apiCall<PageTreeNode[]>(page, 'get', '/de/pageeditor-api/page-tree/');
  const house = tree.body.find((n) => n.urls.de === '/de/haus')!;
  const made = await apiCall<{ id: number }>(page, 'post', '/de/pageeditor-api/pages/', { title: { de: `Baumprobe ${stamp}`, en: `Tree probe ${stamp}` }, urls: { de: `/de/haus/baum-${stamp}`, en: `/en/house/tree-${stamp}` }, parent: house.id, is_online: true });
  assert.is(made.status, 201);
  await apiCall(page, 'post', `/de/pageeditor-api/pages/${made.body.id}/publish/`, {});

  await click(page, de.pageTree, '[data-editor-toolbar]');
  const row = `dialog[open] [data-page-tree-node="${made.body.id}"] > div`;
  await page.waitForSelector(row);
  const status = 'dialog[open] [data-page-tree-status]';

  // A refused move says why.
  await refuseNext(page, (r) => r.url().includes(`/page-tree/${made.body.id}/move/`), [{ field: 'urls.de', code: 'taken' }]);
  await (await page.waitForSelector(`${row} button[aria-label="${`Baumprobe ${stamp} eine Ebene höher`}"]`))!.click();
  await page.waitForFunction((sel: string, want: string) => document.querySelector(sel)?.textContent === want, {}, status, errorMessage({ field: 'urls.de', code: 'taken' }, 'de'));

  // The keyboard way: focus the button and press Enter.
  await page.focus(`${row} button[aria-label="${`Baumprobe ${stamp} eine Ebene höher`}"]`);
  await page.keyboard.press('Enter');
  await page.waitForFunction((sel: string, want: string) => document.querySelector(sel)?.textContent?.includes(want), {}, status, `/de/baum-${stamp}`);
  const old = await page.evaluate(async (path: string) => {
    const r = await fetch(path, { credentials: 'omit', redirect: 'manual' });
    return r.type === 'opaqueredirect' ? 'redirect' : String(r.status);
  }, `/de/haus/baum-${stamp}`);
  assert.is(old, 'redirect', 'the old address redirects');

  // 'Im Menü' really puts it into the menu visitors get.
  await (await page.waitForSelector(`${row} input[aria-label="${`${de.inMenu}: Baumprobe ${stamp}`}"]`))!.click();
  await page.waitForFunction((sel: string, want: string) => document.querySelector(sel)?.textContent?.includes(want), {}, status, de.inMenu);
  const menu = await page.evaluate(async () => (await fetch('/pageeditor-api/nav?lang=de', { credentials: 'omit' })).text());
  assert.match(menu, `Baumprobe ${stamp}`);
  assert.not.match(menu, /"#\d+"/, 'no code-like labels');

  // A refused menu switch says why too.
  await refuseNext(page, (r) => r.url().includes(`/page-tree/${made.body.id}/menu/`), [{ field: 'menu', code: 'notOption' }]);
  await (await page.waitForSelector(`${row} input[aria-label="${`${de.inFooter}: Baumprobe ${stamp}`}"]`))!.click();
  await page.waitForFunction((sel: string, want: string) => document.querySelector(sel)?.textContent === want, {}, status, errorMessage({ field: 'menu', code: 'notOption' }, 'de'));
});

test("the hub's item form names a refused field it does not show", async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/cms-hub/seitenbaum/');
  await page.waitForSelector('[data-page-tree] [data-page-tree-node]');
  await visit.goto('/cms-hub/pages/page/new/');
  await page.waitForSelector('form input');
  await refuseNext(page, (r) => r.url().includes('/cms-api/'), [{ field: 'publish_at', code: 'notDate' }]);
  await (await byText(page, 'Speichern', 'form'))!.click();
  await page.waitForFunction((want: string) => [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes(want)), {}, errorMessage({ field: 'publish_at', code: 'notDate' }, 'de'));
});

test.run();
