/**
 * An editor never meets a code. Every collection's form and list in
 * the hub and every module form of the page editor, in German and in English, is read as it shows
 * and must not show an ISO timestamp, a relation typed as a bare id, a code of an option list, JSON,
 * or a UI string of the other language. The codes come from the declarations (every choice field of
 * every module and collection), the other language's words from the declarations' labels and the
 * dictionaries: no hand list. Scope: the forms and lists the field system draws; the hub's
 * dashboard, activity and times belong to test/browser/hub-words.test.ts.
 */
import type { Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { COLLECTIONS } from '../../common/collections/registry';
import hubDe from '../../common/i18n/de/hub';
import hubEn from '../../common/i18n/en/hub';
import uiDe from '../../common/i18n/de/editor-ui';
import uiEn from '../../common/i18n/en/editor-ui';
import { DECLARATIONS } from '../../common/modules/declarations';
import { MORE_KINDS, TOOLBAR_KINDS } from '../../editor/overlay/module-kinds';
import type { Field, Label } from '../../common/modules/define';
import type { Lang } from '../../common/routes';
import { useBrowser, type Visit } from './harness';
import { ADMIN, addSection, click, signIn, tEditor } from './editor-steps';
import { openAddForm } from './editor-form-steps';
import { hubServer, openHub } from './hub-steps';

const test = suite('fields: no code, id, timestamp, JSON or other-language word in forms and lists');
const open = useBrowser(test, { consentDecided: true });

const ALL_FIELDS: Field[] = [...Object.values(DECLARATIONS).flatMap((d) => Object.values(d.fields as Record<string, Field>)), ...COLLECTIONS.flatMap((c) => Object.values(c.fields))];
const withSettings = (fields: Field[]): Field[] => fields.flatMap((f) => (f.kind === 'settings' ? [f, ...Object.values(f.fields)] : [f]));

/** Every option code of every choice field; the empty code ("no colour") is no word. */
const CODES = new Set(withSettings(ALL_FIELDS).flatMap((f) => (f.kind === 'choice' ? Object.keys(f.options).filter(Boolean) : [])));

/** Names in both languages: labels of fields, options, collections and modules, and the dictionaries' plain strings. */
function labels(): Label[] {
  const out: Label[] = [];
  for (const f of withSettings(ALL_FIELDS)) {
    out.push(f.label);
    if (f.kind === 'choice') out.push(...Object.values(f.options));
  }
  for (const c of COLLECTIONS) out.push(c.label.singular, c.label.plural);
  for (const d of Object.values(DECLARATIONS)) out.push(d.label);
  for (const [de, en] of [
    [hubDe, hubEn],
    [uiDe, uiEn],
  ] as const) {
    for (const key of Object.keys(de) as (keyof typeof de)[]) {
      const a = de[key];
      const b = (en as Record<string, unknown>)[key];
      if (typeof a === 'string' && typeof b === 'string' && !a.includes('{')) out.push({ de: a, en: b });
    }
  }
  return out;
}
const LABELS = labels();
/** Words of `lang`'s opposite that the UI in `lang` never says (a word alike in both, "Online", is no sign). */
const otherWords = (lang: Lang): Set<string> => {
  const mine = new Set(LABELS.map((l) => l[lang]));
  return new Set(LABELS.map((l) => l[lang === 'de' ? 'en' : 'de']).filter((w) => w.length > 2 && !mine.has(w)));
};

const ISO_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const JSON_TEXT = /[{[]\s*"[^"\n]{1,60}"\s*:/;
/** A code that reads as one (`button-secondary`, `next_3_days`, `cc01`), anywhere in a text. */
const codeLike = (code: string) => /[-_]|[a-z]\d/i.test(code) && !/^\d+(-\d+)*$/.test(code);

interface Seen {
  texts: string[];
  /** The texts the UI itself says (headings, labels, buttons, options, column heads), not content in table cells. */
  chrome: string[];
  values: string[];
  numberFields: string[];
}

/** What the screen part `root` shows an editor: each element's own text, control values, and number inputs by field. */
function read(page: Page, root: string): Promise<Seen> {
  return page.$eval(root, (el) => {
    const texts: string[] = [];
    const chrome: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('[hidden], script, style') || !node.textContent!.trim()) continue;
      if (parent.tagName !== 'OPTION' && parent.checkVisibility?.() === false) continue;
      texts.push(node.textContent!.trim());
      if (!parent.closest('td')) chrome.push(node.textContent!.trim());
    }
    // A date-and-time control's value is machine text the browser shows as a localised date: not read.
    const values = [...el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]):not([type=password]):not([type=datetime-local]), textarea')].map((c) => c.value).filter(Boolean);
    const numberFields = [...el.querySelectorAll('[data-field] input[type=number]')].map((c) => c.closest('[data-field]')!.getAttribute('data-field')!);
    return { texts, chrome, values, numberFields };
  });
}

/**
 * The problems of one screen part. `list`: a hub list, whose times are the hub-words part's (Berlin
 * time in lists) and whose cells hold content, which may be in either language.
 */
