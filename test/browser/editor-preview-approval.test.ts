/**
 * Preview links and approval in the browser. 'Vorschau teilen': the link from the publish panel opened
 * in a fresh anonymous browser shows the draft under the preview bar (German and English), the page
 * itself shows visitors nothing of it, and a withdrawn link answers 410. Approval: with 'Freigabe
 * erforderlich' on, the editor has no publish button and sends the draft for approval; the publisher
 * finds the request on the dashboard, reviews the diff, sends it back with a comment the editor then
 * sees (the draft kept), and publishes the next request.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { collectionUrl } from '../../common/api/admin';
import type { EditorModule, EditorSection } from '../../common/api/editor';
import { ADMIN, apiCall, click, createPage, editorServer, markAlertsSeen, signIn, tDrafts } from './editor-steps';
import { useBrowser, visibleText, type Visit } from './harness';

const test = suite('editor: preview links and approval');
const open = useBrowser(test, { consentDecided: true });
const s = tDrafts('de');

/** A published page of its own whose draft holds `text` (saved, not published). */
async function pageWithDraft(page: Page, title: string, text: string): Promise<{ id: number; path: string }> {
  const created = await createPage(page, title);
  const section = (await apiCall<EditorSection>(page, 'post', '/de/pageeditor-api/sections/', { page: created.id, layout: '100' })).body;
  const module = await apiCall<EditorModule>(page, 'post', '/de/pageeditor-api/modules/', { type: 'text', section: section.slug, column: 0, data: { content: `<p>${text}</p>` } });
  assert.is(module.status, 201, JSON.stringify(module.body));
  return created;
}

/** Opens the publish panel from the toolbar's draft line, on the page's edit address. */
async function openPublishPanel(visit: Visit, path: string): Promise<void> {
  await visit.goto(`${path}?edit`);
  await visit.page.waitForSelector('[data-editor-toolbar] [data-draft-line]');
  // The toolbar draws again once the editor has loaded the page: a click before that may be lost.
  for (let attempt = 0; ; attempt++) {
    await visit.page.click('[data-editor-toolbar] [data-draft-line]');
    const opened = await visit.page.waitForSelector('dialog[open] [data-publish-panel]', { timeout: 10_000 }).catch(() => null);
    if (opened || attempt === 2) break;
  }
  await visit.page.waitForSelector('dialog[open] [data-publish-panel]');
}

async function alertShows(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted: string) => [...document.querySelectorAll('[data-alert="save"]:not([data-seen])')].some((el) => el.textContent === wanted), {}, text);
}

test('a preview link shows the draft to a fresh anonymous browser under the preview bar, until withdrawn', async () => {
  const server = await editorServer();
  const editor = await open({ server });
  await signIn(editor, 'de', '/de');
  const draft = 'Probebühne mit Stimmprobe am Donnerstag';
  const { path } = await pageWithDraft(editor.page, 'Vorschau-Probe', draft);

  await openPublishPanel(editor, path);
  await click(editor.page, s.shareMake(), 'dialog[open] [data-preview-links]');
  const link = await editor.page.waitForFunction(() => (document.querySelector('[data-preview-url]') as HTMLInputElement | null)?.value || null);
  const url = String(await link.jsonValue());
  assert.match(url, /\/de\/preview\/[A-Za-z0-9_-]{43}$/);
  await editor.page.waitForSelector('[data-preview-list] [data-preview-link]');

  const colleague = await open({ server });
  const answer = await colleague.page.goto(url);
  assert.is(answer!.status(), 200);
  assert.is(answer!.headers()['x-robots-tag'], 'noindex, nofollow');
  const bar = await colleague.page.$eval('[data-preview-bar]', (el) => (el as HTMLElement).innerText);
  assert.match(bar, 'Vorschau – unveröffentlichter Entwurf');
  assert.match(await visibleText(colleague), draft);
  assert.not.ok(await colleague.page.$('[data-editor-toolbar]'), 'no editor for the colleague');
  // The same link in English, from the bar.
  await Promise.all([colleague.page.waitForNavigation(), colleague.page.click('[data-preview-bar] a[hreflang="en"]')]);
  assert.match(await colleague.page.$eval('[data-preview-bar]', (el) => (el as HTMLElement).innerText), 'Preview – unpublished draft');

  // A visitor of the page itself sees the published page, no bar, no draft.
  const visitor = await open({ server });
  await visitor.goto(path);
  assert.not.match(await visibleText(visitor), draft);
  assert.not.ok(await visitor.page.$('[data-preview-bar]'));

  // Withdrawn: the link answers 410 with a page that says so.
  await markAlertsSeen(editor.page);
  await click(editor.page, s.shareRevoke(), 'dialog[open] [data-preview-list]');
  await alertShows(editor.page, s.shareRevoked());
  await editor.page.waitForFunction(() => !document.querySelector('[data-preview-list]'));
  const gone = await colleague.page.goto(url);
  assert.is(gone!.status(), 410);
  assert.match(await visibleText(colleague), 'Diese Vorschau ist abgelaufen oder wurde zurückgezogen');
  assert.not.match(await visibleText(colleague), draft);
});

