/**
 * An editor reads the hub and the page versions in words and Berlin
 * time, in the UI language chosen. Every screen of the hub (dashboard, every collection, the audit
 * log, a delete question, accounts) and a page's versions are read in German and in English; each
 * fails on a visible ISO timestamp, JSON, an option code from the declarations, or a string of the
 * other language's dictionaries (taken from the dictionaries themselves, no list by hand). axe
 * finds nothing on them. The language switch changes hub and toolbar without a reload.
 *
 * HUB_SHOTS=/tmp/dir also saves each screen at 1366 and 390 px, to look at.
 */
import type { Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { collectionUrl, type AdminItem, type AdminList } from '../../common/api/admin';
import { formatPrice } from '../../common/format/price';
import type { CollectionDeclaration } from '../../common/collections/define';
import { COLLECTIONS } from '../../common/collections/registry';
import type { Lang } from '../../common/routes';
import { ROLE_LABELS, ROLES } from '../../common/roles';
import deAudit from '../../common/i18n/de/audit';
import enAudit from '../../common/i18n/en/audit';
import deHub from '../../common/i18n/de/hub';
import enHub from '../../common/i18n/en/hub';
import deLayouts from '../../common/i18n/de/section-layouts';
import enLayouts from '../../common/i18n/en/section-layouts';
import deStatus from '../../common/i18n/de/status-checks';
import enStatus from '../../common/i18n/en/status-checks';
import deUsage from '../../common/i18n/de/usage';
import enUsage from '../../common/i18n/en/usage';
import deEditor from '../../common/i18n/de/editor-ui';
import deSite from '../../common/i18n/de/site';
import enSite from '../../common/i18n/en/site';
import enEditor from '../../common/i18n/en/editor-ui';
import { AXE_ALL, axeCheck, formatViolations } from '../helpers/browser';
import { useBrowser, type Visit } from './harness';
import { ADMIN, addSection, apiCall, click, createPage, signIn, tEditor } from './editor-steps';
import { hubServer, tHub } from './hub-steps';
import { openAddForm } from './editor-form-steps';

const test = suite('hub: words and Berlin time');
const open = useBrowser(test, { consentDecided: true });
const SHOTS = process.env.HUB_SHOTS;

/** 2027-02-22T18:30:00.000Z and its kin: what was once found on screen. */
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** An object or array literal with a quoted key, as JSON.stringify writes it. */
const JSON_TEXT = /[{[]\s*"[^"\n]{1,40}"\s*:|\[\s*\{/;

type Dict = { [key: string]: string | Dict };
/** The dictionaries of what these screens show; the other language's are the "foreign" strings. */
const DICTIONARIES: Record<Lang, Dict[]> = {
  de: [deHub, deAudit, deUsage, deLayouts, deEditor, deStatus] as unknown as Dict[],
  en: [enHub, enAudit, enUsage, enLayouts, enEditor, enStatus] as unknown as Dict[],
};
/** Collection and field names are strings of a language too. */
const declarationStrings = (lang: Lang): string[] =>
  COLLECTIONS.flatMap((c) => [c.label.singular[lang], c.label.plural[lang], ...Object.values(c.fields).map((f) => f.label[lang])]);

/** The literal words of a string: placeholders (`{title}`, `{{a|b}}`) cut it into pieces. */
function pieces(text: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}|\{[^}]*\}|[„“”"«»:;,.…()·•–—?!\n]/)
    .map((p) => p.trim())
    .filter((p) => /\p{L}{3}/u.test(p));
}
const leaves = (dict: Dict): string[] => Object.values(dict).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));
const piecesOf = (lang: Lang) => new Set([...DICTIONARIES[lang].flatMap(leaves), ...declarationStrings(lang)].flatMap(pieces));