function check(where: string, lang: Lang, seen: Seen, relationNames: Set<string>, list = false): string[] {
  const problems: string[] = [];
  const foreign = otherWords(lang);
  for (const text of seen.texts) {
    if (!list && ISO_TIME.test(text)) problems.push(`${where}: ISO time “${text}”`);
    if (JSON_TEXT.test(text)) problems.push(`${where}: JSON “${text.slice(0, 80)}”`);
    // Numbers are numbers (positions, counts); a number code's names are checked at its form.
    if (CODES.has(text) && !/^\d+$/.test(text)) problems.push(`${where}: option code “${text}”`);
    for (const code of CODES) if (codeLike(code) && new RegExp(`(^|[\\s(,])${code.replace(/[-_]/g, '[-_]')}($|[\\s),.])`).test(text)) problems.push(`${where}: option code “${code}” in “${text}”`);
  }
  for (const text of seen.chrome) if (foreign.has(text)) problems.push(`${where}: ${lang === 'de' ? 'English' : 'German'} “${text}”`);
  for (const value of seen.values) {
    if (ISO_TIME.test(value)) problems.push(`${where}: ISO time in a field “${value}”`);
    if (JSON_TEXT.test(value)) problems.push(`${where}: JSON in a field “${value.slice(0, 80)}”`);
  }
  for (const name of seen.numberFields) if (relationNames.has(name) || /(^|_)id$|Id$/.test(name)) problems.push(`${where}: “${name}” asks for a bare id`);
  return problems;
}

const relationsOf = (fields: Record<string, Field>) => new Set(Object.entries(fields).flatMap(([name, f]) => (f.kind === 'relation' || f.kind === 'venue' ? [name] : [])));

/** Waits until the lazily loaded widgets of a form have drawn (each declared field has its control). */
async function formDrawn(page: Page, root: string, names: string[]): Promise<void> {
  await page.waitForFunction(
    (r: string, fields: string[]) => fields.every((n) => document.querySelector(`${r} [data-field="${n}"] :is(input, select, textarea, [contenteditable], [role=group], [role=radiogroup], button)`)),
    {},
    root,
    names,
  );
}

for (const lang of ['de', 'en'] as const) {
  test(`hub (${lang}): every collection's list and form speaks in words`, async () => {
    const visit: Visit = await open({ server: await hubServer() });
    const { page } = visit;
    await signIn(visit, lang, `${lang === 'de' ? '' : '/en'}/cms-hub/`, ADMIN);
    const problems: string[] = [];
    for (const collection of COLLECTIONS) {
      const base = `${visit.server.url}/cms-hub/${collection.path}/`;
      if (!collection.singleton) {
        await openHub(page, `${base}?lang=${lang}`);
        await page.waitForSelector('#cms-hub table, #cms-hub [role=status]');
        await page.waitForFunction(() => !document.querySelector('#cms-hub [aria-busy=true]'));
        problems.push(...check(`${collection.slug} list`, lang, await read(page, '#cms-hub main, #cms-hub'), new Set(), true));
      }
      await openHub(page, `${base}${collection.singleton ? '1' : 'new'}/?lang=${lang}`);
      await page.waitForSelector('#cms-hub form');
      const names = Object.entries(collection.fields).flatMap(([name, f]) => (f.readOnly ? [] : [name]));
      await formDrawn(page, '#cms-hub form', names);
      problems.push(...check(`${collection.slug} form`, lang, await read(page, '#cms-hub form'), relationsOf(collection.fields)));
    }
    assert.equal(problems, [], problems.join('\n'));
  });

  test(`page editor (${lang}): every module form speaks in words`, async () => {
    const visit: Visit = await open({ server: await hubServer() });
    const { page } = visit;
    const home = lang === 'de' ? '/de?edit' : '/en?edit';
    await signIn(visit, lang, home);
    const slug = await addSection(page, lang, '100');
    const s = tEditor(lang);
    const problems: string[] = [];
    // The kinds the editor offers in a column (toolbar and 'more'): a retired type (RETIRED_TYPES) has
    // no button, and list items open from their list.
    for (const declaration of [...TOOLBAR_KINDS, ...MORE_KINDS].map((type) => DECLARATIONS[type])) {
      // The shared opener: a click, tried twice (a click under load was seen to land on nothing).
      await openAddForm(page, slug, declaration.type, lang);
      const form = `dialog[open] [data-module-form="${declaration.type}"]`;
      await formDrawn(page, form, Object.keys(declaration.fields));
      problems.push(...check(`${declaration.type} form`, lang, await read(page, 'dialog[open]'), relationsOf(declaration.fields as Record<string, Field>)));
      // Cancel, not Escape: with the focus in a picker, Escape closes the picker's list, not the form.
      await click(page, s.cancel(), 'dialog[open]');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    }
    assert.equal(problems, [], problems.join('\n'));
  });
}

test('the check knows the codes it looks for, from the declarations', () => {
  for (const code of ['button-secondary', 'cc01', 'next_3_days', 'landscape', 'main', 'editor', 'landing-2023', '67-33']) assert.ok(CODES.has(code), code);
  assert.ok(otherWords('de').has('Colour theme'));
  assert.ok(otherWords('en').has('Farbthema'));
});

test.run();
