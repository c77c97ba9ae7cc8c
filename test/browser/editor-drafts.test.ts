/**
 * Never lose a keystroke: text typed into a module form is kept in the browser;
 * with the tab closed unsaved, the next `?edit` visit offers 'Änderungen von … wiederherstellen?'
 * and brings back exactly the text. A save then clears the draft.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule } from '../../common/api/editor';
import type { Page } from 'puppeteer';
import { newPage } from '../helpers/browser';
import { useBrowser, type Visit } from './harness';
import { apiCall, click, editorServer, openPanel, saveForm, sectionSlugs, signIn, tEditor } from './editor-steps';

const test = suite('editor: drafts in the browser');
const open = useBrowser(test, { consentDecided: true });

/** A seeded page no other editor test changes. */
const PAGE = '/de/presse';
const s = tEditor('de');
const TYPED = ' Akkreditierung bitte bis Freitag.';
const EDITOR_TEXT = 'dialog[open] [data-richtext="content"] .codex-editor__redactor';

/** Signs in on the press page, opens its seeded text's form and types `text` at its end; answers the module's id. */
async function typeIntoPressText(visit: Visit, text: string): Promise<number> {
  const { page } = visit;
  await signIn(visit, 'de', `${PAGE}?edit`);
  const [slug] = await sectionSlugs(page);
  await openPanel(page, 'de', slug!);
  const id = await page.$$eval(`[data-structure-panel="${slug}"] li[data-module-id]`, (items) => Number(items.find((li) => li.textContent?.includes('Sie berichten'))?.getAttribute('data-module-id')));
  assert.ok(id > 0, 'the seeded press text is in the first section');
  await click(page, s.edit(), `[data-structure-panel="${slug}"] li[data-module-id="${id}"]`);
  const paragraph = await page.waitForSelector('dialog[open] [data-richtext="content"] .ce-paragraph');
  await paragraph!.click();
  await page.keyboard.down('Control');
  await page.keyboard.press('End');
  await page.keyboard.up('Control');
  await page.keyboard.type(text);
  return id;
}

test('typed text survives a closed tab and comes back exactly from the restore prompt', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  const id = await typeIntoPressText(visit, TYPED);
  await page.waitForSelector('dialog[open] [data-draft-kept]');
  const typed = await page.$eval(EDITOR_TEXT, (el) => (el as HTMLElement).innerText.trim());
  assert.ok(typed.includes(TYPED.trim()), typed);

  // The tab is closed without saving.
  const context = page.browserContext();
  await page.close();
  const before = await (async () => {
    const again = await newPage(context);
    await again.page.goto(`${visit.server.url}${PAGE}?edit`);
    return again.page;
  })();
  const stored = await apiCall<EditorModule>(before, 'get', `/de/pageeditor-api/modules/${id}/`);
  assert.not.match(String(stored.body.data.content), 'Akkreditierung', 'nothing was saved');

  const prompt = await before.waitForSelector('dialog[open] [data-draft-prompt]');
  const title = await before.$eval('dialog[open] h2', (h) => h.textContent ?? '');
  assert.match(title, /^Änderungen von \d{2}:\d{2} Uhr wiederherstellen\?$/);
  void prompt;
  await click(before, s.draftRestore(), 'dialog[open]');
  await before.waitForFunction((sel: string, text: string) => (document.querySelector(sel) as HTMLElement | null)?.innerText.trim() === text, {}, EDITOR_TEXT, typed);
  assert.ok(await before.$('dialog[open] [data-module-form="text"]'), 'the text form is open again');

  await saveForm(before, 'de');
  const saved = await apiCall<EditorModule>(before, 'get', `/de/pageeditor-api/modules/${id}/`);
  assert.match(String(saved.body.data.content), 'Akkreditierung bitte bis Freitag.');
  const left = await before.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('venue-editor');
        request.onsuccess = () => {
          const count = request.result.transaction('drafts').objectStore('drafts').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  assert.is(left, 0, 'the saved draft is gone');
});

/** How many drafts this browser keeps for the editor. */
const draftCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('venue-editor');
        request.onsuccess = () => {
          const count = request.result.transaction('drafts').objectStore('drafts').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

test('a save right after the last keystroke leaves no draft behind and no restore offer (issue #19 point 9)', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  const id = await typeIntoPressText(visit, ' Rückfragen an die Pressestelle.');
  // Saved at once, well within the draft's write delay after the last keystroke.
  await saveForm(page, 'de');
  const saved = await apiCall<EditorModule>(page, 'get', `/de/pageeditor-api/modules/${id}/`);
  assert.match(String(saved.body.data.content), 'Rückfragen an die Pressestelle.');
  // Past any write the form had scheduled (the delay is 250 ms): nothing may be kept.
  const savedAt = await page.evaluate(() => performance.now());
  await page.waitForFunction((at: number) => performance.now() > at + 1500, {}, savedAt);
  assert.is(await draftCount(page), 0, 'no draft outlives the save');
  await visit.goto(`${PAGE}?edit`);
  await page.waitForSelector('[data-editor-toolbar]');
  assert.is(await draftCount(page), 0);
  assert.is(await page.$('dialog[open] [data-draft-prompt]'), null, 'no restore offer');
});

test('a save closes its form even when the browser storage never answers', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  // A stuck or full profile: IndexedDB takes the request and never answers. Drafts are a safety
  // net, never a gate: the saved form closed only once its draft was deleted, so it stayed open.
  await page.evaluateOnNewDocument(() => {
    IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest;
  });
  const id = await typeIntoPressText(visit, ' Fotos auf Anfrage.');
  await saveForm(page, 'de');
  const saved = await apiCall<EditorModule>(page, 'get', `/de/pageeditor-api/modules/${id}/`);
  assert.match(String(saved.body.data.content), 'Fotos auf Anfrage.');
});

test.run();