test('approval on: the editor sends for approval, the publisher sends it back with a comment, then publishes', async () => {
  const server = await editorServer();
  const admin = await open({ server });
  await signIn(admin, 'de', '/de', ADMIN);
  const publisherAccount = { login: `freigabe-${Date.now().toString(36)}`, password: `${process.env.INITIAL_PASSWORD ?? ''}-freigabe` };
  const made = await apiCall(admin.page, 'post', collectionUrl('user'), { username: publisherAccount.login, email: `${publisherAccount.login}@example.org`, role: 'publisher', password: publisherAccount.password });
  assert.is(made.status, 201, JSON.stringify(made.body));
  const setApproval = async (on: boolean) => {
    const answer = await apiCall(admin.page, 'patch', collectionUrl('site-settings', 1), { approvalRequired: on });
    assert.is(answer.status, 200, JSON.stringify(answer.body));
  };
  // The page exists for visitors before approval is switched on; its new text is a draft.
  const editor = await open({ server });
  await signIn(editor, 'de', '/de');
  const draft = 'Spielzeitheft ab Oktober im Foyer';
  const { id, path } = await pageWithDraft(editor.page, 'Freigabe-Probe', draft);
  await setApproval(true);
  try {

    // The editor: no publish button, no publishing by the API, 'Zur Freigabe senden' with a message.
    await openPublishPanel(editor, path);
    await editor.page.waitForSelector('dialog[open] [data-approval-request]');
    assert.not.ok(await editor.page.$$eval('dialog[open] button', (buttons, label) => buttons.some((b) => (b as HTMLElement).innerText.trim() === label), s.publish()), 'no publish button');
    assert.not.ok(await editor.page.$('dialog[open] [data-publish-at]'), "no 'Veröffentlichen am'");
    assert.is((await apiCall(editor.page, 'post', `/de/pageeditor-api/pages/${id}/publish/`, {})).status, 403);
    await editor.page.type('dialog[open] [data-approval-request] textarea', 'Bitte vor Freitag freigeben');
    await markAlertsSeen(editor.page);
    await click(editor.page, s.request(), 'dialog[open] [data-approval-request]');
    await alertShows(editor.page, s.requested());
    await editor.page.waitForFunction((text: string) => document.querySelector('[data-editor-toolbar] [data-draft-line]')?.textContent?.includes(text), {}, s.lineRequested());

    // The publisher: the request on the dashboard, then the page's diff; sends it back.
    const publisher = await open({ server });
    await signIn(publisher, 'de', '/cms-hub/', publisherAccount);
    const request = await publisher.page.waitForSelector(`[data-approval-request="${id}"] a`, { timeout: 60_000 });
    assert.match(await publisher.page.$eval(`[data-approval-request="${id}"]`, (el) => (el as HTMLElement).innerText), 'Bitte vor Freitag freigeben');
    await Promise.all([publisher.page.waitForNavigation(), request!.click()]);
    await publisher.page.waitForFunction((text: string) => document.querySelector('[data-editor-toolbar] [data-draft-line]')?.textContent?.includes(text), {}, s.lineRequested());
    await (await publisher.page.waitForSelector('[data-editor-toolbar] [data-draft-line]'))!.click();
    const diff = await publisher.page.waitForSelector('dialog[open] [data-approval-diff]');
    assert.match(await diff!.evaluate((el) => [...el.querySelectorAll('ins')].map((i) => i.textContent).join(' ')), 'Spielzeitheft');
    await publisher.page.type('dialog[open] [data-approval-answer] textarea', 'Bitte den Preis des Hefts nennen.');
    await markAlertsSeen(publisher.page);
    await click(publisher.page, s.sendBack(), 'dialog[open] [data-approval-answer]');
    await alertShows(publisher.page, s.sentBack());

    // The editor sees the comment; the draft is still there, visitors still do not see it.
    await openPublishPanel(editor, path);
    const returned = await editor.page.waitForSelector('dialog[open] [data-approval-returned]');
    assert.match(await returned!.evaluate((el) => (el as HTMLElement).innerText), 'Bitte den Preis des Hefts nennen.');
    assert.match(await editor.page.$eval('[data-editor-toolbar] [data-draft-line]', (el) => el.textContent ?? ''), s.lineReturned());
    const visitor = await open({ server });
    await visitor.goto(path);
    assert.not.match(await visibleText(visitor), draft);

    // Sent again, the publisher publishes from the panel.
    await markAlertsSeen(editor.page);
    await click(editor.page, s.request(), 'dialog[open] [data-approval-request]');
    await alertShows(editor.page, s.requested());
    await openPublishPanel(publisher, path);
    await publisher.page.waitForSelector('dialog[open] [data-approval-diff]');
    await markAlertsSeen(publisher.page);
    await click(publisher.page, s.publish(), 'dialog[open] [data-publish-panel]');
    await alertShows(publisher.page, s.published());
    await visitor.goto(path);
    assert.match(await visibleText(visitor), draft);
  } finally {
    await setApproval(false);
  }
});

test.run();
