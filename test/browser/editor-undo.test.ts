/**
 * Undo and redo across the page. Duplicate, delete, create,
 * move and edit of sections and modules go back and forward step by step, by the toolbar's buttons
 * and by Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y; the API state comes back exactly, and a screen reader hears
 * what was undone. Inside a text field Ctrl+Z stays the field's own.
 */
import type { KeyInput, Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule, EditorSection } from '../../common/api/editor';
import type { Page as CmsPage } from '../../common/api/types';
import { useBrowser, type Visit } from './harness';
import { addSection, apiCall, click, createPage, editorServer, fillField, openNewModule, openPanel, saveForm, signIn, tEditor, tHistory } from './editor-steps';
import { networkQuiet } from '../helpers/browser';

const test = suite('editor: undo and redo across the page');
const open = useBrowser(test, { consentDecided: true });

test('a duplicated and a deleted module come and go back step by step with undo', async () => {
  const s = tEditor('de');
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(visit, 'de', '/de?edit');
  const slug = await addSection(page, 'de', '100');
  await openNewModule(page, 'de', slug, 0, 'headline');
  await fillField(page, 'content', 'Einmal');
  await saveForm(page, 'de');
  await openPanel(page, 'de', slug);
  const items = `[data-structure-panel="${slug}"] li[data-module-id]`;
  const count = (n: number) => page.waitForFunction((sel: string, wanted: number) => document.querySelectorAll(sel).length === wanted, {}, items, n);

  await click(page, s.duplicate(), items);
  await count(2);
  await click(page, s.delete(), `${items}:last-child`);
  await count(1);
  await click(page, s.undo(), '[data-editor-toolbar]');
  await count(2);
  await click(page, s.undo(), '[data-editor-toolbar]');
  await count(1);
  const text = await page.$eval(`[id="${slug}"]`, (el) => el.textContent ?? '');
  assert.is(text.split('Einmal').length - 1, 1, 'one headline again');
});

/** A page of its own with a 50-50 section (headline, quote) and a 100 section (headline, quote). */
async function pageWithContent(visit: Visit): Promise<string> {
  const { id, path } = await createPage(visit.page, 'Undo-Probe');
  const first = await apiCall<EditorSection>(visit.page, 'post', '/de/pageeditor-api/sections/', { page: id, layout: '50-50' });
  const second = await apiCall<EditorSection>(visit.page, 'post', '/de/pageeditor-api/sections/', { page: id, layout: '100' });
  for (const [section, column, type, data] of [
    [first.body.slug, 0, 'headline', { content: 'Alte Überschrift', headline_level: 2 }],
    [first.body.slug, 1, 'quote', { content: 'Ein erstes Zitat', author: 'Erika' }],
    [second.body.slug, 0, 'headline', { content: 'Zweiter Abschnitt', headline_level: 2 }],
    [second.body.slug, 0, 'quote', { content: 'Ein zweites Zitat' }],
  ] as const) {
    const module = await apiCall<EditorModule>(visit.page, 'post', '/de/pageeditor-api/modules/', { type, section, column, data });
    assert.is(module.status, 201, JSON.stringify(module.body));
  }
  return path;
}

/** The page as the API gives it to the editor, without ids and slugs (undo brings things back under new ones). */
async function apiState(page: Page, path: string): Promise<unknown> {
  const { status, body } = await apiCall<CmsPage>(page, 'get', `/de/pageeditor-api/page/${path.slice('/de/'.length)}`);
  assert.is(status, 200);
  const strip = (module: CmsPage['modules'][number]['columns'][number]['children'][number]): unknown => ({ type: module.type, data: module.data, children: (module.children ?? []).map(strip) });
  return body.modules.map((section) => ({ layout: section.layout, extra_class: section.extra_class, columns: section.columns.map((column) => column.children.map(strip)) }));
}

/** Waits until the API state equals `wanted`; fails with the difference. */
async function waitForState(page: Page, path: string, wanted: unknown, what: string): Promise<void> {
  let seen: unknown;
  for (let attempt = 0; attempt < 200; attempt++) {
    seen = await apiState(page, path);
    if (JSON.stringify(seen) === JSON.stringify(wanted)) return;
    await networkQuiet(page, { idleTime: 100 }).catch(() => undefined);
  }
  assert.equal(seen, wanted, what);
}

/** Waits for the polite announcement (the save alert's live region) with exactly `text`. */
function announced(page: Page, text: string) {
  return page.waitForFunction((wanted: string) => [...document.querySelectorAll('[role="status"] [data-alert]')].some((el) => el.textContent === wanted), {}, text);
}

/** Waits until no undo or redo runs and the page shows no open request. */
async function historySettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll('[data-history]')];
    return buttons.length === 2 && buttons.some((b) => !(b as HTMLButtonElement).disabled);
  });
}

async function press(page: Page, key: KeyInput, shift = false): Promise<void> {
  await page.keyboard.down('Control');
  if (shift) await page.keyboard.down('Shift');
  await page.keyboard.press(key);
  if (shift) await page.keyboard.up('Shift');
  await page.keyboard.up('Control');
}