/** Pieces of the other language that this language never uses itself ("Status" is both, "Created" only English). */
function foreignPieces(lang: Lang): string[] {
  const own = piecesOf(lang);
  const ownWords = new Set([...own].flatMap((p) => p.toLowerCase().split(/\s+/)));
  // A one-word piece that is a word of this language too ("Person", "Filter") says nothing.
  return [...piecesOf(lang === 'de' ? 'en' : 'de')].filter((p) => !own.has(p) && (p.includes(' ') || !ownWords.has(p.toLowerCase())));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Option codes of the declarations' labelled options (`choice` fields): a list shows their labels.
 * A bare code list (`select` with `options: ['main', …]`) has no label to show yet; once the field
 * system gives it labels it is a labelled option list and checked here too.
 */
function optionCodes(collection: CollectionDeclaration): string[] {
  const codes: string[] = [];
  for (const field of Object.values(collection.fields) as { options?: unknown }[]) {
    const options = field.options;
    if (options && typeof options === 'object' && !Array.isArray(options)) codes.push(...Object.keys(options));
  }
  return codes.filter((c) => /[a-z]/.test(c));
}

/** What an editor reads on the screen: the hub and the toolbar, not the hidden visitor page. */
const screenText = (page: Page) => page.evaluate(() => document.body.innerText);

/**
 * The screen's words without `content` (the items' own texts, which are in whatever language the
 * editors wrote them): hidden for a moment, as innerText reads only what is rendered.
 */
const chromeText = (page: Page, content: string) =>
  page.evaluate((selector: string) => {
    const hidden = [...document.querySelectorAll<HTMLElement>(selector)];
    for (const el of hidden) el.style.setProperty('display', 'none');
    const text = document.body.innerText;
    for (const el of hidden) el.style.removeProperty('display');
    return text;
  }, content);

async function look(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1366, 390]) {
    await page.setViewport({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 390 ? false : true });
  }
  await page.setViewport({ width: 1366, height: 900 });
}

/**
 * Fails on what an editor must never read here; `codes` are option codes that must not stand alone in
 * a cell; `content` the items' own texts, left out of the language check only.
 */
async function readsInWords(visit: Visit, lang: Lang, where: string, codes: string[] = [], extra = '', content = ''): Promise<void> {
  const { page } = visit;
  const text = `${await screenText(page)}\n${extra}`;
  const chrome = content ? `${await chromeText(page, content)}\n${extra}` : text;
  // The visitor page's placeholder must not come back above the hub once it is drawn.
  for (const placeholder of [deSite.hubLoading, enSite.hubLoading]) assert.not.ok(text.includes(placeholder), `${where}: the stale line “${placeholder}” is on screen`);
  assert.not.match(text, ISO_TIME, `${where}: an ISO timestamp is on screen: ${ISO_TIME.exec(text)?.[0]}`);
  assert.not.match(text, JSON_TEXT, `${where}: JSON is on screen: ${JSON_TEXT.exec(text)?.[0]}`);
  const foreign = foreignPieces(lang).filter((p) => new RegExp(`(?<!\\p{L})${escape(p)}(?!\\p{L})`, 'u').test(chrome));
  const lines = foreign.map((p) => chrome.split('\n').find((line) => new RegExp(`(?<!\\p{L})${escape(p)}(?!\\p{L})`, 'u').test(line)));
  assert.equal(foreign, [], `${where}: strings of the other language on the ${lang} screen, in: ${lines.join(' | ')}`);
  if (codes.length) {
    const cells = await page.$$eval('#cms-hub td', (tds) => tds.map((td) => td.textContent?.trim() ?? ''));
    assert.equal(cells.filter((c) => codes.includes(c)), [], `${where}: option codes in the list`);
  }
  const violations = await axeCheck(page, AXE_ALL);
  assert.equal(violations.length, 0, `${where}: ${formatViolations(violations)}`);
}

/** Clicks a hub navigation link, as an editor moves without a reload. */
async function navTo(page: Page, href: string): Promise<void> {
  await page.$eval(`#cms-hub nav a[href^="${href}"]`, (a) => (a as HTMLElement).click());
}

/** Waits until a list shows its rows, says it is empty, or (a singleton) shows its form. */
async function listLoaded(page: Page, collection: CollectionDeclaration, lang: Lang): Promise<void> {
  const s = tHub(lang);
  await page.waitForFunction(
    (title: string, empty: string, singleton: boolean) => {
      const main = document.querySelector('#hub-main');
      if (!main) return false;
      if (singleton) return !!main.querySelector('form h1') && main.querySelectorAll('[data-field]').length > 0;
      return main.querySelector('h1')?.textContent === title && (!!main.querySelector('tbody tr') || main.textContent!.includes(empty) || !!main.querySelector('[role="alert"]'));
    },
    { timeout: 60_000 },
    collection.label.plural[lang],
    s.empty(),
    Boolean(collection.singleton),
  );
}

