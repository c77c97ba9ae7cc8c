/**
 * Every module type of the catalogue (common/modules/declarations.ts, never a
 * hand list) is created, edited and deleted through its generated form. A type that may stand in a
 * column comes from a column's 'add module' menu (the toolbar kinds, else 'more'); a list item from
 * its list's form. Values come from the declarations (test/helpers/module-values.ts). Every step is
 * by keyboard, no mouse: buttons are focused and pressed with Enter, values typed, pickers
 * chosen with the arrow keys. One signed-in
 * page and one section serve the whole catalogue: each test leaves the section as it found it.
 */
import type { ElementHandle, Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule } from '../../common/api/editor';
import type { Field, ModuleDeclaration } from '../../common/modules/define';
import { DECLARATIONS } from '../../common/modules/declarations';
import { rendererOf } from '../../common/modules/registry';
import type { ModuleType } from '../../common/modules/types';
import { moduleLabel } from '../../editor/overlay/module-kinds';
import { CATALOGUE, fieldsToFill, type FormValue, type ValueContext } from '../helpers/module-values';
import { useBrowser } from './harness';
import { addSection, apiCall, editorServer, openPanel, press, saveForm, saveItem, signIn, tEditor } from './editor-steps';
import { fieldSel, fillField, openAddForm, sectionChanged, sectionHtml, seededContext } from './editor-form-steps';

const test = suite('editor: every module type through its form');
const open = useBrowser(test, { consentDecided: true });
const s = tEditor('de');

let page: Page;
let slug: string;
let ctx: ValueContext;

async function session(): Promise<void> {
  if (page) return closeLeftovers();
  const visit = await open({ server: await editorServer() });
  page = visit.page;
  // Deleting asks for confirmation (SPEC §3 "delete (with confirm)"): the editor says yes.
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(visit, 'de', '/de?edit');
  slug = await addSection(page, 'de', '100');
  ctx = await seededContext(page);
}

/** A test that failed midway can leave its form open: the next one starts from the page, not from inside that form. */
async function closeLeftovers(): Promise<void> {
  for (let attempt = 0; attempt < 3 && (await page.$('dialog[open]')); attempt++) {
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'), { timeout: 2_000 }).catch(() => undefined);
  }
}

const column = () => `[data-structure-panel="${slug}"] [data-column="0"]`;

function moduleIds(): Promise<number[]> {
  return page.$$eval(`${column()} li[data-module-id]`, (els) => els.map((el) => Number(el.getAttribute('data-module-id'))));
}

async function readModule(id: number): Promise<{ status: number; body: EditorModule }> {
  return apiCall<EditorModule>(page, 'get', `/de/pageeditor-api/modules/${id}/`);
}

/** A new form shows every declared default, so what it shows is what a save stores. */
async function assertDefaultsShown(declaration: ModuleDeclaration): Promise<void> {
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (!('default' in field) || field.default === undefined || (field.kind !== 'choice' && field.kind !== 'number')) continue;
    // A colour choice is a group of swatch radios (loaded with the form's lazy widgets): the ticked one counts.
    const sel = `${fieldSel(name)} :is(select, input:is([type=number], :checked))`;
    await page.waitForSelector(sel);
    const shown = await page.$eval(sel, (el) => (el as HTMLInputElement).value);
    assert.is(shown, String(field.default), `${declaration.type}.${name} shows its default`);
  }
}

/** Fills the open form of `declaration` with valid values; returns what was entered. */
async function fillForm(declaration: ModuleDeclaration): Promise<Map<string, FormValue | null>> {
  await assertDefaultsShown(declaration);
  const values = fieldsToFill(declaration, ctx);
  for (const [name, value] of values) {
    const field = declaration.fields[name]!;
    await fillField(page, name, field, value, declaration.type.includes('audio') ? 'audio' : 'video');
  }
  return values;
}

