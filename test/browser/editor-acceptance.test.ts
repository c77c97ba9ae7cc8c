/**
 * The page editor, by keyboard and mouse against the production build: starting logged out, an
 * editor signs in through the form, opens the home page with `?edit`, adds a 50-50 section, a
 * headline, a text written in Editor.js with bold, a link and a bulleted list, an image uploaded
 * from a file with its alt text, moves the headline below the text and logs out; an anonymous
 * visitor then sees exactly that. The same in English on /en.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Lang } from '../../common/routes';
import { useBrowser } from './harness';
import { addSection, click, editorServer, fillField, openNewModule, openPanel, publish, saveForm, signIn, tEditor } from './editor-steps';

const test = suite('editor: acceptance');
const open = useBrowser(test, { consentDecided: true });

async function pngFile(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'editor-upload-'));
  const file = path.join(dir, 'foyer.png');
  await writeFile(file, await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 140, g: 20, b: 40 } } }).png().toBuffer());
  return file;
}

const CONTENT: Record<Lang, { headline: string; bold: string; rest: string; linkWord: string; items: [string, string]; alt: string; url: string }> = {
  de: { headline: 'Neu im Haus', bold: 'Fett', rest: ' und ein Link', linkWord: 'Link', items: ['Punkt eins', 'Punkt zwei'], alt: 'Rotes Testbild im Foyer', url: 'https://example.org/seite' },
  en: { headline: 'New in the house', bold: 'Bold', rest: ' and a link', linkWord: 'link', items: ['Point one', 'Point two'], alt: 'Red test image in the foyer', url: 'https://example.org/page' },
};

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: an editor builds a section in place and an anonymous visitor sees exactly it`, async () => {
    const server = await editorServer();
    const s = tEditor(lang);
    const c = CONTENT[lang];
    const home = `/${lang}`;
    const visit = await open({ server });
    const { page } = visit;

    await signIn(visit, lang, `${home}?edit`);
    assert.is(new URL(page.url()).pathname, home);
    const slug = await addSection(page, lang, '50-50');

    // Headline in the first column.
    await openNewModule(page, lang, slug, 0, 'headline');
    await fillField(page, 'content', c.headline);
    await saveForm(page, lang);

    // Text in Editor.js: bold, a link, a bulleted list.
    await openNewModule(page, lang, slug, 0, 'text');
    const paragraph = await page.waitForSelector('dialog[open] [data-richtext="content"] .ce-paragraph');
    await paragraph!.click();
    await page.keyboard.type(`${c.bold}${c.rest}`);
    await page.keyboard.press('Home');
    for (const _ of c.bold) await page.keyboard.down('Shift').then(() => page.keyboard.press('ArrowRight'));
    await page.keyboard.up('Shift');
    await click(page, s.richBold(), 'dialog[open]');
    await page.keyboard.press('End');
    await page.keyboard.down('Shift');
    for (const _ of c.linkWord) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await click(page, s.richLink(), 'dialog[open]');
    const url = await page.waitForSelector('dialog[open] [data-link-url]');
    assert.is(await url!.evaluate((el) => (el as HTMLInputElement).value), 'https://', 'a new link starts with https://');
    await page.keyboard.type(c.url.slice('https://'.length));
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open] [data-richtext="content"] a[href]');
    await click(page, s.richBulleted(), 'dialog[open]');
    await page.waitForSelector('dialog[open] [data-richtext="content"] .cdx-list [contenteditable="true"]');
    await page.keyboard.type(c.items[0]);
    await page.keyboard.press('Enter');
    await page.keyboard.type(c.items[1]);
    await saveForm(page, lang);

    // Image in the second column, uploaded from a file, with its alt text.
    await openNewModule(page, lang, slug, 1, 'image');
    const input = (await page.waitForSelector('dialog[open] [data-field="image"] input[type=file]')) as import('puppeteer').ElementHandle<HTMLInputElement>;
    await input.uploadFile(await pngFile());
    const alt = await page.waitForSelector(`dialog[open] input[name="alt_${lang}"]`);
    await alt!.type(c.alt);
    if (lang === 'en') await (await page.waitForSelector('dialog[open] input[name="alt_de"]'))!.type('Rotes Testbild');
    else await (await page.waitForSelector('dialog[open] input[name="alt_en"]'))!.type('Red test image');
    await saveForm(page, lang);

    // The headline moves below the text, by its keyboard action.
    await openPanel(page, lang, slug);
    const first = `[data-structure-panel="${slug}"] [data-column="0"] li:first-child`;
    await page.waitForFunction((sel: string, text: string) => document.querySelector(sel)?.textContent?.includes(text), {}, first, c.headline);
    await click(page, s.moveDown(), first);
    await page.waitForFunction((sel: string, text: string) => document.querySelector(sel)?.textContent?.includes(text), {}, `[data-structure-panel="${slug}"] [data-column="0"] li:last-child`, c.headline);

    // Saves are the page's draft: the editor publishes them for visitors.
    await publish(page, lang);
    await click(page, s.logout(), '[data-editor-toolbar]');
    await page.waitForFunction(() => !document.cookie.includes('logged_in='));

    // An anonymous visitor: no editor, and exactly that content in that order.
    const anonymous = await open({ server });
    await anonymous.goto(home);
    const section = await anonymous.page.waitForSelector(`[id="${slug}"]`);
    await anonymous.page.waitForFunction((id: string) => document.getElementById(id)?.querySelector('img'), {}, slug);
    const seen = await section!.evaluate((el) => ({
      text: (el as HTMLElement).innerText.replace(/\s+/g, ' '),
      bold: [...el.querySelectorAll('b, strong')].map((b) => b.textContent),
      links: [...el.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
      items: [...el.querySelectorAll('ul li')].map((li) => li.textContent),
      alts: [...el.querySelectorAll('img')].map((img) => img.getAttribute('alt')),
      headlines: [...el.querySelectorAll('h2, h3, h4, h5, h6')].map((h) => h.textContent),
    }));
    assert.ok(seen.bold.includes(c.bold), `bold "${c.bold}" in ${JSON.stringify(seen)}`);
    assert.ok(seen.links.some(([text, href]) => text === c.linkWord && href === c.url), `link in ${JSON.stringify(seen.links)}`);
    assert.equal(seen.items, c.items);
    assert.ok(seen.alts.includes(c.alt), `alt text in ${JSON.stringify(seen.alts)}`);
    assert.ok(seen.headlines.includes(c.headline));
    assert.ok(seen.text.indexOf(c.items[1]) < seen.text.indexOf(c.headline), `the headline comes after the text: ${seen.text}`);
    assert.not.ok(anonymous.requests.some((u) => u.includes('/assets/editor/')), 'no editor byte for the anonymous visitor');
  });
}

test.run();
