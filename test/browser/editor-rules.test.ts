/**
 * Client side, each SPEC §5 editor rule (test/helpers/module-values.ts
 * SPEC_RULES, the table test/api/editor-rules.test.ts runs against the server) entered through the
 * generated form shows its message at its field, the focus on that field, and the form stays open.
 * Every other field holds a valid value, so the rule's field is the first (and only) one marked.
 */
import type { Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule } from '../../common/api/editor';
import { DECLARATIONS } from '../../common/modules/declarations';
import type { ModuleDeclaration } from '../../common/modules/define';
import { errorMessage } from '../../common/modules/error-message';
import { moduleLabel } from '../../editor/overlay/module-kinds';
import { fieldOf, fieldsToFill, parentOf, SPEC_RULES, type ValueContext } from '../helpers/module-values';
import { useBrowser } from './harness';
import { addSection, apiCall, click, editorServer, openPanel, signIn, tEditor } from './editor-steps';
import { fillField, openAddForm, seededContext } from './editor-form-steps';

const test = suite('editor: SPEC §5 rules at their fields');
const open = useBrowser(test, { consentDecided: true });
const s = tEditor('de');

let page: Page;
let slug: string;
let ctx: ValueContext;
/** The list module each list item type is made in, by item type. */
const lists = new Map<string, number>();

async function session(): Promise<void> {
  if (page) return;
  const visit = await open({ server: await editorServer() });
  page = visit.page;
  await signIn(visit, 'de', '/de?edit');
  slug = await addSection(page, 'de', '100');
  ctx = await seededContext(page);
  // The lists the item rules need, made by the API: this file is about the items' forms.
  for (const item of new Set(SPEC_RULES.map((r) => r.type).filter((type) => DECLARATIONS[type].childOnly))) {
    const created = await apiCall<EditorModule>(page, 'post', '/de/pageeditor-api/modules/', { type: parentOf(item), section: slug, data: {} });
    assert.is(created.status, 201, JSON.stringify(created.body));
    lists.set(item, created.body.id);
  }
  await visit.goto('/de?edit');
  await page.waitForSelector(`[data-section-outline="${slug}"]`);
}

async function openNewForm(type: string): Promise<void> {
  const list = lists.get(type);
  if (list === undefined) return openAddForm(page, slug, type);
  await openPanel(page, 'de', slug);
  await click(page, s.edit(), `[data-structure-panel="${slug}"] li[data-module-id="${list}"]`);
  await click(page, s.addChild({ name: moduleLabel(type, 'de') }), 'dialog[open]');
  await page.waitForSelector(formOf(type));
}

/** The open form of `type`: a list item's inside its list's dialog, else the module's own. */
const formOf = (type: string) => (lists.has(type) ? `dialog[open] [data-item-form="${type}"]` : `dialog[open] [data-module-form="${type}"]`);

for (const rule of SPEC_RULES) {
  test(`${rule.type}: ${rule.rule}`, async () => {
    await session();
    const declaration = DECLARATIONS[rule.type] as ModuleDeclaration;
    await openNewForm(rule.type);
    const skip = new Set([rule.field, ...(rule.clear ?? [])]);
    for (const [name, value] of fieldsToFill(declaration, ctx)) if (!skip.has(name)) await fillField(page, name, declaration.fields[name]!, value);
    if (rule.input !== '') await fillField(page, rule.field, fieldOf(rule.type, rule.field), rule.input);
    await click(page, lists.has(rule.type) ? s.itemApply() : s.save(), 'dialog[open]');

    const message = errorMessage({ field: rule.field, code: rule.code, ...(rule.params ? { params: rule.params } : {}) }, 'de');
    const row = `${formOf(rule.type)} [data-field="${rule.field}"]`;
    try {
      await page.waitForFunction((sel: string, text: string) => [...document.querySelectorAll(`${sel} p`)].some((p) => p.textContent === text), {}, row, message);
    } catch {
      const shown = await page.$$eval(`${formOf(rule.type)} [data-field] p`, (ps) => ps.map((p) => `${p.closest('[data-field]')?.getAttribute('data-field')}: ${p.textContent}`));
      throw new Error(`"${message}" is not shown at ${rule.field}; the form shows: ${shown.join(' | ') || 'no message'}`);
    }
    const marked = await page.$$eval(`${formOf(rule.type)} [data-field]`, (rows) => rows.filter((r) => r.querySelector('p[id$="-error"]')).map((r) => r.getAttribute('data-field')));
    assert.equal(marked, [rule.field], 'only the rule’s field is marked');
    await page.waitForFunction((sel: string) => document.querySelector(sel)?.contains(document.activeElement), {}, row);
    // The form stays open with the input: nothing was saved.
    assert.ok(await page.$(formOf(rule.type)));
    await click(page, s.cancel(), 'dialog[open]');
    await page.waitForFunction(() => !document.querySelector('dialog[open] [data-module-form]'));
  });
}

test.run();
