/**
 * A list module takes its items inside its own dialog, by keyboard alone. A new
 * FAQ is opened from the structure panel; its items are added, moved, edited and removed without the
 * dialog ever closing (the same <dialog> element stays open), then the list is saved. The API holds
 * the items in the new order and the page's section shows them so. Escape in an item's form closes
 * only that form; axe finds nothing with an item's form open. An item form still open when the list
 * is saved is saved with it, or stops the save with its reasons.
 */
import type { ElementHandle, Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule } from '../../common/api/editor';
import { moduleLabel } from '../../editor/overlay/module-kinds';
import { axeCheck, formatViolations } from '../helpers/browser';
import { useBrowser } from './harness';
import { addSection, apiCall, editorServer, itemSaved, markAlertsSeen, openPanel, signIn, tEditor, waitForSaved } from './editor-steps';
import { sectionChanged, sectionHtml } from './editor-form-steps';

const test = suite('editor: a list’s items in its own dialog, by keyboard');
const open = useBrowser(test, { consentDecided: true });
const s = tEditor('de');

let page: Page;

/** Presses Tab (Shift+Tab with `back`) until the focus is on `selector`. */
async function tabTo(selector: string, back = false): Promise<void> {
  for (let step = 0; step < 80; step++) {
    if (await page.evaluate((sel: string) => document.activeElement?.matches(sel) ?? false, selector)) return;
    if (back) await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    if (back) await page.keyboard.up('Shift');
  }
  throw new Error(`Tab never reached ${selector}; the focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}`);
}

const focusIsIn = (selector: string) => page.waitForFunction((sel: string) => Boolean(document.activeElement?.closest(sel)), {}, selector);
const rowIds = () => page.$$eval('dialog[open] [data-list-items] li[data-item]', (rows) => rows.map((r) => Number(r.getAttribute('data-item'))));
const FIRST_FIELD = 'dialog[open] [data-item-form="faq-item"] [data-field="headline"] input';
const CONTENT = 'dialog[open] [data-item-form="faq-item"] [data-field="content"] [contenteditable="true"]';
const ADD = 'dialog[open] [data-add-item="faq-item"]';

/** Fills the open item form by keyboard and saves it with Enter in its first field; answers the item's id. */
async function fillAndEnter(headline: string, answer: string): Promise<number> {
  await focusIsIn(FIRST_FIELD);
  await page.keyboard.type(headline);
  await tabTo(CONTENT);
  await page.keyboard.type(answer);
  await tabTo(FIRST_FIELD, true);
  await markAlertsSeen(page);
  await page.keyboard.press('Enter');
  return itemSaved(page, 'de');
}

