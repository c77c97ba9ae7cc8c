/**
 * The page editor by keyboard alone (PRODUCT: an editor who does not use a mouse): the toolbar is
 * reached from the top of the page in a few Tabs; the section's module panel, the add-module menu and
 * a module form take focus when they open, close with Escape and hand focus back to what opened
 * them; a section or module just made takes focus, and so does the neighbour of one just deleted.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { KeyInput, Page } from 'puppeteer';
import { axeCheck, formatViolations } from '../helpers/browser';
import { SECTION_LAYOUT_OPTIONS } from '../../common/option-labels';
import { useBrowser } from './harness';
import { byText, editorServer, markAlertsSeen, sectionSlugs, signIn, tEditor } from './editor-steps';

const test = suite('editor: keyboard');
const open = useBrowser(test, { consentDecided: true });
const s = tEditor('de');

/** Waits until the focused element matches `selector` (or lies inside what it matches); says where focus is otherwise. */
async function focusIn(page: Page, selector: string, what: string): Promise<void> {
  await page
    .waitForFunction((sel: string) => !!document.activeElement?.closest(sel), { timeout: 20_000 }, selector)
    .catch(async () => {
      const at = await page.evaluate(() => `${document.activeElement?.tagName} "${(document.activeElement as HTMLElement | null)?.innerText?.slice(0, 60)}"`);
      throw new Error(`${what}: focus is on ${at}, not in ${selector}`);
    });
}

async function press(page: Page, key: KeyInput): Promise<void> {
  await page.keyboard.press(key);
}

/** Puts focus on the button with `text` inside `within` and presses Enter, as Tab and Enter would. */
async function activate(page: Page, text: string, within: string): Promise<void> {
  await (await byText(page, text, within)).focus();
  await press(page, 'Enter');
}

test('the toolbar is at most three Tabs from the top of the page', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/de');
  await visit.goto('/de');
  await page.waitForSelector('[data-editor-toolbar]');
  await page.waitForSelector('#editor-skip a');
  let tabs = 0;
  while (tabs < 3) {
    await press(page, 'Tab');
    tabs++;
    const here = await page.evaluate(() => ({ text: (document.activeElement as HTMLElement | null)?.innerText ?? '', inBar: !!document.activeElement?.closest('[data-editor-toolbar]') }));
    if (here.inBar) break;
    if (here.text === s.skipToToolbar()) {
      await press(page, 'Enter');
      break;
    }
  }
  await focusIn(page, '[data-editor-toolbar]', `after ${tabs} Tab(s)`);
  assert.ok(tabs <= 3, `${tabs} Tabs`);
  const violations = await axeCheck(page);
  assert.equal(violations, [], formatViolations(violations));
});

test('panel, menu and form take focus, close with Escape and give it back; new and neighbouring parts take it', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(visit, 'de', '/de?edit');

  // A new section from the toolbar, by keyboard: focus lands on the new section's actions.
  const before = await sectionSlugs(page);
  await activate(page, s.addSection(), '[data-editor-toolbar]');
  await focusIn(page, '[data-editor-toolbar] [role="group"]', 'the layout menu takes focus');
  await press(page, 'Escape');
  await focusIn(page, '[data-editor-toolbar] button[aria-expanded]', 'Escape gives focus back to "Abschnitt hinzufügen"');
  assert.not.ok(await page.$('[data-editor-toolbar] [role="group"]'), 'the layout menu closed');
  await press(page, 'Enter');
  await activate(page, SECTION_LAYOUT_OPTIONS['100'].de, '[data-editor-toolbar]');
  const slug = (await (
    await page.waitForFunction((known: string[]) => [...document.querySelectorAll('[data-section-outline]')].map((el) => el.getAttribute('data-section-outline')).find((one) => one && !known.includes(one)), {}, before)
  ).jsonValue()) as string;
  const outline = `[data-section-outline="${slug}"]`;
  await focusIn(page, outline, 'the new section takes focus');

  // Its module panel: takes focus, Escape closes it, focus back on its button.
  await activate(page, s.structure(), outline);
  const panel = `[data-structure-panel="${slug}"]`;
  await focusIn(page, panel, 'the module panel takes focus');
  const violations = await axeCheck(page);
  assert.equal(violations, [], `open panel: ${formatViolations(violations)}`);
  await press(page, 'Escape');
  await page.waitForFunction((sel: string) => !document.querySelector(sel), {}, panel);
  await focusIn(page, `${outline} button[aria-expanded]`, 'Escape gives focus back to the panel button');

  // The add-module menu inside the panel: Escape closes the menu only.
  await press(page, 'Enter');
  await focusIn(page, panel, 'the panel opens again');
  const column = `${panel} [data-column="0"]`;
  await activate(page, `+ ${s.addModuleTo({ n: 1 })}`, column);
  await focusIn(page, `${column} [data-module-kind]`, 'the add-module menu takes focus');
  await press(page, 'Escape');
  await focusIn(page, `${column} > button`, 'Escape gives focus back to the add button');
  assert.ok(await page.$(panel), 'the panel stays open');

  // A module form: takes focus, Escape cancels it and focus is back at the column's add button.
  await press(page, 'Enter');
  await (await page.waitForSelector(`${column} [data-module-kind="headline"]`))!.focus();
  await press(page, 'Enter');
  await focusIn(page, 'dialog[open] [data-module-form="headline"] [data-field]', 'the module form puts focus in its first field');
  await press(page, 'Escape');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  await focusIn(page, `${column} > button`, 'a cancelled new module gives focus back to the add button');

  // Saved by keyboard: focus lands on the new module.
  await press(page, 'Enter');
  await (await page.waitForSelector(`${column} [data-module-kind="headline"]`))!.focus();
  await press(page, 'Enter');
  await (await page.waitForSelector('dialog[open] [data-field="content"] input, dialog[open] [data-field="content"] textarea'))!.focus();
  await page.keyboard.type('Mit der Tastatur');
  await markAlertsSeen(page);
  await press(page, 'Enter');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  await focusIn(page, `${column} [data-module-id]`, 'the new module takes focus');
  const moduleId = await page.evaluate(() => document.activeElement?.closest('[data-module-id]')?.getAttribute('data-module-id'));

  // Its form by 'Bearbeiten': Escape gives focus back to that button.
  const item = `${column} [data-module-id="${moduleId}"]`;
  await activate(page, s.edit(), item);
  await focusIn(page, 'dialog[open]', 'the edit form takes focus');
  await press(page, 'Escape');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  await focusIn(page, item, 'Escape gives focus back to "Bearbeiten"');

  // Deleted: the column's only module goes, focus lands on the column's add button.
  await activate(page, s.delete(), item);
  await page.waitForFunction((sel: string) => !document.querySelector(sel), {}, item);
  await focusIn(page, `${column} > button`, 'the deleted module hands focus to its column');

  // The section deleted: focus lands on a neighbouring section (or the toolbar when none is left).
  await press(page, 'Escape');
  await activate(page, s.sectionDelete(), outline);
  await page.waitForFunction((sel: string) => !document.querySelector(sel), {}, outline);
  await focusIn(page, before.length ? '[data-section-outline]' : '[data-editor-toolbar]', 'the deleted section hands focus to its neighbour');
});

test.run();