/** The field an edit changes: a text a visitor reads, else a choice, a flag or a number. */
function fieldToEdit(declaration: ModuleDeclaration, stored: Record<string, unknown>): [string, Field, FormValue] | null {
  const entries = Object.entries(declaration.fields);
  const text = entries.find(([, f]) => f.kind === 'text' && f.translatable && !f.validators);
  if (text) return [text[0], text[1], `Geändert ${declaration.type}`];
  for (const [name, field] of entries) {
    if (field.kind === 'choice' && !field.many) {
      const other = Object.keys(field.options).find((o) => o !== String(stored[name]));
      if (other !== undefined) return [name, field, field.numeric ? Number(other) : other];
    }
    if (field.kind === 'boolean') return [name, field, stored[name] !== true];
    if (field.kind === 'number' && field.max !== undefined) return [name, field, field.max];
  }
  return null;
}

/** Edits one field of module `id` through its form (a list item's inside its list's dialog) and checks that the save stored it and the page shows it. */
async function editOne(id: number, openForm: () => Promise<void>, item = false): Promise<void> {
  const before = (await readModule(id)).body;
  const declaration = DECLARATIONS[before.type as ModuleType] as ModuleDeclaration;
  const edit = fieldToEdit(declaration, before.data);
  if (!edit) return;
  const [name, field, value] = edit;
  const html = await sectionHtml(page, slug);
  await openForm();
  await page.waitForSelector(`dialog[open] [${item ? 'data-item-form' : 'data-module-form'}="${before.type}"] [data-field="${name}"]`);
  await fillField(page, name, field, value);
  if (item) {
    assert.is(await saveItem(page, 'de'), id, 'the edited item’s row has the focus');
    await closeListDialog();
  } else await saveForm(page, 'de', 'keyboard');
  const after = (await readModule(id)).body;
  assert.equal(after.data[name], value, `${before.type}.${name} stored`);
  const old = before.data[name];
  // A text the page showed before is replaced on the page too.
  if (typeof old === 'string' && old && html.includes(old)) {
    const now = await sectionChanged(page, slug, html);
    assert.ok(now.includes(String(value)), `${before.type}: the page shows the edited ${name}`);
  }
}

async function openModuleForm(id: number): Promise<void> {
  await openPanel(page, 'de', slug);
  await press(page, s.edit(), `${column()} li[data-module-id="${id}"]`);
}

/** Creates a module of `type` in the section's column from the 'add module' menu; returns its id. */
async function createInColumn(declaration: ModuleDeclaration): Promise<number> {
  await openPanel(page, 'de', slug);
  const known = await moduleIds();
  const html = await sectionHtml(page, slug);
  await openAddForm(page, slug, declaration.type, 'de', 'keyboard');
  const values = await fillForm(declaration);
  await saveForm(page, 'de', 'keyboard');
  const handle = await page.waitForFunction((sel: string, ids: number[]) => [...document.querySelectorAll(`${sel} li[data-module-id]`)].map((el) => Number(el.getAttribute('data-module-id'))).find((id) => !ids.includes(id)), {}, column(), known);
  const id = (await handle.jsonValue()) as number;
  // An empty list may show nothing yet (a venue list): lists are checked once they hold an item.
  if (!declaration.children) await assertRendered(declaration, html, values);
  return id;
}

/** The page shows the new module: the section changed, with the module's own words where it has any. */
async function assertRendered(declaration: ModuleDeclaration, before: string, values: Map<string, FormValue | null>): Promise<void> {
  if (!rendererOf(declaration.type)) return;
  const html = await sectionChanged(page, slug, before);
  const words = [...values].filter(([, v]) => typeof v === 'string' && v.startsWith('Probe ')).map(([, v]) => String(v));
  if (words.length) assert.ok(words.some((w) => html.includes(w)), `${declaration.type}: the page shows one of ${words.join(', ')}`);
}

/** The list's dialog is left by its 'Abbrechen' (the items are saved already). */
async function closeListDialog(): Promise<void> {
  await press(page, s.cancel(), 'dialog[open]');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
}

