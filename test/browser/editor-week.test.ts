/**
 * First acceptance point: 'an editor's week', in German and in English. The seeded editor
 * makes a page under 'Das Haus' with 'Neue Seite', adds a headline, a text and an image, puts it in
 * the menu from the page tree, shows the draft to a colleague by a preview link, and publishes it
 * 'am …' two minutes ahead by the server's clock. Until then no visitor finds any trace of it (page,
 * page API, menu, search, sitemap); once the server's clock has passed the time, the page is live,
 * in the menu and in search. Driven through the UI by the labels on screen; the API only checks.
 */
import { mkdir } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import type { DraftStatus } from '../../common/api/drafts';
import type { SearchOverview } from '../../common/api/search';
import { berlinInputValue } from '../../common/format/berlin';
import treeDe from '../../common/i18n/de/page-tree';
import treeEn from '../../common/i18n/en/page-tree';
import previewDe from '../../common/i18n/de/preview';
import previewEn from '../../common/i18n/en/preview';
import { namespace } from '../../common/i18n/namespace';
import type { Lang } from '../../common/routes';
import { startServer, type RunningServer } from '../helpers/server';
import { useBrowser, visibleText, type Visit } from './harness';
import { addSection, apiCall, byText, click, fillField, markAlertsSeen, openNewModule, saveForm, signIn, tDrafts, tEditor } from './editor-steps';

const test = suite("editor: an editor's week");
const open = useBrowser(test, { consentDecided: true });
const tTree = namespace({ de: treeDe, en: treeEn });
const tPreview = namespace({ de: previewDe, en: previewEn });