test('a new FAQ takes, moves, edits and removes its items in one dialog, by keyboard alone', async () => {
  const visit = await open({ server: await editorServer() });
  page = visit.page;
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(visit, 'de', '/de?edit');
  const slug = await addSection(page, 'de', '100');
  const empty = await sectionHtml(page, slug);

  // The structure panel (Enter on its button), its column's add button, the FAQ kind.
  await openPanel(page, 'de', slug);
  const column = `[data-structure-panel="${slug}"] [data-column="0"]`;
  await tabTo(`${column} > button`);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${column} [data-module-kind="faq"]`);
  await tabTo(`${column} [data-module-kind="faq"]`);
  await page.keyboard.press('Enter');
  const form = await page.waitForSelector('dialog[open] [data-module-form="faq"]');
  const dialog = (await form!.evaluateHandle((f) => f.closest('dialog')!)) as ElementHandle<HTMLDialogElement>;
  const sameDialog = async (when: string) => assert.ok(await dialog.evaluate((d) => d.open && d.isConnected && document.querySelectorAll('dialog[open]').length === 1), `the list’s dialog stays open ${when}`);

  // The first item of a list not saved yet: the list is saved, and its item's form opens in the same dialog.
  await tabTo(ADD);
  await page.keyboard.press('Enter');
  const first = await fillAndEnter('Wann öffnet die Kasse?', 'Eine Stunde vor Beginn.');
  await sameDialog('after the list was saved for its first item');
  await page.waitForFunction((id: number) => document.activeElement?.matches(`[data-item="${id}"] [data-action="edit"]`), {}, first);
  const list = (await apiCall<EditorModule>(page, 'get', `/de/pageeditor-api/modules/${first}/`)).body.parent!;
  assert.ok(list, 'the item belongs to the new list');

  await tabTo(ADD);
  await page.keyboard.press('Enter');
  const second = await fillAndEnter('Gibt es Ermäßigungen?', 'Ja, für Studierende.');
  await sameDialog('after the second item');
  assert.equal(await rowIds(), [first, second]);

  // Escape in an item's form closes that form only; the focus goes back to what opened it.
  await tabTo(ADD);
  await page.keyboard.press('Enter');
  await focusIsIn(FIRST_FIELD);
  await page.keyboard.type('Verworfen');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-item-form]'));
  await sameDialog('after Escape in an item form');
  await page.waitForFunction((sel: string) => document.activeElement?.matches(sel), {}, ADD);

  // With an item's form open: axe finds nothing, and a look at it in a wide and a narrow window.
  await tabTo(`[data-item="${first}"] [data-action="edit"]`, true);
  await page.keyboard.press('Enter');
  await focusIsIn(FIRST_FIELD);
  const violations = await axeCheck(page);
  assert.is(violations.length, 0, formatViolations(violations));
  for (const width of [1366, 390]) {
    await page.setViewport({ width, height: width > 800 ? 900 : 844 });
    await page.screenshot({ path: `/tmp/listitems-${width}.png` });
  }
  await page.setViewport({ width: 1366, height: 900 });
  // Editing it: the new headline, Enter saves, the focus is back on its 'Bearbeiten'.
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.type('Wann öffnet die Abendkasse?');
  await markAlertsSeen(page);
  await page.keyboard.press('Enter');
  assert.is(await itemSaved(page, 'de'), first);
  await page.waitForFunction((id: number) => document.activeElement?.matches(`[data-item="${id}"] [data-action="edit"]`), {}, first);

  // The second above the first: the focus stays with the moved item ('nach oben' is now disabled, so 'nach unten').
  const up = `[data-item="${second}"] [data-action="up"]`;
  assert.is(await page.$eval(up, (b) => b.getAttribute('aria-label')), s.itemUp({ item: s.item({ name: moduleLabel('faq-item', 'de'), n: 2 }) }));
  await tabTo(up);
  await page.keyboard.press('Enter');
  await page.waitForFunction((a: number, b: number) => [...document.querySelectorAll('dialog[open] [data-list-items] li[data-item]')].map((r) => Number(r.getAttribute('data-item'))).join() === `${b},${a}`, {}, first, second);
  await page.waitForFunction((id: number) => document.activeElement?.matches(`[data-item="${id}"] [data-action="down"]`), {}, second);
  await sameDialog('after a move');

  // A third item, removed again: the focus goes to its neighbour.
  await tabTo(ADD);
  await page.keyboard.press('Enter');
  const third = await fillAndEnter('Darf ich fotografieren?', 'Nein.');
  await tabTo(`[data-item="${third}"] [data-action="delete"]`);
  await page.keyboard.press('Enter');
  await page.waitForFunction((id: number) => !document.querySelector(`[data-item="${id}"]`), {}, third);
  await page.waitForFunction((id: number) => document.activeElement?.matches(`[data-item="${id}"] [data-action="edit"]`), {}, first);
  await sameDialog('after a removal');
  assert.equal(await rowIds(), [second, first]);

  // The list saved while a new item's form is open and half filled: the save stops at the item's
  // reasons instead of dropping what was typed (it was dropped without a word).
  const SUBMIT = 'dialog[open] [data-module-form="faq"] button[type="submit"]';
  await tabTo(ADD);
  await page.keyboard.press('Enter');
  await focusIsIn(FIRST_FIELD);
  await tabTo(CONTENT);
  await page.keyboard.type('Ja, im Foyer.');
  await markAlertsSeen(page);
  await tabTo(SUBMIT);
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog[open] [data-item-form] > [role="alert"]');
  await focusIsIn('dialog[open] [data-item-form="faq-item"] [data-field="headline"]');
  await sameDialog('when the open item could not be taken over');
  // The missing question typed, the list saved again: the item goes in with it.
  await page.keyboard.type('Gibt es eine Garderobe?');
  await markAlertsSeen(page);
  await tabTo(SUBMIT);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  await waitForSaved(page, 'de');

  const saved = (await apiCall<EditorModule>(page, 'get', `/de/pageeditor-api/modules/${list}/`)).body;
  assert.equal(saved.children.slice(0, 2).map((c) => c.id), [second, first], 'the API holds the items in the new order');
  assert.match(JSON.stringify(saved.children[1]!.data), 'Wann öffnet die Abendkasse?');
  assert.is(saved.children.length, 3, 'the item open when the list was saved is saved too');
  assert.match(JSON.stringify(saved.children[2]!.data), 'Gibt es eine Garderobe?');
  assert.match(JSON.stringify(saved.children[2]!.data), 'Ja, im Foyer.');
  assert.is((await apiCall(page, 'get', `/de/pageeditor-api/modules/${third}/`)).status, 404, 'the removed item is gone');
  const html = await sectionChanged(page, slug, empty);
  const [a, b] = [html.indexOf('Gibt es Ermäßigungen?'), html.indexOf('Wann öffnet die Abendkasse?')];
  assert.ok(a >= 0 && b > a, `the section shows both items, the moved one first: ${html.slice(0, 300)}`);
  assert.not.ok(html.includes('Darf ich fotografieren?'));
});

test('a new list saved for its first item keeps what is typed in its own fields afterwards as a draft', async () => {
  const visit = await open({ server: await editorServer() });
  page = visit.page;
  await signIn(visit, 'de', '/de?edit');
  const slug = await addSection(page, 'de', '100');
  await openPanel(page, 'de', slug);
  const column = `[data-structure-panel="${slug}"] [data-column="0"]`;
  await tabTo(`${column} > button`);
  await page.keyboard.press('Enter');
  // The anchor list is among the further kinds, behind 'Mehr'.
  await page.waitForSelector(`${column} [data-module-kind]`);
  await page.$$eval(`${column} [role="group"] button`, (buttons, more) => buttons.find((b) => b.textContent === more)?.focus(), s.more());
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${column} [data-module-kind="anchor-list"]`);
  await tabTo(`${column} [data-module-kind="anchor-list"]`);
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog[open] [data-module-form="anchor-list"]');
  await tabTo('dialog[open] [data-add-item="anchor-item"]');
  await page.keyboard.press('Enter');
  await focusIsIn('dialog[open] [data-item-form="anchor-item"] [data-field="link_text"]');
  await page.keyboard.type('Zum Programm');
  await tabTo('dialog[open] [data-item-form="anchor-item"] [data-field="anchor"] input');
  await page.keyboard.type('programm');
  await markAlertsSeen(page);
  await page.keyboard.press('Enter');
  await itemSaved(page, 'de');
  // The list is saved now, so no draft of it is shown as kept.
  await page.waitForFunction(() => !document.querySelector('dialog[open] [data-draft-kept]'));

  // Its own field changed after that: kept in the browser again (it was not: the saved create had ended the draft).
  await tabTo('dialog[open] [data-module-form="anchor-list"] [data-field="sticky"] input', true);
  await page.keyboard.press('Space');
  await page.waitForSelector('dialog[open] [data-draft-kept]');
});

test.run();
