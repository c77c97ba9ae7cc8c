/**
 * Steps through the generated module forms for the catalogue tests: fill a field
 * of any kind the way an editor does, read the page's own answer about a section, and the ids of
 * seeded content some fields point to. Values come from test/helpers/module-values.ts.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer';
import sharp from 'sharp';
import type { Field } from '../../common/modules/define';
import type { Lang } from '../../common/routes';
import type { FormValue, ValueContext } from '../helpers/module-values';
import { apiCall, openPanel, reach, tEditor, type Hand } from './editor-steps';

const s = tEditor('de');

let files: Promise<Record<'image' | 'audio' | 'video', string>> | null = null;

/** A PNG, an MP3 and an MP4 as the upload checks them by content (server/media/sniff.ts). */
function uploadFiles(): Promise<Record<'image' | 'audio' | 'video', string>> {
  files ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'editor-catalogue-'));
    const image = path.join(dir, 'probe.png');
    await writeFile(image, await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 20, g: 90, b: 140 } } }).png().toBuffer());
    const audio = path.join(dir, 'probe.mp3');
    await writeFile(audio, Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'), Buffer.alloc(512)]));
    const video = path.join(dir, 'probe.mp4');
    await writeFile(video, Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.alloc(512)]));
    return { image, audio, video };
  })();
  return files;
}

/**
 * Field `name` of the open form: of a list item's form when one is open inside its list's dialog
 * (a list and its items may share a field name), else of the module's own form.
 */
export const fieldSel = (name: string) => `:is(dialog[open] [data-module-form]:not(:has([data-item-form])), dialog[open] [data-item-form]) > div > [data-field="${name}"]`;

/** The field's own control: for a link, the address input (its page search is a second input). */
async function control(page: Page, name: string, field: Field): Promise<ElementHandle<Element>> {
  const within = fieldSel(name);
  const selector = field.kind === 'link' ? `${within} input[type=url]` : field.kind === 'choice' ? `${within} select` : `${within} input, ${within} textarea`;
  const handle = await page.waitForSelector(selector);
  return handle!;
}

/** Replaces what a text-like control holds with `text` ('' empties it), as typing or pasting does. */
async function replaceText(page: Page, handle: ElementHandle<Element>, text: string): Promise<void> {
  await handle.focus();
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  // One insertion like a paste: fast for long texts, and it meets the control's own limits as a paste would.
  if (text) await page.keyboard.sendCharacter(text);
}

/** Enters `value` in field `name` of the open module form; media fields get `media` uploaded. */
export async function fillField(page: Page, name: string, field: Field, value: FormValue | null, media: 'image' | 'audio' | 'video' = 'image'): Promise<void> {
  switch (field.kind) {
    case 'image':
    case 'file':
      return upload(page, name, field.kind === 'image' ? 'image' : media);
    case 'richtext': {
      const paragraph = await page.waitForSelector(`${fieldSel(name)} [data-richtext] [contenteditable="true"]`);
      await replaceText(page, paragraph!, String(value ?? ''));
      return;
    }
    case 'choice': {
      await page.waitForSelector(`${fieldSel(name)} :is(select, input)`);
      if (await page.$(`${fieldSel(name)} select`)) await page.select(`${fieldSel(name)} select`, String(value ?? ''));
      else {
        // Swatch radios, by keyboard: focus the option and tick it with the space bar.
        await page.focus(`${fieldSel(name)} input[value="${String(value ?? '')}"]`);
        await page.keyboard.press('Space');
      }
      return;
    }
    case 'relation':
      for (const id of Array.isArray(value) ? value : [value]) await pick(page, name, field.to, Number(id));
      return;
    case 'boolean': {
      const box = await control(page, name, field);
      // Ticked with the space bar, as by keyboard.
      if ((await box.evaluate((el) => (el as HTMLInputElement).checked)) !== value) {
        await box.focus();
        await page.keyboard.press('Space');
      }
      return;
    }
    case 'date': {
      // A datetime-local control is typed in the browser's locale order; set it as a picker does.
      const input = await control(page, name, field);
      await input.evaluate((el, text) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, text);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, String(value ?? ''));
      return;
    }
    case 'venue':
      return pick(page, name, 'venue', value && typeof value === 'object' && '$venue' in value ? value.$venue : Number(value));
    default:
      return replaceText(page, await control(page, name, field), String(value ?? ''));
  }
}

/**
 * Chooses item `id` of collection `to` in a relation picker by keyboard alone, as an editor does:
 * types the start of its name, arrows down to it in the suggestions and presses Enter.
 */