/** Adds a list item of `childType` inside the list's dialog; returns its id. */
async function createChild(parentId: number, childType: ModuleType): Promise<number> {
  const child = DECLARATIONS[childType] as ModuleDeclaration;
  const before = (await readModule(parentId)).body.children.map((c) => c.id);
  const html = await sectionHtml(page, slug);
  await openModuleForm(parentId);
  await press(page, s.addChild({ name: moduleLabel(childType, 'de') }), 'dialog[open]');
  await page.waitForSelector(`dialog[open] [data-module-form] [data-item-form="${childType}"]`);
  const values = await fillForm(child);
  const saved = await saveItem(page, 'de');
  await closeListDialog();
  const after = (await readModule(parentId)).body.children;
  const created = after.find((c) => !before.includes(c.id));
  assert.ok(created, `a ${childType} was added to the list`);
  assert.is(created!.type, childType);
  assert.is(saved, created!.id, 'the new item’s row has the focus');
  await assertRendered(child, html, values);
  return created!.id;
}

/** Opens the list's form, deletes item `childId` there (confirmed) and closes the form again. */
async function deleteChild(parentId: number, childId: number): Promise<void> {
  const html = await sectionHtml(page, slug);
  await openModuleForm(parentId);
  const items = 'dialog[open] [data-list-items] li[data-item]';
  await page.waitForSelector(items);
  const count = (await page.$$(items)).length;
  const index = (await readModule(parentId)).body.children.findIndex((c) => c.id === childId);
  await pressIn((await page.$$(items))[index]!, s.delete());
  await page.waitForFunction((sel: string, n: number) => document.querySelectorAll(sel).length === n - 1, {}, items, count);
  await press(page, s.cancel(), 'dialog[open]');
  assert.is((await readModule(childId)).status, 404, 'the item is gone');
  if (rendererOf((await readModule(parentId)).body.type)) await sectionChanged(page, slug, html);
}

/** Presses the button labelled `text` inside `row` (a list item of a list's form). */
async function pressIn(row: ElementHandle<Element>, text: string): Promise<void> {
  const button = await row.evaluateHandle((el, label) => [...el.querySelectorAll('button')].find((b) => b.textContent === label) ?? null, text);
  const element = button.asElement() as ElementHandle<HTMLButtonElement> | null;
  assert.ok(element, `a "${text}" button`);
  // By keyboard: a row low in a long form may sit under the form's sticky actions, where a click lands on those.
  await element!.focus();
  await page.keyboard.press('Enter');
}

async function deleteInColumn(id: number, before: string): Promise<void> {
  await openPanel(page, 'de', slug);
  await press(page, s.delete(), `${column()} li[data-module-id="${id}"]`);
  await page.waitForFunction((sel: string) => !document.querySelector(sel), {}, `${column()} li[data-module-id="${id}"]`);
  assert.is((await readModule(id)).status, 404, 'the module is gone');
  await page.waitForFunction((section: string, html: string) => document.getElementById(section)?.innerHTML === html, {}, slug, before);
}

for (const declaration of CATALOGUE.filter((d) => !d.childOnly) as ModuleDeclaration<ModuleType>[]) {
  const childType = declaration.children?.[0];
  const name = childType ? `${declaration.type} (with a ${childType})` : declaration.type;
  test(`${name}: created, edited and deleted through its generated form`, async () => {
    await session();
    const empty = await sectionHtml(page, slug);
    const id = await createInColumn(declaration);
    if (childType) {
      const childId = await createChild(id, childType);
      await editOne(childId, async () => {
        await openModuleForm(id);
        await page.waitForSelector('dialog[open] [data-list-items] li[data-item]');
        const rows = await page.$$('dialog[open] [data-list-items] li[data-item]');
        await pressIn(rows.at(-1)!, s.edit());
      }, true);
      await deleteChild(id, childId);
    }
    await editOne(id, () => openModuleForm(id));
    await deleteInColumn(id, empty);
  });
}

test('every list item type is made in some list of the catalogue', () => {
  const made = new Set(CATALOGUE.filter((d) => !d.childOnly).map((d) => d.children?.[0]));
  for (const item of CATALOGUE.filter((d) => d.childOnly)) assert.ok(made.has(item.type), `${item.type} is the first item type of a list`);
});

test.run();
