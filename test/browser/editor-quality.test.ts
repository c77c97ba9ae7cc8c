/**
 * Quality checks in the toolbar. An image whose alt text is a file name and an h4
 * straight after an h2 give the count 2; an item of the list scrolls to its module and outlines it;
 * fixing both in the editor's forms brings the count to 0 (the checks run again after each save).
 * A link to a page that does not exist is listed too. axe-core comes as its own lazy chunk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule, EditorSection, MediaItem } from '../../common/api/editor';
import de from '../../common/i18n/de/editor-quality';
import en from '../../common/i18n/en/editor-quality';
import { namespace } from '../../common/i18n/namespace';
import { useBrowser } from './harness';
import { apiCall, click, createPage, editorServer, openPanel, saveForm, signIn, tEditor } from './editor-steps';

const test = suite('editor: quality checks in the toolbar');
const open = useBrowser(test, { consentDecided: true });
const tQuality = namespace({ de, en });

/** Uploads a small PNG made in the browser, with `alt` as its German and English alt text. */
async function upload(page: Page, alt: string): Promise<MediaItem> {
  const result = await page.evaluate(async (altText: string) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#8c1428';
    context.fillRect(0, 0, 320, 200);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const token = document.cookie.split('; ').find((c) => c.startsWith('csrftoken='))?.slice('csrftoken='.length) ?? '';
    const data = new FormData();
    data.append('alt_de', altText);
    data.append('alt_en', altText);
    data.append('file', new File([blob], 'IMG_1234.png', { type: 'image/png' }));
    const response = await fetch('/de/pageeditor-api/media/', { method: 'POST', credentials: 'include', headers: { 'X-CSRFToken': decodeURIComponent(token) }, body: data });
    return { status: response.status, body: await response.json() };
  }, alt);
  assert.is(result.status, 201, JSON.stringify(result.body));
  return result.body as MediaItem;
}

async function addModule(page: Page, section: string, type: string, data: Record<string, unknown>): Promise<EditorModule> {
  const created = await apiCall<EditorModule>(page, 'post', '/de/pageeditor-api/modules/', { type, section, column: 0, data });
  assert.is(created.status, 201, JSON.stringify(created.body));
  return created.body;
}

/** Waits until the toolbar's count shows `n` after a finished run. */
async function waitForCount(page: Page, n: number, errors: string[] = []): Promise<void> {
  try {
    await page.waitForFunction(
      (wanted: string) => {
        const button = document.querySelector('[data-quality-button]');
        return button?.getAttribute('aria-busy') === 'false' && button.querySelector('[data-quality-count]')?.getAttribute('data-quality-count') === wanted;
      },
      { timeout: 60_000 },
      String(n),
    );
  } catch {
    const seen = await page.$eval('[data-quality-button]', (el) => el.outerHTML).catch(() => 'no quality button');
    throw new Error(`the toolbar's count did not become ${n}: ${seen} ${errors.join('\n')}`);
  }
}

/** The quality button's name as the accessibility tree gives it to a screen reader. */
async function accessibleName(page: Page): Promise<string> {
  const button = await page.$('[data-quality-button]');
  const node = await page.accessibility.snapshot({ root: button!, interestingOnly: false });
  return (node?.name ?? '').replace(/\s+/g, ' ').trim();
}

/** The axe-core chunk of the editor build (scripts/budget.mjs keeps it out of the editor's budget). */
function axeChunk(): string {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'dist', 'manifest.json'), 'utf8')) as { editor: { outputs: Record<string, { entryPoint: string | null }> } };
  const url = Object.keys(manifest.editor.outputs).find((u) => manifest.editor.outputs[u]!.entryPoint === 'editor/quality/axe-checks.ts');
  assert.ok(url, 'the editor build has a lazy chunk for axe-core');
  return url!;
}

