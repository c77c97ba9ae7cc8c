/**
 * Page settings of a page made in the hub save with every field at its default
 * (the server refused the theme 'none' with 400 `theme notOption` and the dialog stayed open without
 * a word), and a refusal of any field shows its message in the dialog: at the field it names, or in
 * the summary at the top for a field the dialog does not show.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { collectionUrl } from '../../common/api/admin';
import type { FieldError } from '../../common/api/editor';
import { errorMessage } from '../../common/modules/error-message';
import { useBrowser } from './harness';
import { apiCall, click, editorServer, markAlertsSeen, signIn, tEditor, waitForSaved } from './editor-steps';

const test = suite('editor: page settings never fail silently');
const open = useBrowser(test, { consentDecided: true });
const s = tEditor('de');

test('a page made in the hub: settings saved at their defaults; a forced refusal is shown in the dialog', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/de');
  const slug = `aus-dem-hub-${Date.now().toString(36)}`;
  const created = await apiCall<{ id: number }>(page, 'post', collectionUrl('page'), { title: { de: 'Aus dem Hub', en: 'From the hub' }, pathDe: `/de/${slug}`, pathEn: `/en/${slug}` });
  assert.is(created.status, 201, JSON.stringify(created.body));
  await visit.goto(`/de/${slug}?edit`);

  await click(page, s.pageSettings(), '[data-editor-toolbar]');
  await page.waitForSelector('dialog[open] [data-page-settings]');
  await markAlertsSeen(page);
  await click(page, s.save(), 'dialog[open]');
  await waitForSaved(page, 'de');
  await page.waitForFunction(() => !document.querySelector('dialog[open] [data-page-settings]'));

  // The server refuses the theme and the share image (both fields of the dialog) and a flag (no field of its own).
  const refused: FieldError[] = [
    { field: 'theme', code: 'notOption' },
    { field: 'og_image', code: 'notFound' },
    { field: 'in_menu', code: 'notOption' },
  ];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/pageeditor-api/pages/${created.body.id}/`)) {
      void request.respond({ status: 400, contentType: 'application/json', body: JSON.stringify({ statusCode: 400, message: s.formErrors(), errors: refused }) });
    } else void request.continue();
  });
  await click(page, s.pageSettings(), '[data-editor-toolbar]');
  await page.waitForSelector('dialog[open] [data-page-settings]');
  await click(page, s.save(), 'dialog[open]');
  const summary = await page.waitForSelector('dialog[open] [data-settings-summary]');
  const text = await summary!.evaluate((el) => (el as HTMLElement).innerText);
  assert.match(text, s.formErrors());
  assert.match(text, errorMessage(refused[2]!, 'de'), 'the refused flag is named in the summary');
  const image = await page.$eval('dialog[open] [data-share-image]', (el) => (el.parentElement!.parentElement as HTMLElement).innerText);
  assert.match(image, errorMessage(refused[1]!, 'de'), 'the share image shows its message at the field');
  const theme = await page.$eval('dialog[open] select[aria-invalid="true"]', (el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent ?? '');
  assert.is(theme, errorMessage(refused[0]!, 'de'), 'the theme shows its message at the field');
  assert.ok(await page.$('dialog[open] [data-page-settings]'), 'the dialog stays open with the input');
});

test.run();