for (const lang of ['de', 'en'] as const) {
  const s = tHub(lang);

  test(`${lang}: dashboard, every collection list, accounts and the audit log read in words and Berlin time`, async () => {
    const server = await hubServer();
    const visit = await open({ server });
    const { page } = visit;
    await signIn(visit, lang, `/cms-hub/?lang=${lang}`, ADMIN);
    // Something recent for the activity feed, with a time.
    const made = await apiCall<{ id: number }>(page, 'post', collectionUrl('venue'), { name: { de: `Wortsaal ${lang}`, en: `Word hall ${lang}` }, slug: { de: `wortsaal-${lang}`, en: `word-hall-${lang}` } });
    assert.is(made.status, 201, JSON.stringify(made.body));
    await page.goto(`${server.url}/cms-hub/?lang=${lang}`);
    await page.waitForSelector('#cms-hub [data-section="activity"]');
    await page.waitForFunction((loading: string) => [...document.querySelectorAll('[data-section]')].every((el) => !el.textContent?.includes(loading)), { timeout: 60_000 }, s.loading());
    const activity = await page.$eval('[data-section="activity"]', (el) => (el as HTMLElement).innerText);
    const clock = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const at = await page.$eval('[data-section="activity"] time', (t) => t.getAttribute('datetime')!);
    assert.ok(activity.includes(clock.format(new Date(at))), `the activity shows Berlin time ${clock.format(new Date(at))}: ${activity}`);
    // The log keeps the title the item had when it changed, in German (the site's first language).
    assert.ok(activity.includes(lang === 'de' ? `Spielstätte „Wortsaal ${lang}“ angelegt` : `Created venue “Wortsaal ${lang}”`), activity);
    await readsInWords(visit, lang, 'dashboard');
    await look(page, `${lang}-dashboard`);

    for (const collection of COLLECTIONS) {
      await navTo(page, `/cms-hub/${collection.path}/`);
      await listLoaded(page, collection, lang);
      // A list's cells hold the items' texts; a single item's form (its widgets are the field system's, tested with it) is left to that test.
      // Accounts show role names, never the codes the API stores.
      const codes = [...optionCodes(collection), ...(collection.slug === 'user' ? ROLES : [])];
      await readsInWords(visit, lang, `list ${collection.slug}`, codes, '', collection.singleton ? '#hub-main form' : '#hub-main tbody td');
      if (collection.slug === 'user') {
        const cells = await page.$$eval('#cms-hub tbody td', (tds) => tds.map((td) => td.textContent?.trim() ?? ''));
        assert.ok(cells.includes(ROLE_LABELS.admin[lang]), `the administrator's role by its name: ${cells.join(' | ')}`);
      }
      if (['event', 'user', 'page', 'event-tag'].includes(collection.slug)) await look(page, `${lang}-list-${collection.slug}`);
    }

    await navTo(page, '/cms-hub/audit/');
    await page.waitForSelector('#cms-hub [data-audit] tbody tr', { timeout: 60_000 });
    await readsInWords(visit, lang, 'audit log');
    await look(page, `${lang}-audit`);
  });

  test(`${lang}: the delete question says where an item is used, in words`, async () => {
    const server = await hubServer();
    const visit = await open({ server });
    const { page } = visit;
    await signIn(visit, lang, `/cms-hub/?lang=${lang}`, ADMIN);
    const venue = await apiCall<{ id: number }>(page, 'post', collectionUrl('venue'), { name: { de: `Abrisssaal ${lang}` }, slug: { de: `abrisssaal-${lang}` } });
    const event = await apiCall<{ id: number }>(page, 'post', collectionUrl('event'), { title: { de: `Letzter Wortabend ${lang}` }, slug: { de: `letzter-wortabend-${lang}` }, startsAt: '2031-05-01T18:00:00Z', venueId: venue.body.id });
    assert.is(event.status, 201, JSON.stringify(event.body));
    const questions: string[] = [];
    let second: (message: string) => void = () => undefined;
    const asked = new Promise<string>((resolve) => (second = resolve));
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      // Yes to "really delete?", no to deleting what is still used.
      if (questions.length === 1) return void dialog.accept();
      second(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${server.url}/cms-hub/events/venue/${venue.body.id}/?lang=${lang}`);
    await page.waitForFunction((title: string) => document.querySelector('#hub-main h1')?.textContent === title, { timeout: 60_000 }, `Abrisssaal ${lang}`);
    await readsInWords(visit, lang, 'venue form');
    await click(page, s.delete(), '#cms-hub form');
    const question = await asked;
    const usage = lang === 'de' ? `Verwendet in Veranstaltung (1): Letzter Wortabend ${lang}` : `Used in Event (1): Letzter Wortabend ${lang}`;
    assert.ok(question.includes(usage), question);
    await readsInWords(visit, lang, 'delete question', [], question);

    // A seeded event the ticket shop sells: its read-only shop section is named by its own heading
    // (it was labelled 'Ticketing' in both languages) and shows prices as visitors read them.
    const events = await apiCall<AdminList>(page, 'get', collectionUrl('event'));
    const sold = await Promise.all(events.body.results.map((e) => apiCall<AdminItem>(page, 'get', collectionUrl('event', e.id))));
    const shopEvent = sold.map((r) => r.body).find((item) => item.ticketing?.seat_groups.some((g) => g.prices.length > 0));
    assert.ok(shopEvent, 'a seeded event has ticket shop prices');
    await page.goto(`${server.url}/cms-hub/events/event/${shopEvent.id}/?lang=${lang}`);
    const section = await page.waitForSelector('#hub-main section[aria-labelledby]', { timeout: 60_000 });
    const { name, body } = await section!.evaluate((el) => ({ name: document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent ?? '', body: (el as HTMLElement).innerText }));
    assert.ok(name.startsWith(s.ticketing({ at: '' }).split(':')[0]!), `the shop section is named in ${lang}: ${name}`);
    const price = shopEvent.ticketing!.seat_groups.flatMap((g) => g.prices)[0]!;
    assert.ok(body.includes(`${price.name} ${formatPrice(price.price)}`), `prices as visitors read them (${formatPrice(price.price)}): ${body}`);
    assert.not.match(body, /\d\.\d{2} €/, 'no price with a decimal point');
  });

  test(`${lang}: a page's versions, its settings and the media library read in words, times in Berlin`, async () => {
    const server = await hubServer();
    const visit = await open({ server });
    const { page } = visit;
    await signIn(visit, lang, `/cms-hub/?lang=${lang}`, ADMIN);
    const created = await createPage(page, `Wortseite ${lang}`);
    const path = lang === 'de' ? created.path : created.path.replace(/^\/de\//, '/en/');
    await page.goto(`${server.url}${path}?edit`);
    await page.waitForSelector('[data-editor-toolbar]');
    const section = await addSection(page, lang, '50-50');
    const e = tEditor(lang);
    await click(page, e.versions(), '[data-editor-toolbar]');
    await page.waitForSelector('[data-versions] li[data-version]');
    const numbers = await page.$$eval('[data-versions] li[data-version]', (items) => items.map((li) => li.getAttribute('data-version')!));
    await page.select('[data-diff-from]', numbers[1]!);
    await page.select('[data-diff-to]', numbers[0]!);
    await click(page, e.versionCompare(), 'dialog[open]');
    await page.waitForSelector('[data-version-diff] [data-change="added"]');
    const diff = await page.$eval('[data-version-diff]', (box) => (box as HTMLElement).innerText);
    const added = `${lang === 'de' ? 'Abschnitt' : 'Section'} ${e.changeAdded()}: ${(lang === 'de' ? deLayouts : enLayouts)['50-50']}`;
    assert.ok(diff.includes(added), diff);
    await readsInWords(visit, lang, 'versions');
    await look(page, `${lang}-versions`);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    // The page's settings: every field and option in words (the theme a swatch with its name).
    await click(page, e.pageSettings(), '[data-editor-toolbar]');
    await page.waitForSelector('dialog[open] form[data-page-settings] input');
    await readsInWords(visit, lang, 'page settings');
    await look(page, `${lang}-page-settings`);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    // The media library, as an image's form opens it: names, sizes and dates in words.
    await openAddForm(page, section, 'image', lang);
    await click(page, e.chooseMedia(), 'dialog[open]');
    await page.waitForFunction(() => document.querySelectorAll('dialog[open]').length > 1 && !!document.querySelector('dialog[open] [data-media-picker] li button'), { timeout: 30_000 });
    // File names and alt texts are the items' own words, in whatever language they were given.
    await readsInWords(visit, lang, 'media library', [], '', '[data-media-picker] li');
    await look(page, `${lang}-media-library`);
  });
}

test('the language switch turns hub and toolbar into the other language without a reload', async () => {
  const server = await hubServer();
  const visit = await open({ server });
  const { page } = visit;
  await signIn(visit, 'de', '/cms-hub/', ADMIN);
  await page.waitForSelector('#cms-hub nav');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.$eval('#cms-hub nav a[hreflang="en"]', (a) => (a as HTMLElement).click());
  try {
    await page.waitForFunction((title: string) => document.querySelector('#hub-main h1')?.textContent === title, {}, tHub('en').dashboard());
    await page.waitForFunction((label: string) => document.querySelector('[data-editor-toolbar]')?.getAttribute('aria-label') === label, {}, tEditor('en').toolbar());
  } catch (error) {
    throw new Error(`${(error as Error).message} at ${page.url()}: ${(await screenText(page)).slice(0, 400)}`);
  }
  assert.ok(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), 'the page was not reloaded');
  assert.is(await page.evaluate(() => document.documentElement.lang), 'en');
  const toolbar = await page.$eval('[data-editor-toolbar]', (el) => (el as HTMLElement).innerText);
  const german = foreignPieces('en').filter((p) => new RegExp(`(?<!\\p{L})${escape(p)}(?!\\p{L})`, 'u').test(toolbar));
  assert.equal(german, [], `German left in the English toolbar: ${toolbar}`);
});

test.run();
