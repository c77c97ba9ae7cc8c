/**
 * Axe reports no violation on the login page, the toolbar, an open module form
 * and the media picker; Editor.js speaks German (no English string in its toolbox, popovers or
 * tunes) and English on /en.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { axeCheck, formatViolations } from '../helpers/browser';
import { useBrowser } from './harness';
import { addSection, click, editorServer, openNewModule, openPanel, signIn, tEditor } from './editor-steps';

const test = suite('editor: accessibility and language');
const open = useBrowser(test, { consentDecided: true });

test('the login page has no axe violation', async () => {
  const visit = await open({ server: await editorServer() });
  await visit.goto('/accounts/login/');
  await visit.page.waitForSelector('input[name=login]');
  const violations = await axeCheck(visit.page);
  assert.equal(violations, [], formatViolations(violations));
});

test('the toolbar, an open module form and the media picker have no axe violation', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/de?edit');
  let violations = await axeCheck(page);
  assert.equal(violations, [], `toolbar: ${formatViolations(violations)}`);

  const slug = await addSection(page, 'de', '100');
  await openNewModule(page, 'de', slug, 0, 'image');
  violations = await axeCheck(page);
  assert.equal(violations, [], `module form: ${formatViolations(violations)}`);

  await click(page, tEditor('de').chooseMedia(), 'dialog[open]');
  await page.waitForSelector('dialog[open] [data-media-picker]');
  violations = await axeCheck(page);
  assert.equal(violations, [], `media picker: ${formatViolations(violations)}`);
});

/** Editor.js's own English texts (toolbox, popovers, tunes, inline toolbar). */
const ENGLISH = ['Text', 'Heading', 'Unordered List', 'Ordered List', 'Filter', 'Nothing found', 'Add', 'Click to tune', 'Delete', 'Move up', 'Move down', 'Convert to', 'Bold', 'Italic'];

/**
 * Every text, title, label and placeholder of Editor.js's toolbox (its block list and search field).
 * Its tunes and inline toolbar open only on pointer moves headless Chromium does not make reliably;
 * their German dictionary is checked in test/component/editor-richtext.test.ts.
 */
async function editorJsTexts(page: import('puppeteer').Page): Promise<string[]> {
  const paragraph = await page.waitForSelector('dialog[open] .ce-paragraph');
  await paragraph!.click();
  const plus = await page.waitForSelector('dialog[open] .ce-toolbar__plus');
  await plus!.click();
  await page.waitForSelector('dialog[open] .ce-popover--opened');
  const texts = await page.$$eval('dialog[open] .ce-popover--opened *', (els) => els.flatMap((el) => [el.childNodes.length === 1 && el.firstChild?.nodeType === 3 ? el.textContent ?? '' : '', el.getAttribute('title') ?? '', el.getAttribute('aria-label') ?? '', (el as HTMLInputElement).placeholder ?? '']));
  await page.keyboard.press('Escape');
  return texts.map((t) => t.trim()).filter(Boolean);
}

test('Editor.js speaks German on /de and English on /en', async () => {
  const server = await editorServer();
  const visit = await open({ server });
  const { page } = visit;
  await signIn(visit, 'de', '/de?edit');
  const slug = await addSection(page, 'de', '100');
  await openNewModule(page, 'de', slug, 0, 'text');
  const german = await editorJsTexts(page);
  assert.ok(german.length > 3, `Editor.js showed its toolbox: ${german.join(', ')}`);
  const english = german.filter((text) => ENGLISH.includes(text));
  assert.equal(english, [], `English strings in German Editor.js: ${english.join(', ')}`);
  assert.ok(german.includes('Absatz') && german.includes('Aufzählung'), german.join(', '));

  await visit.goto('/en?edit');
  await page.waitForSelector('[data-editor-toolbar]');
  await openNewModule(page, 'en', slug, 0, 'text');
  const texts = await editorJsTexts(page);
  assert.ok(texts.includes('Heading'), `English Editor.js: ${texts.join(', ')}`);
});

test('on a 390 px phone the structure panel of a section lies wholly on the screen', async () => {
  const visit = await open({ server: await editorServer(), viewport: { width: 390, height: 800 } });
  const { page } = visit;
  await signIn(visit, 'de', '/de?edit');
  const slug = await addSection(page, 'de', '100');
  await openPanel(page, 'de', slug);
  const box = await page.$eval(`[data-structure-panel="${slug}"]`, (el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, width: innerWidth };
  });
  assert.ok(box.left >= 0 && box.right <= box.width, `panel from ${box.left} to ${box.right} on a ${box.width} px screen`);
});

test.run();
