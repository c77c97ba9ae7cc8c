/**
 * Steps of the editor's browser tests, as an editor does them: by the labels on screen,
 * in the page's language. The editor tests change content, so they share a server of their own
 * (not the other browser tests' shared one), started on first use.
 */
import type { SectionLayout } from '../../common/api/types';
import { SECTION_LAYOUT_OPTIONS } from '../../common/option-labels';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer';
import type { FieldError } from '../../common/api/editor';
import { SESSION_COOKIE } from '../../common/api/cookies';
import type { CreatedPreviewLink } from '../../common/api/drafts';
import de from '../../common/i18n/de/editor-ui';
import en from '../../common/i18n/en/editor-ui';
import historyDe from '../../common/i18n/de/editor-history';
import historyEn from '../../common/i18n/en/editor-history';
import draftsDe from '../../common/i18n/de/editor-drafts';
import draftsEn from '../../common/i18n/en/editor-drafts';
import loginDe from '../../common/i18n/de/login';
import loginEn from '../../common/i18n/en/login';
import { namespace } from '../../common/i18n/namespace';
import type { Lang } from '../../common/routes';
import { DEMO_EDITOR } from '../../server/seed/site';
import { TEST_ADMIN } from '../helpers/accounts';
import { startServer, type RunningServer } from '../helpers/server';
import type { Visit } from './harness';

export const tEditor = namespace({ de, en });
export const tHistory = namespace({ de: historyDe, en: historyEn });
export const tLogin = namespace({ de: loginDe, en: loginEn });
export const tDrafts = namespace({ de: draftsDe, en: draftsEn });

/** The seeded demo account, role editor (server/seed/site.ts; its password is the run's INITIAL_PASSWORD). */
export const DEMO = { login: DEMO_EDITOR.username, password: DEMO_EDITOR.password };
/** An administrator, made by the test harness as `npm run user` makes one (test/helpers/accounts.ts). */
export const ADMIN = { login: TEST_ADMIN.username, password: TEST_ADMIN.password };

let server: Promise<RunningServer> | null = null;
/** One server for every editor test file of the run; the helper's exit hook stops it with the process. */
export function editorServer(): Promise<RunningServer> {
  server ??= startServer();
  return server;
}

/** The button (or link) whose visible text is exactly `text`, inside `within` when given. */
export async function byText(page: Page, text: string, within = 'body', tag = 'button', timeout?: number): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (wanted: string, scope: string, tagName: string) => {
      const roots = [...document.querySelectorAll(scope)];
      for (const root of roots.reverse()) {
        const found = [...root.querySelectorAll(tagName)].find((el) => (el as HTMLElement).innerText.trim() === wanted && (el as HTMLElement).checkVisibility());
        if (found) return found;
      }
      return null;
    },
    timeout === undefined ? {} : { timeout },
    text,
    within,
    tag,
  );
  return handle.asElement() as ElementHandle<Element>;
}

export async function click(page: Page, text: string, within?: string): Promise<void> {
  await (await byText(page, text, within)).click();
}

/** Presses the button labelled `text` by keyboard, as an editor without a mouse does: focus, then Enter. */
export async function press(page: Page, text: string, within?: string): Promise<void> {
  await (await byText(page, text, within)).focus();
  await page.keyboard.press('Enter');
}

/** How a step reaches a button: the mouse, or the keyboard alone (every module type made mouse-free). */
export type Hand = 'mouse' | 'keyboard';
export const reach = (hand: Hand) => (hand === 'keyboard' ? press : click);

