/**
 * Issue #10 point 4: duplicate, delete with a confirmation, and undo several steps back.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useBrowser } from './harness';
import { addSection, click, editorServer, fillField, openNewModule, openPanel, saveForm, signIn, tEditor } from './editor-steps';

const test = suite('editor: duplicate, delete, undo');
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

test.run();
