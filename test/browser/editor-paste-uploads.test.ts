/**
 * End to end in the page editor:
 * - a Word paste (test/fixtures/paste/word.html, as Word puts it on the clipboard) into a Text
 *   module's rich text keeps its meaning up to the saved page: the section shows exactly the clean
 *   HTML the converter's unit test expects, with this site's link as a site path;
 * - an upload the server refuses shows the server's own reason at the field, in German and English
 *   (the types an image field takes; the size limit);
 * - three images picked at once in the media library all arrive, each with its own progress.
 */
import { mkdtemp, readFile, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_MEDIA_BYTES, type MediaList } from '../../common/api/editor';
import type { Lang } from '../../common/routes';
import { sectionChanged, sectionHtml } from './editor-form-steps';
import { addSection, apiCall, click, createPage, editorServer, openNewModule, saveForm, signIn, tEditor } from './editor-steps';
import { useBrowser, type Visit } from './harness';

const test = suite('editor: paste that keeps meaning, upload reasons, several uploads');
const open = useBrowser(test, { consentDecided: true });
const fixture = (name: string) => readFile(new URL(`../fixtures/paste/${name}`, import.meta.url), 'utf8');
/** The address the Word sample links to as 'our site'; in the test it is the test server's. */
const SAMPLE_SITE = 'https://www.kulturhaus-am-fluss.de';

let dir: Promise<string> | null = null;
const scratch = () => (dir ??= mkdtemp(path.join(os.tmpdir(), 'paste-uploads-')));
async function image(name: string, colour: string): Promise<string> {
  const file = path.join(await scratch(), name);
  await writeFile(file, await sharp({ create: { width: 240, height: 160, channels: 3, background: colour } }).png().toBuffer());
  return file;
}

/** A page of its own, open in the editor in `lang`, with a new one-column section. */
async function editorOnNewPage(visit: Visit, lang: Lang, title: string): Promise<string> {
  await signIn(visit, lang, lang === 'de' ? '/de?edit' : '/en?edit');
  const { path: pagePath } = await createPage(visit.page, title);
  await visit.goto(`${lang === 'de' ? pagePath : pagePath.replace(/^\/de\//, '/en/')}?edit`);
  await visit.page.waitForSelector('[data-editor-toolbar]');
  return addSection(visit.page, lang, '100');
}

test('a Word paste into the rich text is saved as the clean HTML of its meaning', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  const slug = await editorOnNewPage(visit, 'de', 'Einfügen aus Word');
  await openNewModule(page, 'de', slug, 0, 'text');
  const paragraph = await page.waitForSelector('dialog[open] [data-field="content"] [data-richtext] [contenteditable="true"]');
  const origin = new URL(page.url()).origin;
  const html = (await fixture('word.html')).replaceAll(SAMPLE_SITE, origin);
  await paragraph!.focus();
  await paragraph!.evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'Ihr Besuch im Haus');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
  // The converted blocks are in the editor: the nested list item once, the table's last row as a paragraph.
  await page.waitForFunction(() => {
    const area = document.querySelector('dialog[open] [data-field="content"] [data-richtext]');
    return area && area.textContent!.split('Museumsinsel').length === 2 && area.textContent!.includes('Samstag und Sonntag · 11–20 Uhr');
  });
  const before = await sectionHtml(page, slug);
  await saveForm(page, 'de');
  const saved = await sectionChanged(page, slug, before);
  const expected = await fixture('word.expected.html');
  assert.ok(saved.includes(expected), `the section holds the clean HTML\n${saved}`);
  assert.ok(saved.includes('<a href="/de/besuch">Besuch</a>'), 'our own link stays a site path');
});

/** The reason shown at the image field's upload for the file just picked. */
async function refusalFor(page: Page, file: string): Promise<string> {
  const input = (await page.waitForSelector('dialog[open] [data-field="image"] [data-upload-zone] input[type=file]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  const name = path.basename(file);
  const reason = await page.waitForSelector(`dialog[open] [data-field="image"] [data-upload="${name}"] [role="alert"]`);
  const text = (await reason!.evaluate((el) => el.textContent ?? '')).trim();
  const describedBy = await input.evaluate((el) => el.getAttribute('aria-describedby') ?? '');
  const id = await reason!.evaluate((el) => el.id);
  assert.ok(describedBy.split(' ').includes(id), 'the file input is described by the reason');
  return text;
}

const REASONS = {
  de: {
    type: 'Dieser Dateityp wird hier nicht angenommen. Erlaubt sind: JPEG, PNG, WebP, GIF, AVIF.',
    size: `Die Datei ist zu groß (höchstens ${MAX_MEDIA_BYTES / 1024 / 1024} MB).`,
  },
  en: {
    type: 'This file type is not accepted here. Allowed are: JPEG, PNG, WebP, GIF, AVIF.',
    size: `The file is too large (at most ${MAX_MEDIA_BYTES / 1024 / 1024} MB).`,
  },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: a refused upload shows the server's reason at the image field: the types it takes, the size limit`, async () => {
    const visit = await open({ server: await editorServer() });
    const { page } = visit;
    const slug = await editorOnNewPage(visit, lang, `Upload-Gründe ${lang}`);
    await openNewModule(page, lang, slug, 0, 'image');
    const accept = await page.$eval('dialog[open] [data-field="image"] input[type=file]', (el) => el.getAttribute('accept') ?? '');
    assert.ok(accept.includes('image/png') && accept.includes('.avif') && !accept.includes('pdf'), `the picker offers what an image field takes: ${accept}`);

    const pdf = path.join(await scratch(), `programm-${lang}.pdf`);
    await writeFile(pdf, '%PDF-1.4\n%test\n');
    assert.is(await refusalFor(page, pdf), REASONS[lang].type);

    const big = path.join(await scratch(), `riesig-${lang}.png`);
    await writeFile(big, await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } }).png().toBuffer());
    await truncate(big, MAX_MEDIA_BYTES + 1);
    assert.is(await refusalFor(page, big), REASONS[lang].size);
    assert.not.ok(await page.$('[data-alert="error"]'), 'no general apology besides');
  });
}

