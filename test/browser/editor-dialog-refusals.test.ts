/**
 * No save fails without a message. The publish panel's actions (publish, publish
 * at a time, share a preview) and the versions dialog's restore each meet a forced refusal and show
 * the server's reason where the editor looks, and the module form shows a field the server refuses at
 * that field. Page settings, 'Neue Seite', the page tree and the hub's item form are covered in
 * editor-page-settings and editor-page-tree.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { useBrowser } from './harness';
import { errorMessage } from '../../common/modules/error-message';
import { addSection, apiCall, click, createPage, editorServer, fillField, markAlertsSeen, openNewModule, refuseNext, signIn, tDrafts, tEditor } from './editor-steps';

const test = suite('editor: every dialog shows a refusal');
const open = useBrowser(test, { consentDecided: true });
const d = tDrafts('de');
const REASON = 'Diese Seite wird gerade von der Verwaltung geprüft.';

/** A published page with an unpublished change, open in edit mode. */
async function pageWithDraft(page: Page): Promise<{ id: number; path: string }> {
  const made = await createPage(page, 'Absageprobe');
  const changed = await apiCall(page, 'patch', `/de/pageeditor-api/pages/${made.id}/`, { meta_title: { de: 'Absageprobe, geändert' } });
  assert.is(changed.status, 200, JSON.stringify(changed.body));
  await page.goto(new URL(`${made.path}?edit`, page.url()).href);
  await page.waitForSelector('[data-editor-toolbar] [data-draft-line]');
  return made;
}

async function openPublishPanel(page: Page): Promise<void> {
  await (await page.waitForSelector('[data-editor-toolbar] [data-draft-line]'))!.click();
  await page.waitForSelector('dialog[open] [data-publish-panel]');
}

/** Each action gets its own reason, so a message left from the one before cannot pass for it. */
const reason = (action: string) => `${REASON} (${action})`;
const panelAlert = (page: Page, action: string) => page.waitForFunction((text: string) => [...document.querySelectorAll('dialog[open] [role="alert"]')].some((el) => el.textContent === text), {}, reason(action));

test("the publish panel: 'Veröffentlichen', 'Veröffentlichen am …' and 'Vorschau teilen' each show the server's reason and keep the draft", async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/de?edit');
  const { id } = await pageWithDraft(page);

  await openPublishPanel(page);
  await refuseNext(page, (r) => r.url().endsWith(`/pages/${id}/publish/`), [], reason('publish'));
  await click(page, d.publish(), 'dialog[open]');
  await panelAlert(page, 'publish');
  assert.ok(await page.$('[data-editor-toolbar] [data-draft-line]'), 'the draft is still there');

  await page.$eval('dialog[open] [data-publish-panel] input[type="datetime-local"]', (input) => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    set.call(input, '2031-05-04T18:30');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await refuseNext(page, (r) => r.url().endsWith(`/pages/${id}/schedule/`), [], reason('schedule'));
  await click(page, d.publishAtSave(), 'dialog[open]');
  await panelAlert(page, 'schedule');

  await refuseNext(page, (r) => r.url().endsWith(`/pages/${id}/previews/`), [], reason('previews'));
  await click(page, d.shareMake(), 'dialog[open]');
  await panelAlert(page, 'previews');
});

test("the versions dialog: a refused restore shows the server's reason, not a general failure", async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/de?edit');
  const { id } = await pageWithDraft(page);
  await click(page, tEditor('de').versions(), '[data-editor-toolbar]');
  const first = await page.waitForSelector('dialog[open] [data-versions] li[data-version="1"] button[aria-label]');
  page.once('dialog', (confirm) => void confirm.accept());
  await markAlertsSeen(page);
  await refuseNext(page, (r) => r.url().includes(`/pages/${id}/versions/1/restore`), [], REASON);
  await first!.click();
  await page.waitForFunction((reason: string) => [...document.querySelectorAll('[data-alert="error"]:not([data-seen])')].some((el) => el.textContent?.includes(reason)), {}, REASON);
});

test('the module form: a field the server refuses shows its message at that field, and the form keeps the input', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/de?edit');
  const made = await createPage(page, 'Modulprobe');
  await page.goto(new URL(`${made.path}?edit`, page.url()).href);
  await page.waitForSelector('[data-editor-toolbar]');
  const slug = await addSection(page, 'de', '100');
  await openNewModule(page, 'de', slug, 0, 'quote');
  await fillField(page, 'content', 'Ein Satz, den der Server ablehnt.');
  const refused = { field: 'author', code: 'required' } as const;
  await refuseNext(page, (r) => r.url().includes('/pageeditor-api/modules'), [refused]);
  await click(page, tEditor('de').save(), 'dialog[open]');
  await page.waitForFunction((text: string) => [...document.querySelectorAll('dialog[open] [data-module-form="quote"] [data-field="author"] p')].some((p) => p.textContent === text), {}, errorMessage(refused, 'de'));
  const kept = await page.$eval('dialog[open] [data-field="content"] :is(input, textarea)', (el) => (el as HTMLInputElement).value);
  assert.is(kept, 'Ein Satz, den der Server ablehnt.');
});

test.run();