test('an alt text that is a file name and an h4 after an h2 count 2; each item outlines its module; fixing both counts 0', async () => {
  const s = tEditor('de');
  const q = tQuality('de');
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/de');
  const { id, path: pagePath } = await createPage(page, 'Qualitaet');
  const section = (await apiCall<EditorSection>(page, 'post', '/de/pageeditor-api/sections/', { page: id, layout: '100' })).body;
  const media = await upload(page, 'IMG_1234.jpg');
  await addModule(page, section.slug, 'headline', { content: 'Programm', headline_level: 2 });
  await addModule(page, section.slug, 'image', { image: { $media: media.id } });
  await addModule(page, section.slug, 'headline', { content: 'Einzelheiten', headline_level: 4 });

  // Visitors and editors outside edit mode never load axe-core.
  await visit.goto(pagePath);
  await page.waitForSelector('[data-editor-toolbar]');
  assert.not.ok(visit.requests.some((u) => u.includes(axeChunk())), 'no axe-core before edit mode');
  await visit.goto(`${pagePath}?edit`);
  await waitForCount(page, 2, visit.consoleErrors);
  assert.ok(visit.requests.some((u) => u.includes(axeChunk())), 'axe-core came as its lazy chunk when the checks ran');
  assert.is(await accessibleName(page), `${q.button()} ${q.findings({ count: 2 })}`);

  await page.click('[data-quality-button]');
  await page.waitForSelector('[data-quality-list]');
  const items = await page.$$eval('[data-quality-item]', (els) => els.map((el) => [el.getAttribute('data-quality-item'), (el as HTMLElement).innerText.replace(/\s+/g, ' ')]));
  assert.equal(
    items.map(([kind]) => kind),
    ['altFileName', 'headingSkipped'],
  );
  assert.ok(String(items[0]![1]).includes(q.altFileName({ alt: 'IMG_1234.jpg' })) && String(items[0]![1]).includes('Abschnitt 1 · Bild'), String(items[0]![1]));
  assert.ok(String(items[1]![1]).includes(q.headingSkipped({ from: 2, to: 4 })) && String(items[1]![1]).includes('Überschrift: Einzelheiten'), String(items[1]![1]));

  // An item scrolls to its module and outlines it.
  await page.click('[data-quality-item="altFileName"]');
  await page.waitForSelector('[data-quality-outline]');
  const placed = await page.evaluate((slug: string) => {
    const figure = document.getElementById(slug)!.querySelector('figure')!.getBoundingClientRect();
    const box = document.querySelector('[data-quality-outline]')!.getBoundingClientRect();
    return { same: Math.abs(figure.top - box.top) < 2 && Math.abs(figure.height - box.height) < 2 && Math.abs(figure.width - box.width) < 2, inView: figure.bottom > 0 && figure.top < innerHeight };
  }, section.slug);
  assert.equal(placed, { same: true, inView: true }, 'the outline lies on the image module, in view');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-quality-list]') && !document.querySelector('[data-quality-outline]'));

  // Fix the heading: h4 becomes h3.
  await openPanel(page, 'de', section.slug);
  const items3 = `[data-structure-panel="${section.slug}"] [data-column="0"] li`;
  await click(page, s.edit(), `${items3}:last-child`);
  await page.waitForSelector('dialog[open] [data-module-form="headline"]');
  await page.select('dialog[open] [data-field="headline_level"] select', '3');
  await saveForm(page, 'de');
  await waitForCount(page, 1);

  // Fix the alt text in the image's form.
  await click(page, s.edit(), `${items3}:nth-child(2)`);
  const alt = await page.waitForSelector('dialog[open] input[name="alt_de"]');
  // Replaced as editor-form-steps.ts does it: focus, select all with the keyboard, type. A triple
  // click lands at coordinates and must select the whole value; when it does not, the text goes into
  // 'IMG_1234.jpg', which still reads as a file name and the count stays 1.
  await alt!.focus();
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.type('Rote Fläche im Foyer');
  assert.is(await alt!.evaluate((el) => (el as HTMLInputElement).value), 'Rote Fläche im Foyer', 'the typed text replaced the alt text');
  await saveForm(page, 'de');
  await waitForCount(page, 0);
  assert.is(await accessibleName(page), `${q.button()} ${q.findings({ count: 0 })}`);
});

test('a link to a page that does not exist is listed', async () => {
  const q = tQuality('de');
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  await signIn(visit, 'de', '/de');
  const { id, path: pagePath } = await createPage(page, 'Verweise');
  const section = (await apiCall<EditorSection>(page, 'post', '/de/pageeditor-api/sections/', { page: id, layout: '100' })).body;
  await addModule(page, section.slug, 'text', { content: `<p>Siehe <a href="/de/gibt-es-nicht-mehr">die alte Seite</a> und <a href="${pagePath}">diese Seite</a>.</p>` });
  await visit.goto(`${pagePath}?edit`);
  await waitForCount(page, 1);
  await page.click('[data-quality-button]');
  const item = await page.waitForSelector('[data-quality-item="deadLink"]');
  const text = await item!.evaluate((el) => (el as HTMLElement).innerText);
  assert.ok(text.includes(q.deadLink({ href: '/de/gibt-es-nicht-mehr' })), text);
});

test.run();