test('delete a section, add a Quote, edit a headline: three undos restore the page and the API state, three redos do it all again', async () => {
  const s = tEditor('de');
  const h = tHistory('de');
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(visit, 'de', '/de?edit');
  const path = await pageWithContent(visit);
  await visit.goto(`${path}?edit`);
  await page.waitForSelector('[data-editor-toolbar]');
  await page.waitForSelector('[data-section-outline]');
  const original = await apiState(page, path);
  const [first = '', second = ''] = await page.$$eval('[data-section-outline]', (els) => els.map((el) => el.getAttribute('data-section-outline') ?? ''));

  // 1. Delete the second section.
  await click(page, s.sectionDelete(), `[data-section-outline="${second}"]`);
  await page.waitForFunction((slug: string) => !document.getElementById(slug), {}, second);
  // 2. Add a Quote to the first section.
  await openNewModule(page, 'de', first, 0, 'quote');
  await fillField(page, 'content', 'Ein neues Zitat');
  await saveForm(page, 'de');
  // 3. Edit the headline.
  await openPanel(page, 'de', first);
  await click(page, s.edit(), `[data-structure-panel="${first}"] [data-column="0"] li:first-child`);
  await page.waitForSelector('dialog[open] [data-module-form="headline"]');
  await fillField(page, 'content', 'Neue Überschrift');
  await saveForm(page, 'de');
  await page.waitForFunction((slug: string) => document.getElementById(slug)?.textContent?.includes('Neue Überschrift'), {}, first);
  const edited = await apiState(page, path);
  assert.not.equal(edited, original);

  // Ctrl+Z inside a text field is the field's own: the page's history does not move.
  await click(page, s.edit(), `[data-structure-panel="${first}"] [data-column="0"] li:first-child`);
  const input = await page.waitForSelector('dialog[open] [data-field="content"] input');
  await input!.click();
  await page.keyboard.type('!');
  await press(page, 'z');
  const titleInField = await page.$eval('[data-history="undo"]', (el) => ({ title: el.getAttribute('title'), disabled: (el as HTMLButtonElement).disabled }));
  assert.equal(titleInField, { title: h.undoTitle({ what: h.moduleEdited({ name: 'Überschrift' }) }), disabled: false }, 'Ctrl+Z in a field leaves the page history alone');
  await click(page, s.cancel(), 'dialog[open]');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  assert.equal(await apiState(page, path), edited);

  // Three undos: two by keyboard, one by the toolbar button; each announced by what it took back.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await press(page, 'z');
  await announced(page, h.undone({ what: h.moduleEdited({ name: 'Überschrift' }) }));
  await press(page, 'z');
  await announced(page, h.undone({ what: h.moduleAdded({ name: 'Zitat' }) }));
  await click(page, s.undo(), '[data-editor-toolbar]');
  await announced(page, h.undone({ what: h.sectionDeleted() }));
  await waitForState(page, path, original, 'three undos bring back the API state');
  await page.waitForFunction(() => document.querySelectorAll('[data-section-outline]').length === 2);
  const shown = await page.$eval('main', (el) => (el as HTMLElement).innerText);
  assert.ok(shown.includes('Alte Überschrift') && shown.includes('Zweiter Abschnitt') && !shown.includes('Ein neues Zitat'), shown);
  await historySettled(page);
  assert.ok(await page.$eval('[data-history="undo"]', (el) => (el as HTMLButtonElement).disabled), 'nothing more to undo on this page this session');

  // Redo all three: Ctrl+Shift+Z, Ctrl+Y, then the toolbar button.
  await press(page, 'z', true);
  await announced(page, h.redone({ what: h.sectionDeleted() }));
  await press(page, 'y');
  await announced(page, h.redone({ what: h.moduleAdded({ name: 'Zitat' }) }));
  await click(page, h.redo(), '[data-editor-toolbar]');
  await announced(page, h.redone({ what: h.moduleEdited({ name: 'Überschrift' }) }));
  await waitForState(page, path, edited, 'three redos do it all again');
  await historySettled(page);
  assert.ok(await page.$eval('[data-history="redo"]', (el) => (el as HTMLButtonElement).disabled), 'nothing more to redo');
});

test('moving a module and a section goes back and forward; a new edit ends the redo steps', async () => {
  const s = tEditor('de');
  const h = tHistory('de');
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/de?edit');
  const path = await pageWithContent(visit);
  await visit.goto(`${path}?edit`);
  await page.waitForSelector('[data-section-outline]');
  const original = await apiState(page, path);
  const [, second = ''] = await page.$$eval('[data-section-outline]', (els) => els.map((el) => el.getAttribute('data-section-outline') ?? ''));

  await openPanel(page, 'de', second);
  const firstItem = `[data-structure-panel="${second}"] [data-column="0"] li:first-child`;
  await click(page, s.moveDown(), firstItem);
  await page.waitForFunction((sel: string) => document.querySelector(sel)?.textContent?.includes('Zitat'), {}, firstItem);
  await click(page, s.close(), `[data-structure-panel="${second}"]`);
  await click(page, s.sectionUp(), `[data-section-outline="${second}"]`);
  await page.waitForFunction((slug: string) => document.querySelector('[data-section-outline]')?.getAttribute('data-section-outline') === slug, {}, second);
  const moved = await apiState(page, path);

  await click(page, s.undo(), '[data-editor-toolbar]');
  await announced(page, h.undone({ what: h.sectionMoved() }));
  await click(page, s.undo(), '[data-editor-toolbar]');
  await announced(page, h.undone({ what: h.moduleMoved({ name: 'Überschrift' }) }));
  await waitForState(page, path, original, 'two undos put both back');
  await click(page, h.redo(), '[data-editor-toolbar]');
  await announced(page, h.redone({ what: h.moduleMoved({ name: 'Überschrift' }) }));
  await historySettled(page);
  await click(page, h.redo(), '[data-editor-toolbar]');
  await announced(page, h.redone({ what: h.sectionMoved() }));
  await waitForState(page, path, moved, 'two redos move both again');

  await click(page, s.undo(), '[data-editor-toolbar]');
  await announced(page, h.undone({ what: h.sectionMoved() }));
  await historySettled(page);
  await click(page, s.sectionUp(), `[data-section-outline="${second}"]`);
  await announced(page, s.saved());
  await page.waitForFunction(() => (document.querySelector('[data-history="redo"]') as HTMLButtonElement | null)?.disabled === true);
});

test.run();