test('a save refused for a missing alt text says so at the alt field, and goes through once it is there', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  const s = tEditor('de');
  const slug = await editorOnNewPage(visit, 'de', 'Ohne Alternativtext');
  await openNewModule(page, 'de', slug, 0, 'image');
  const input = (await page.waitForSelector('dialog[open] [data-field="image"] [data-upload-zone] input[type=file]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(await image(`Ohne-Alt-${Date.now()}.png`, '#556677'));
  await page.waitForSelector('dialog[open] [data-field="image"] input[name="alt_de"]');
  await click(page, s.save(), 'dialog[open]');
  const alt = await page.waitForSelector('dialog[open] [data-field="image"] input[name="alt_de"][aria-invalid="true"]');
  const message = await alt!.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
  assert.is(message, 'Bitte geben Sie für das Bild einen Alternativtext (DE) ein.');
  const next = await alt!.evaluate((el) => el.closest('[data-field]')?.lastElementChild?.textContent ?? '');
  assert.is(next, message, 'the message stands right below the alt fields');
  // The refusal puts the keyboard on the alt text, where the message is (it went to the image's
  // 'Entfernen' button, and a frame late: the text typed before it moved was lost).
  await page.waitForFunction((el: Element) => document.activeElement === el, { timeout: 5_000 }, alt!).catch(() => assert.unreachable('the keyboard is on the missing alt text'));
  await page.keyboard.type('Blaugraue Fläche');
  await saveForm(page, 'de');
});

test('three images picked at once in the media library all arrive, each with its progress', async () => {
  const visit = await open({ server: await editorServer() });
  const { page } = visit;
  const s = tEditor('de');
  const slug = await editorOnNewPage(visit, 'de', 'Drei Bilder');
  await openNewModule(page, 'de', slug, 0, 'image');
  await click(page, s.chooseMedia(), 'dialog[open] [data-field="image"]');
  const input = (await page.waitForSelector('dialog[open] [data-media-picker] input[type=file][multiple]')) as ElementHandle<HTMLInputElement>;
  const stamp = Date.now();
  const names = [`Foyer-${stamp}.png`, `Saal-${stamp}.png`, `Hof-${stamp}.png`];
  const files = await Promise.all(names.map((name, i) => image(name, ['#aa3311', '#11aa33', '#3311aa'][i]!)));
  // Every row the library shows for a file in flight, recorded as it appears: one progress bar each.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressRows: string[] }).progressRows = seen;
    new MutationObserver(() => {
      for (const row of document.querySelectorAll('dialog[open] [data-media-picker] [data-upload]')) {
        const name = row.getAttribute('data-upload') ?? '';
        if (row.querySelector('progress') && !seen.includes(name)) seen.push(name);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await input.uploadFile(...files);
  // Each file had its own row (with its progress bar) and, once arrived, stands in the library's list.
  await page.waitForFunction(
    (wanted: string[]) => {
      const picker = document.querySelector('dialog[open] [data-media-picker]');
      const tiles = [...(picker?.querySelectorAll('ul li button') ?? [])].map((b) => b.textContent ?? '');
      return wanted.every((name) => tiles.some((t) => t.includes(name))) && !picker?.querySelector('[data-upload]');
    },
    {},
    names,
  );
  const rows = await page.evaluate(() => (window as unknown as { progressRows: string[] }).progressRows);
  assert.equal([...rows].sort(), [...names].sort(), 'each file had its own progress bar');
  for (const name of names) {
    const found = await apiCall<MediaList>(page, 'get', `/de/pageeditor-api/media/?q=${encodeURIComponent(name)}`);
    assert.is(found.body.results.filter((m) => m.name === name).length, 1, `${name} arrived once`);
  }
});

test.run();