/** Signs in through the login page's form, by keyboard, and lands on `next` (as the demo editor unless `account` says). */
export async function signIn(visit: Visit, lang: Lang, next: string, account: { login: string; password: string } = DEMO): Promise<void> {
  const { page } = visit;
  await visit.goto(`${lang === 'de' ? '' : '/en'}/accounts/login/?next=${encodeURIComponent(next)}`);
  const s = tLogin(lang);
  await page.waitForSelector('input[name=login]');
  await page.focus('input[name=login]');
  await page.keyboard.type(account.login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  await page.waitForSelector('[data-editor-toolbar]');
  void s;
}

/** Waits for a save alert of the editor (SPEC §4) that was not on screen when `markAlertsSeen` last ran. */
export async function waitForSaved(page: Page, lang: Lang): Promise<void> {
  await page.waitForFunction((text: string) => [...document.querySelectorAll('[data-alert="save"]:not([data-seen])')].some((el) => el.textContent === text), {}, tEditor(lang).saved());
}

/**
 * 'Veröffentlichen': saves only change the page's draft, so a test that wants visitors to
 * see its edits publishes them, as an editor does: the toolbar's draft line, then the panel's button.
 */
export async function publish(page: Page, lang: Lang): Promise<void> {
  await markAlertsSeen(page);
  await (await page.waitForSelector('[data-editor-toolbar] [data-draft-line]'))!.click();
  await page.waitForSelector('dialog[open] [data-publish-panel]');
  await click(page, tDrafts(lang).publish(), 'dialog[open]');
  await page.waitForFunction((text: string) => [...document.querySelectorAll('[data-alert="save"]:not([data-seen])')].some((el) => el.textContent === text), {}, tDrafts(lang).published());
  await page.waitForFunction(() => !document.querySelector('dialog[open] [data-publish-panel]') && !document.querySelector('[data-editor-toolbar] [data-draft-line]'));
}

/** The same by the API, for tests that build their page through it: publishes page `id` now. */
export async function publishByApi(page: Page, id: number, lang: Lang = 'de'): Promise<void> {
  const answer = await apiCall(page, 'post', `/${lang}/pageeditor-api/pages/${id}/publish/`, {});
  if (answer.status !== 200) throw new Error(`publishing page ${id} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/**
 * Marks the alerts on screen now, so a wait after the next action cannot take the alert of the one
 * before (an alert stays 4 s: a save whose click missed looked saved).
 */
export async function markAlertsSeen(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('[data-alert], [role="alert"]').forEach((el) => el.setAttribute('data-seen', '')));
}

/** Slugs of the page's sections as the editor outlines them. */
export function sectionSlugs(page: Page): Promise<string[]> {
  return page.$$eval('[data-section-outline]', (els) => els.map((el) => el.getAttribute('data-section-outline') ?? ''));
}

/** Adds a section with `layout` from the toolbar; returns its slug. */
export async function addSection(page: Page, lang: Lang, layout: string): Promise<string> {
  const s = tEditor(lang);
  const before = await sectionSlugs(page);
  // The toolbar reflows while its lazy parts (draft line, page tools) arrive, at 390 px over two
  // rows: a click measured just before could land beside the button (CI under load, twice). The
  // opener says it opened (aria-expanded); if it did not, the click is made again, as a person would.
  // A toolbar redrawn by a late part can also close the list again before its option is clicked (CI,
  // stop 31): the option is looked for a while, and if it is gone the list is opened once more.
  const option = SECTION_LAYOUT_OPTIONS[layout as SectionLayout][lang];
  // At most three openings: a fourth and more once looped for 15 minutes, until the file was stopped.
  for (let attempt = 1; ; attempt += 1) {
    const opener = await byText(page, s.addSection(), '[data-editor-toolbar]');
    if ((await opener.evaluate((el) => el.getAttribute('aria-expanded'))) !== 'true') await opener.click();
    await page.waitForFunction((el: Element) => el.getAttribute('aria-expanded') === 'true', { timeout: 5_000 }, opener).catch(() => undefined);
    const choice = await byText(page, option, '[data-editor-toolbar]', 'button', attempt === 3 ? undefined : 5_000).catch(() => null);
    if (choice) {
      await choice.click();
      break;
    }
    if (attempt === 3) throw new Error(`the layout "${option}" was not offered after opening "${s.addSection()}" three times`);
  }
  const handle = await page.waitForFunction(
    (known: string[]) => [...document.querySelectorAll('[data-section-outline]')].map((el) => el.getAttribute('data-section-outline')).find((slug) => slug && !known.includes(slug)),
    {},
    before,
  );
  return (await handle.jsonValue()) as string;
}

/** Opens the structure panel of a section. */
export async function openPanel(page: Page, lang: Lang, slug: string): Promise<void> {
  if (await page.$(`[data-structure-panel="${slug}"]`)) return;
  // By keyboard: right after a page load the modules above still load and move the outline, and a
  // click at a position measured before could land beside the button.
  await (await byText(page, tEditor(lang).structure(), `[data-section-outline="${slug}"]`)).focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector(`[data-structure-panel="${slug}"]`);
}

/** Opens the form of a new module of `type` in column `column` (0-based) of a section. */
export async function openNewModule(page: Page, lang: Lang, slug: string, column: number, type: string): Promise<void> {
  await openPanel(page, lang, slug);
  const panel = `[data-structure-panel="${slug}"] [data-column="${column}"]`;
  await click(page, `+ ${tEditor(lang).addModuleTo({ n: column + 1 })}`, panel);
  const kind = await page.waitForSelector(`${panel} [data-module-kind="${type}"]`);
  await kind!.click();
  await page.waitForSelector(`dialog[open] [data-module-form="${type}"]`);
}

/** Types into the text field `name` of the open module form. */
export async function fillField(page: Page, name: string, value: string): Promise<void> {
  const input = await page.waitForSelector(`dialog[open] [data-field="${name}"] input, dialog[open] [data-field="${name}"] textarea`);
  // Select all by keyboard, not a triple click: under load a triple click may select less than all.
  await input!.focus();
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.type(value);
}

/**
 * Saves the open module form and waits until it has closed after a save alert of its own; fails at
 * once, with what the editor shows, when the form says the save failed or another dialog asks.
 */
export async function saveForm(page: Page, lang: Lang, hand: Hand = 'mouse'): Promise<void> {
  await markAlertsSeen(page);
  await reach(hand)(page, tEditor(lang).save(), 'dialog[open]');
  const outcome = await page.waitForFunction(
    (savedText: string) => {
      const w = window as unknown as { savedSeen?: boolean };
      w.savedSeen ||= [...document.querySelectorAll('[data-alert="save"]:not([data-seen])')].some((el) => el.textContent === savedText);
      const dialogs = [...document.querySelectorAll('dialog[open]')];
      if (w.savedSeen && !dialogs.some((d) => d.querySelector('[data-module-form]'))) return (w.savedSeen = false), 'saved';
      const failed = document.querySelector('[data-alert="error"]:not([data-seen]), dialog[open] [data-module-form] > [role="alert"]:not([data-seen])');
      const other = dialogs.find((d) => !d.querySelector('[data-module-form]'));
      if (failed || other) return `not saved: ${failed?.textContent ?? ''} ${other ? `(a dialog asks: ${other.textContent?.slice(0, 200)})` : ''}`;
      return null;
    },
    {},
    tEditor(lang).saved(),
  );
  const result = (await outcome.jsonValue()) as string;
  if (result !== 'saved') throw new Error(`The module form was ${result}`);
}

/**
 * Saves the item form open in a list's dialog ('Eintrag übernehmen') and waits until it has closed
 * after a save alert of its own and its row has the focus, the list's dialog still open; answers the
 * item's id. Fails at once, with what the editor shows, when the item form says the save failed.
 */
export async function saveItem(page: Page, lang: Lang): Promise<number> {
  await markAlertsSeen(page);
  // By keyboard: a click at the button's centre could land on the list form's sticky actions ('Abbrechen') above it.
  await (await byText(page, tEditor(lang).itemApply(), 'dialog[open] [data-item-form]')).focus();
  await page.keyboard.press('Enter');
  return itemSaved(page, lang);
}

/** Waits for the item save started just now (by the button, or Enter in a field after `markAlertsSeen`), as `saveItem` does. */
export async function itemSaved(page: Page, lang: Lang): Promise<number> {
  const outcome = await page.waitForFunction(
    (savedText: string) => {
      const w = window as unknown as { itemSavedSeen?: boolean };
      w.itemSavedSeen ||= [...document.querySelectorAll('[data-alert="save"]:not([data-seen])')].some((el) => el.textContent === savedText);
      const row = document.activeElement?.closest('dialog[open] [data-list-items] li[data-item]');
      if (w.itemSavedSeen && !document.querySelector('[data-item-form]') && row) return (w.itemSavedSeen = false), `saved ${row.getAttribute('data-item')}`;
      const failed = document.querySelector('[data-alert="error"]:not([data-seen]), dialog[open] [data-item-form] > [role="alert"]:not([data-seen])');
      if (failed || !document.querySelector('dialog[open] [data-module-form]')) return `not saved: ${failed?.textContent ?? 'the list dialog closed'}`;
      return null;
    },
    {},
    tEditor(lang).saved(),
  );
  const result = (await outcome.jsonValue()) as string;
  if (!result.startsWith('saved ')) throw new Error(`The item form was ${result}`);
  return Number(result.slice('saved '.length));
}

/** Ends the session the way a stolen or expired cookie would: the session cookie is gone. */
export async function dropSessionCookie(page: Page): Promise<void> {
  const cookies = await page.cookies();
  for (const cookie of cookies.filter((c) => c.name === SESSION_COOKIE)) await page.deleteCookie({ name: cookie.name, domain: cookie.domain, path: cookie.path });
}

/** An editor API call from inside the page (credentials and CSRF header as the editor sends them). */
export function apiCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async (m: string, u: string, b: string | null) => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('csrftoken='))?.slice('csrftoken='.length) ?? '';
      const response = await fetch(u, { method: m, credentials: 'include', headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRFToken': decodeURIComponent(token) }, ...(b === null ? {} : { body: b }) });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    method.toUpperCase(),
    url,
    body === undefined ? null : JSON.stringify(body),
  ) as Promise<{ status: number; body: T }>;
}

/**
 * 'Vorschau teilen' by the API: a preview link of page `id` for `days` (default 7),
 * made by the signed-in editor of `page`. `path` is the address to open, e.g. in a fresh anonymous
 * browser context: `${server.url}${path}` shows the page's draft under the preview bar (`[data-preview-bar]`).
 */
export async function createPreviewLink(page: Page, id: number, lang: Lang = 'de', days?: number): Promise<CreatedPreviewLink> {
  const answer = await apiCall<CreatedPreviewLink>(page, 'post', `/${lang}/pageeditor-api/pages/${id}/previews/`, days === undefined ? {} : { days });
  if (answer.status !== 201) throw new Error(`making a preview link of page ${id} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

let createdPages = 0;

/**
 * A page of its own with `title` (the editor tests share one server and its home page), published
 * empty so that it exists for visitors (a new page is a draft until then); answers its id
 * and German path. What a test then saves on it is its draft.
 */
export async function createPage(page: Page, title: string): Promise<{ id: number; path: string }> {
  const n = ++createdPages;
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}-${Date.now().toString(36)}`;
  const path = `/de/${slug}`;
  const created = await apiCall<{ id: number }>(page, 'post', '/de/pageeditor-api/pages/', { title: { de: title, en: title }, urls: { de: path, en: `/en/${slug}` }, is_online: true });
  if (created.status !== 201) throw new Error(`creating the page ${path} answered ${created.status}: ${JSON.stringify(created.body)}`);
  await publishByApi(page, created.body.id);
  return { id: created.body.id, path };
}

/** Per page: the refusal still to give; one request handler per page, so a later refusal replaces the spent one. */
const refusals = new WeakMap<Page, { match: (request: HTTPRequest) => boolean; errors: FieldError[]; message: string } | null>();

/** Answers the next matching write with a 400 carrying `errors`, as the server refuses a field. */
export async function refuseNext(page: Page, match: (request: HTTPRequest) => boolean, errors: FieldError[], message = 'Bitte prüfen Sie Ihre Eingaben.'): Promise<void> {
  if (!refusals.has(page)) {
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const rule = refusals.get(page);
      if (rule && request.method() !== 'GET' && rule.match(request)) {
        refusals.set(page, null);
        void request.respond({ status: 400, contentType: 'application/json', body: JSON.stringify({ statusCode: 400, message: rule.message, errors: rule.errors }) });
      } else void request.continue();
    });
  }
  refusals.set(page, { match, errors, message });
}