/** Screenshots of the dialogs for a person to look at, only when asked for (EDITOR_WEEK_SHOTS=folder). */
const SHOTS = process.env.EDITOR_WEEK_SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  const before = page.viewport();
  for (const width of [390, 1366]) {
    await page.setViewport({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  if (before) await page.setViewport(before);
}

/** Its own server: the test moves the server's clock, which no other file may see. */
let server: Promise<RunningServer> | null = null;
const clockServer = () => (server ??= startServer({ clock: true }));
test.after(async () => {
  await (await server?.catch(() => null))?.stop();
});

/** What an anonymous visitor gets from `path` of the server (no cookies; redirects not followed). */
async function anonymous(visit: Visit, path: string): Promise<{ status: number; text: string }> {
  return visit.page.evaluate(async (p: string) => {
    const r = await fetch(p, { credentials: 'omit', cache: 'no-store', redirect: 'manual' });
    return { status: r.status, text: r.type === 'opaqueredirect' ? '' : await r.text() };
  }, path);
}

/** Every public place a visitor could meet the page: its address, the page API, the menu, search, the sitemap. */
async function publicTraces(visit: Visit, lang: Lang, path: string, word: string): Promise<Record<string, boolean>> {
  const [html, api, nav, search, sitemap] = await Promise.all([
    anonymous(visit, path),
    anonymous(visit, `/${lang}/pageeditor-api/page${path.slice(3)}`),
    anonymous(visit, `/pageeditor-api/nav?lang=${lang}`),
    anonymous(visit, `/${lang}/api/search/?query=${encodeURIComponent(word)}`),
    anonymous(visit, '/sitemap.xml'),
  ]);
  return {
    page: html.status === 200 && html.text.includes(word),
    'page API': api.status === 200 && api.text.includes(word),
    menu: nav.text.includes(word) || nav.text.includes(path),
    search: search.status === 200 && foundIn(JSON.parse(search.text) as SearchOverview, word, path),
    sitemap: sitemap.text.includes(path),
  };
}

/** A hit of the page among the results (the answer repeats the query itself, so its text alone says nothing). */
const foundIn = (answer: SearchOverview, word: string, path: string) => [...answer.events.results, ...answer.others.results].some((hit) => hit.url === path || hit.title.includes(word));

const nowhere = { page: false, 'page API': false, menu: false, search: false, sitemap: false };

/** The input or select whose <label> reads exactly `label`, inside the open dialog. */
async function field(page: Page, label: string): Promise<string> {
  const handle = await page.waitForFunction(
    (wanted: string) => {
      const found = [...document.querySelectorAll('dialog[open] label')].find((l) => (l as HTMLElement).innerText.trim() === wanted) as HTMLLabelElement | undefined;
      return found?.htmlFor ? `#${CSS.escape(found.htmlFor)}` : null;
    },
    {},
    label,
  );
  return (await handle.jsonValue()) as string;
}

/** Types into a field by keyboard, replacing what it held. */
async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await page.focus(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.type(text);
}

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: a new page under 'Das Haus' with headline, text and image, in the menu, previewed, published at a time by the server's clock`, async () => {
    const s = tTree(lang);
    const d = tDrafts(lang);
    const e = tEditor(lang);
    const running = await clockServer();
    const editor = await open({ server: running });
    const { page } = editor;
    // After the browser: an answer awaited over the clock's channel alone would not keep the process alive.
    await running.setClock(0);
    const house = lang === 'de' ? { path: '/de/haus', title: 'Das Haus' } : { path: '/en/house', title: 'The house' };
    await signIn(editor, lang, `${house.path}?edit`);

    // 'Neue Seite' from the toolbar, standing on 'Das Haus': it is the parent.
    const stamp = `${lang}${Date.now().toString(36)}`;
    const title = { de: `Werkstattwoche ${stamp}`, en: `Workshop week ${stamp}` };
    // An address of the editor's own, shorter than the one suggested from the title.
    const slug = `${lang === 'de' ? 'woche' : 'week'}-${stamp}`;
    const path = `${house.path}/${slug}`;
    await click(page, s.newPage(), '[data-editor-toolbar]');
    await page.waitForSelector('dialog[open] [data-new-page]');
    const parent = await field(page, s.parent());
    await page.waitForFunction((sel: string, want: string) => (document.querySelector(sel) as HTMLSelectElement | null)?.selectedOptions[0]?.textContent?.trim() === want, {}, parent, house.title);
    await typeInto(page, await field(page, s.titleDe()), title.de);
    await typeInto(page, await field(page, s.titleEn()), title.en);
    // The address in the page's language by hand (the other one stays as suggested from its title).
    const own = await field(page, lang === 'de' ? s.addressDe() : s.addressEn());
    await typeInto(page, own, path);
    // Checked as typed: first 'wird geprüft', then free.
    await page.waitForFunction((want: string, checking: string) => document.querySelector(`[data-field-message="urls.${want}"]`)?.textContent === checking, {}, lang, s.addressChecking());
    await page.waitForFunction((want: string, free: string) => document.querySelector(`[data-field-message="urls.${want}"]`)?.textContent === free, {}, lang, s.addressFree());
    await (await byText(page, s.templateEmpty(), 'dialog[open] [data-new-page]', 'label')).click();
    await shoot(page, `${lang}-new-page`);
    await Promise.all([page.waitForNavigation(), click(page, s.create(), 'dialog[open]')]);
    assert.is(new URL(page.url()).pathname, path, 'the new page opens at its address');
    await page.waitForSelector('[data-editor-toolbar] [data-draft-line]');
    const made = await apiCall<{ id: number; title: Record<Lang, string> }>(page, 'get', `/${lang}/pageeditor-api/page${path.slice(3)}`);
    assert.is(made.status, 200);
    const id = made.body.id;

    // A headline, a text and an image, each from the structure panel's form.
    const section = await addSection(page, lang, '100');
    await openNewModule(page, lang, section, 0, 'headline');
    await fillField(page, 'content', title[lang]);
    await saveForm(page, lang);
    const words = lang === 'de' ? `Drei Tage Bühnenbau zum Mitmachen ${stamp}` : `Three days of stage building for everyone ${stamp}`;
    await openNewModule(page, lang, section, 0, 'text');
    await (await page.waitForSelector('dialog[open] [data-richtext="content"] .ce-paragraph'))!.click();
    await page.keyboard.type(words);
    await saveForm(page, lang);
    await openNewModule(page, lang, section, 0, 'image');
    await click(page, e.chooseMedia(), 'dialog[open]');
    const tile = await page.waitForSelector('dialog[open] [data-media-picker] li button');
    await tile!.click();
    await page.waitForFunction(() => !document.querySelector('dialog[open] [data-media-picker]'));
    await saveForm(page, lang);
    const draft = await apiCall<DraftStatus>(page, 'get', `/${lang}/pageeditor-api/pages/${id}/draft/`);
    assert.not.ok(draft.body.published, 'still a draft');

    // 'Im Menü' in the page tree, opened from the toolbar; on a phone too, it opens at the page the editor is on.
    const desktop = page.viewport();
    await page.setViewport({ width: 390, height: 844 });
    await click(page, s.pageTree(), '[data-editor-toolbar]');
    const menuSwitch = `dialog[open] input[aria-label="${s.inMenu()}: ${title[lang]}"]`;
    await page.waitForSelector(menuSwitch);
    await page.waitForFunction((sel: string) => {
      const box = document.querySelector(sel)!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    }, {}, menuSwitch);
    assert.is(await page.$eval('dialog[open] a[aria-current="page"]', (a) => a.textContent), title[lang], 'the tree marks the page the editor is on');
    await shoot(page, `${lang}-page-tree`);
    await page.setViewport(desktop!);
    await markAlertsSeen(page);
    await page.focus(menuSwitch);
    await page.keyboard.press('Space');
    await page.waitForFunction((want: string) => document.querySelector('dialog[open] [data-page-tree-status]')?.textContent?.includes(want), {}, s.inMenu());
    assert.ok(await page.$eval(menuSwitch, (el) => (el as HTMLInputElement).checked), 'the switch stays on');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    // 'Vorschau teilen' from the publish panel (the toolbar's draft line).
    await (await page.waitForSelector('[data-editor-toolbar] [data-draft-line]'))!.click();
    await page.waitForSelector('dialog[open] [data-publish-panel]');
    await click(page, d.shareMake(), 'dialog[open] [data-preview-links]');
    const link = String(await (await page.waitForFunction(() => (document.querySelector('[data-preview-url]') as HTMLInputElement | null)?.value || null)).jsonValue());
    const colleague = await open({ server: running });
    const shown = await colleague.page.goto(link);
    assert.is(shown!.status(), 200);
    assert.match(await colleague.page.$eval('[data-preview-bar]', (el) => (el as HTMLElement).innerText), tPreview(lang).bar());
    const previewText = await visibleText(colleague);
    assert.match(previewText, title[lang]);
    assert.match(previewText, words);
    assert.ok(await colleague.page.$('main img'), 'the image is in the preview');
    await shoot(colleague.page, `${lang}-preview`);

    // Nobody else sees anything of it.
    const visitor = await open({ server: running });
    assert.is((await visitor.goto(path))!.status(), 404, 'the page is not found by visitors');
    assert.equal(await publicTraces(visitor, lang, path, title[lang]), nowhere, 'no trace before publishing');

    // 'Veröffentlichen am …' two minutes ahead by the server's clock (a whole minute: the field has no seconds).
    const at = Math.ceil((Date.now() + 120_000) / 60_000) * 60_000;
    const atField = await field(page, d.publishAtLabel());
    // A datetime-local field's keyboard order depends on the browser's locale: the value is set as a date picker sets it.
    await page.$eval(
      atField,
      (el, value) => {
        const input = el as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      berlinInputValue(new Date(at).toISOString()),
    );
    await markAlertsSeen(page);
    await click(page, d.publishAtSave(), 'dialog[open] [data-publish-panel]');
    await page.waitForFunction(() => !document.querySelector('dialog[open] [data-publish-panel]'));
    // The toolbar shows the pending time once it has the page again.
    await page.waitForFunction((want: string) => document.querySelector('[data-editor-toolbar] [data-draft-line]')?.textContent?.includes(want), {}, d.linePublishAt({ when: '' }).trim());
    const scheduled = await apiCall<DraftStatus>(page, 'get', `/${lang}/pageeditor-api/pages/${id}/draft/`);
    assert.is(scheduled.body.publish_at, new Date(at).toISOString());

    // A minute before the time: still nowhere (the job has had its runs: the time is still pending).
    await running.setClock(at - 60_000 - Date.now());
    assert.equal(await publicTraces(visitor, lang, path, title[lang]), nowhere, 'no trace before the time');
    assert.is((await apiCall<DraftStatus>(page, 'get', `/${lang}/pageeditor-api/pages/${id}/draft/`)).body.publish_at, new Date(at).toISOString(), 'not yet published');

    // Past the time, the background job publishes it (it looks every 15 s).
    await running.setClock(at + 5_000 - Date.now());
    await visitor.page.waitForFunction(
      async (p: string) => (await fetch(p, { credentials: 'omit', cache: 'no-store' })).status === 200,
      { timeout: 60_000, polling: 1000 },
      path,
    );
    // Menu and search follow the publication through the database; a moment later at most.
    let live = await publicTraces(visitor, lang, path, title[lang]);
    for (let attempt = 0; attempt < 30 && !(live.page && live.menu && live.search); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      live = await publicTraces(visitor, lang, path, title[lang]);
    }
    assert.ok(live.page, 'the page is live');
    assert.ok(live.menu, 'the menu has it');
    assert.ok(live.search, 'search finds it');
    assert.ok(live['page API'], 'the page API serves it');
    assert.ok(live.sitemap, 'the sitemap lists it');
    await visitor.goto(path);
    const text = await visibleText(visitor);
    assert.match(text, words);
    assert.not.ok(await visitor.page.$('[data-preview-bar]'), 'no preview mark for visitors');
    // In the menu visitors see.
    assert.ok(await visitor.page.$(`nav a[href="${path}"]`), 'the menu links to it');
    await running.setClock(0);
  });
}

test.run();