export async function pick(page: Page, name: string, to: string, id: number): Promise<void> {
  const item = await apiCall<{ title: string }>(page, 'get', `/cms-api/collections/${to}/${id}/?lang=de`);
  if (item.status !== 200) throw new Error(`No ${to} ${id} to pick (${item.status})`);
  const input = await page.waitForSelector(`${fieldSel(name)} input[role=combobox]`);
  await input!.focus();
  await page.keyboard.type(item.body.title.slice(0, 12));
  const options = `${fieldSel(name)} [role=listbox] [role=option]`;
  await page.waitForSelector(`${options}[data-option="${id}"]`);
  for (let step = 0; step < 10 && !(await page.$(`${options}[data-option="${id}"][aria-selected=true]`)); step++) {
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((sel: string, n: number) => document.querySelectorAll(`${sel}[aria-selected=true]`).length === 1 || n < 0, {}, options, step);
  }
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${fieldSel(name)} [data-chosen="${id}"]`);
}

/** Uploads a file into a media field and, for an image, gives it its German alt text. */
async function upload(page: Page, name: string, kind: 'image' | 'audio' | 'video'): Promise<void> {
  const within = fieldSel(name);
  const input = (await page.waitForSelector(`${within} input[type=file]`)) as ElementHandle<HTMLInputElement>;
  await input.uploadFile((await uploadFiles())[kind]);
  await page.waitForFunction((sel: string, text: string) => [...document.querySelectorAll(`${sel} button`)].some((b) => b.textContent === text), {}, within, s.remove());
  if (kind !== 'image') return;
  const alt = await page.waitForSelector(`${within} input[name="alt_de"]`);
  await alt!.type(`Alternativtext ${name}`);
}

/**
 * The section's markup once every module in it has loaded its renderer (deferred modules load near
 * the viewport: each placeholder is scrolled to until none is left).
 */
export async function sectionHtml(page: Page, slug: string): Promise<string> {
  const handle = await page.waitForFunction((id: string) => {
    const section = document.getElementById(id);
    if (!section) return null;
    const waiting = section.querySelector('[data-deferred-module]');
    if (waiting) {
      waiting.scrollIntoView({ block: 'center' });
      return null;
    }
    return section.innerHTML;
  }, {}, slug);
  return (await handle.jsonValue()) as string;
}

/** Waits until the section's markup differs from `before` (a module appeared, changed or went); returns it. */
export async function sectionChanged(page: Page, slug: string, before: string): Promise<string> {
  try {
    await page.waitForFunction((id: string, old: string) => {
      const section = document.getElementById(id);
      if (!section) return false;
      const waiting = section.querySelector('[data-deferred-module]');
      if (waiting) waiting.scrollIntoView({ block: 'center' });
      return !waiting && section.innerHTML !== old;
    }, { timeout: 20_000 }, slug, before);
  } catch {
    throw new Error(`Section ${slug} did not change on the page; it still holds: ${before.slice(0, 300)}`);
  }
  return sectionHtml(page, slug);
}

/** Ids of seeded content: a magazine category that has articles, and a venue. */
export async function seededContext(page: Page): Promise<ValueContext> {
  const articles = await apiCall<{ categories?: { id: number }[] }[] | { results: { categories?: { id: number }[] }[] }>(page, 'get', '/de/api/articles-teaser/');
  const list = Array.isArray(articles.body) ? articles.body : articles.body.results;
  const categoryId = list.flatMap((a) => a.categories ?? [])[0]?.id;
  let venueId: number | undefined;
  for (let id = 1; id <= 20 && venueId === undefined; id++) if ((await apiCall(page, 'get', `/de/api/venues/${id}/`)).status === 200) venueId = id;
  if (!categoryId || !venueId) throw new Error(`The seed lacks a magazine category with articles (${categoryId}) or a venue (${venueId})`);
  // The contact form: the one a content page links to or shows, found by its German address.
  const formId = Number((await page.evaluate(() => fetch('/de/kontakt').then((r) => r.text()))).match(/data-form-id="(\d+)"/)?.[1]);
  return { categoryId, venueId, ...(formId ? { formId } : {}) };
}

/** Opens the form of a new module of `type` (editor in `lang`) from the 'add module' menu of the section's first column (the toolbar kinds, else 'more'). */
export async function openAddForm(page: Page, slug: string, type: string, lang: Lang = 'de', hand: Hand = 'mouse'): Promise<void> {
  const s = tEditor(lang);
  await openPanel(page, lang, slug);
  const column = `[data-structure-panel="${slug}"] [data-column="0"]`;
  const kind = `${column} [data-module-kind="${type}"]`;
  const form = `dialog[open] [data-module-form="${type}"]`;
  // A click into the panel while the page below re-renders after the last save (outlines, badges,
  // the quality checks) was seen to land on nothing now and then under load, in CI only; the form
  // must open after at most a second try, or the test fails.
  for (let attempt = 1; ; attempt++) {
    if (!(await page.$(kind))) {
      await reach(hand)(page, `+ ${s.addModuleTo({ n: 1 })}`, column);
      if (!(await page.$(kind))) await reach(hand)(page, s.more(), column);
    }
    // The 'more' list is long: bring the button to the middle, clear of the alerts at the bottom.
    await page.$eval(kind, (el) => el.scrollIntoView({ block: 'center' }));
    if (hand === 'keyboard') {
      await page.focus(kind);
      await page.keyboard.press('Enter');
    } else await page.click(kind);
    try {
      await page.waitForSelector(form, { timeout: attempt < 2 ? 10_000 : 30_000 });
      return;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}
