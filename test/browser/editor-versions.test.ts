/**
 * Three saves give three versions; the diff of the first and the third shows only
 * the changed fields with their words marked; restoring the first makes the page (API and visitor
 * view) equal it again and adds a fourth version.
 */
import type { Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule } from '../../common/api/editor';
import type { VersionList } from '../../common/api/versions';
import { useBrowser } from './harness';
import { apiCall, click, editorServer, fillField, openPanel, publish, saveForm, sectionSlugs, signIn, tEditor } from './editor-steps';

const test = suite('editor: page versions');
const open = useBrowser(test, { consentDecided: true });

/** A seeded page no other editor test changes, so its versions are only ours. */
const PAGE = '/de/vermietung';
const s = tEditor('de');

async function editHeadline(page: Page, slug: string, id: number, field: string, value: string): Promise<void> {
  await openPanel(page, 'de', slug);
  await click(page, s.edit(), `[data-structure-panel="${slug}"] li[data-module-id="${id}"]`);
  await page.waitForSelector('dialog[open] [data-module-form="headline"]');
  await page.waitForFunction((name: string) => (document.querySelector(`dialog[open] [data-field="${name}"] input, dialog[open] [data-field="${name}"] textarea`) as HTMLInputElement | null)?.value, {}, field);
  await fillField(page, field, value);
  await saveForm(page, 'de');
}

test('the starting point is v1, three saves are v2–v4; the diff marks the changed words; restoring v2 gives a draft v5 that publishing shows', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(visit, 'de', `${PAGE}?edit`);
  const [slug] = await sectionSlugs(page);
  await openPanel(page, 'de', slug!);
  const id = await page.$$eval(`[data-structure-panel="${slug}"] li[data-module-id]`, (items) => Number(items.find((li) => li.textContent?.includes('Großer Saal'))?.getAttribute('data-module-id')));
  assert.ok(id > 0, 'the seeded headline "Großer Saal" is in the first section');

  await editHeadline(page, slug!, id, 'content', 'Großer Saal mit Bühne');
  await editHeadline(page, slug!, id, 'subline', 'bis 300 Personen');
  await editHeadline(page, slug!, id, 'content', 'Großer Saal mit neuer Bühne');

  await click(page, s.versions(), '[data-editor-toolbar]');
  await page.waitForSelector('[data-versions] li[data-version]');
  const numbers = await page.$$eval('[data-versions] li[data-version]', (items) => items.map((li) => Number(li.getAttribute('data-version'))));
  assert.equal(numbers, [4, 3, 2, 1], 'the list shows the three saves, newest first, after the starting point (issue #19)');

  await page.select('[data-diff-from]', '2');
  await page.select('[data-diff-to]', '4');
  await click(page, s.versionCompare(), 'dialog[open]');
  await page.waitForSelector('[data-version-diff] [data-change]');
  const diff = await page.$eval('[data-version-diff]', (box) => ({
    changes: [...box.querySelectorAll('[data-change]')].map((c) => c.getAttribute('data-change')),
    fields: [...box.querySelectorAll('[data-field-change]')].map((f) => f.getAttribute('data-field-change')).sort(),
    inserted: [...box.querySelectorAll('ins')].map((el) => el.lastChild?.textContent?.trim()),
    deleted: [...box.querySelectorAll('del')].map((el) => el.lastChild?.textContent?.trim()),
    text: (box as HTMLElement).innerText,
  }));
  assert.equal(diff.changes, ['changed'], 'one module changed, nothing else');
  assert.equal(diff.fields, ['content', 'subline'], 'only the two edited fields');
  assert.ok(diff.inserted.includes('neuer'), `"neuer" is marked as inserted: ${JSON.stringify(diff.inserted)}`);
  assert.ok(diff.inserted.includes('300') && diff.deleted.includes('320'), `320 → 300 is marked: ${JSON.stringify(diff)}`);
  assert.not.ok(diff.inserted.concat(diff.deleted).some((w) => w?.includes('Saal')), 'unchanged words are not marked');
  assert.match(diff.text, 'Überschrift');

  await click(page, s.versionRestore(), '[data-versions] li[data-version="2"]');
  await page.waitForFunction(() => document.querySelector('[data-versions] li[data-version]')?.getAttribute('data-version') === '5');
  const list = await apiCall<VersionList>(page, 'get', `/pageeditor-api/pages/${await pageId(page)}/versions/?lang=de`);
  assert.equal(list.body.results.map((v) => v.number), [5, 4, 3, 2, 1]);
  assert.is(list.body.results[0]!.restored_from, 2);

  const module = await apiCall<EditorModule>(page, 'get', `/de/pageeditor-api/modules/${id}/`);
  assert.is(module.body.data.content, 'Großer Saal mit Bühne');
  assert.is(module.body.data.subline, 'bis 320 Personen');
  // A restore is a draft like any save: visitors see it once it is published.
  await click(page, s.close(), 'dialog[open]');
  await publish(page, 'de');

  const visitor = await open({ server: visit.server });
  await visitor.goto(PAGE);
  await visitor.page.waitForSelector('main h3');
  // textContent, not innerText: headings are set in capitals by CSS.
  const text = await visitor.page.$eval('main', (main) => main.textContent ?? '');
  assert.match(text, 'Großer Saal mit Bühne');
  assert.match(text, 'bis 320 Personen');
  assert.not.match(text, 'neuer Bühne');
  assert.not.match(text, 'bis 300 Personen');
});

function pageId(page: Page): Promise<number> {
  return page.evaluate(async (path: string) => (await (await fetch(`/de/pageeditor-api/page/${path}`, { credentials: 'include' })).json()).id as number, PAGE.slice('/de/'.length));
}

test.run();
