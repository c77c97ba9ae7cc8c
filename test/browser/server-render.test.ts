/**
 * Server-rendered first paint: with JavaScript off the pages show their headline,
 * text, images and links; with it on, the app hydrates that markup without errors and answers the
 * first interaction.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { t } from '../../common/i18n';
import de from '../../common/i18n/de/event-views';
import { MOBILE } from '../helpers/browser';
import { useBrowser, type Visit } from './harness';

const test = suite('server render');
const open = useBrowser(test, { consentDecided: true });

/** A path from the server's own HTML: the first link matching `pattern` on `page`. */
async function linkOn(visit: Visit, page: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(visit.server.url + page)).text();
  const found = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).find((href) => pattern.test(href));
  if (!found) throw new Error(`no link like ${pattern} on ${page}`);
  return found;
}

interface Shown {
  /** The footer's legal links: the imprint must be one click away on every page. */
  legal: string[];
  headline: string;
  text: number;
  images: number;
  links: number;
}

async function withoutJavaScript(visit: Visit, path: string): Promise<Shown> {
  await visit.page.setJavaScriptEnabled(false);
  const response = await visit.goto(path);
  assert.is(response?.status(), 200, path);
  return visit.page.evaluate(() => {
    const app = document.getElementById('app')!;
    return {
      legal: [...app.querySelectorAll('footer a[href]')].map((a) => a.getAttribute('href')!).filter((href) => /impressum|datenschutz/.test(href)),
      headline: app.querySelector('h1')?.textContent?.trim() ?? '',
      text: (app.querySelector('#content') ?? app).textContent!.replace(/\s+/g, ' ').length,
      images: [...app.querySelectorAll('img')].filter((img) => img.getAttribute('src') && img.getAttribute('src') !== '/').length,
      links: app.querySelectorAll('a[href]').length,
    };
  });
}

test('with JavaScript off, home, programme, an event, an article and search results show headline, text, images, links and the footer', async () => {
  const visit = await open();
  const event = await linkOn(visit, '/de/programm', /^\/de\/programm\/[^/]+\/\d+$/);
  const article = await linkOn(visit, '/de/mediathek-de', /^\/de\/mediathek-de\/[^/]+\/\d+$/);
  const pages: [string, boolean][] = [
    ['/de', true],
    ['/de/programm', true],
    [event, true],
    [article, true],
    ['/de/search?q=Nathan', false],
  ];
  for (const [path, withImages] of pages) {
    const shown = await withoutJavaScript(visit, path);
    assert.ok(shown.headline, `${path}: a headline`);
    assert.ok(shown.text > 300, `${path}: text (${shown.text} characters)`);
    assert.ok(shown.links > 10, `${path}: links (${shown.links})`);
    if (withImages) assert.ok(shown.images > 0, `${path}: images`);
    assert.equal(shown.legal.sort(), ['/de/datenschutz', '/de/impressum'], `${path}: the footer's imprint and privacy links`);
  }
});

test('with JavaScript on, the home page hydrates without errors and its menu opens', async () => {
  const visit = await open({ viewport: MOBILE });
  const warnings: string[] = [];
  visit.page.on('console', (message) => {
    if (message.type() === 'warn' && /hydrat|mismatch/i.test(message.text())) warnings.push(message.text());
  });
  await visit.goto('/de');
  await visit.page.waitForSelector('#app[data-live]');
  const button = await visit.page.waitForSelector(`header [data-header-menu] > summary[aria-controls]::-p-text(${t('de').header.menu()})`, { visible: true });
  await button!.click();
  await visit.page.waitForFunction((el) => (el?.parentElement as HTMLDetailsElement | null)?.open === true && el?.parentElement?.hasAttribute('data-ready'), {}, button);
  assert.equal(visit.consoleErrors, []);
  assert.equal(visit.pageErrors, []);
  assert.equal(warnings, []);
});

test("a tap on the server-drawn date filter before the page's code has run opens it at once (a disclosure, issue 22), and the calendar fills it once the code is there", async () => {
  const visit = await open();
  const { page } = visit;
  // A slow network: every chunk (the programme's code among them) arrives 1.5 s late.
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (/\/assets\/site\/chunk-/.test(request.url())) setTimeout(() => void request.continue(), 1500);
    else void request.continue();
  });
  await page.goto(visit.server.url + '/de/programm', { waitUntil: 'domcontentloaded' });
  const date = await page.waitForSelector(`summary::-p-text(${JSON.stringify(de.filters.date)})`);
  const opened = () => date!.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
  assert.not.ok(await page.$('#app[data-live]'), 'the tap comes before the code has hydrated the page');
  await date!.click();
  assert.ok(await opened(), 'the browser opens it without the code');
  await page.waitForSelector('button[data-day]', { visible: true });
  assert.ok(await opened(), 'still open once the app took over, now with the calendar');
  assert.equal(visit.pageErrors, []);
});

test('with JavaScript on, the programme hydrates its server-rendered list and a filter opens', async () => {
  const visit = await open();
  await visit.goto('/de/programm');
  await visit.page.waitForSelector('#app[data-live]');
  const rendered = await visit.page.$$eval('[data-event-id]', (els) => els.length);
  assert.ok(rendered > 0, 'the list came with the HTML');
  await (await visit.page.waitForSelector(`summary::-p-text(${JSON.stringify(de.filters.room)})`))!.click();
  await visit.page.waitForSelector('input[type="checkbox"][name="room"]', { visible: true });
  assert.equal(visit.consoleErrors, []);
  assert.equal(visit.pageErrors, []);
});

test('hydration keeps every element the server drew, section by section, and the first load does not fade', async () => {
  const visit = await open({ viewport: MOBILE });
  // Tagged once the parser is done and before the app's module script runs.
  await visit.page.evaluateOnNewDocument(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      document.querySelectorAll('main section, main img, main a').forEach((element, index) => ((element as HTMLElement).dataset.fromServer = String(index)));
    });
  });
  await visit.goto('/de');
  await visit.page.waitForSelector('#app[data-live]');
  // The sections hydrate one task after another: wait for the browser to be idle twice.
  await visit.page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  const kept = await visit.page.evaluate(() => {
    const tagged = [...document.querySelectorAll<HTMLElement>('main [data-from-server]')].length;
    const sections = [...document.querySelectorAll('main section')];
    return { tagged, sections: sections.length, untagged: sections.filter((s) => !(s as HTMLElement).dataset.fromServer).length, heroAnimation: getComputedStyle(document.querySelector('main .page-enter > *')!).animationName };
  });
  assert.ok(kept.sections > 3, `home has sections (${kept.sections})`);
  assert.is(kept.untagged, 0, 'no section was drawn again');
  assert.is(kept.heroAnimation, 'none', 'the first load paints at once, without the page-enter fade');
  assert.equal(visit.consoleErrors, []);
  assert.equal(visit.pageErrors, []);
});

test("the first load of home, programme, an event, an article and search asks Intl nothing: the dates come with the page (ICU's loading would be a phone's longest task)", async () => {
  const visit = await open({ viewport: MOBILE });
  const event = await linkOn(visit, '/de/programm', /^\/de\/programm\/[^/]+\/\d+$/);
  const article = await linkOn(visit, '/de/mediathek-de', /^\/de\/mediathek-de\/[^/]+\/\d+$/);
  // A string, not a function: the test runner's compiler would put helpers into it that the page lacks.
  await visit.page.evaluateOnNewDocument(`{
    const asked = (window.intlAsked = []);
    for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat']) {
      const Original = Intl[name];
      const Counted = function (...args) { asked.push(name + ' ' + JSON.stringify(args)); return new Original(...args); };
      Counted.prototype = Original.prototype;
      Intl[name] = Counted;
    }
    for (const [proto, name] of [[Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString'], [Number.prototype, 'toLocaleString'], [String.prototype, 'localeCompare']]) {
      const original = proto[name];
      proto[name] = function (...args) { asked.push(name); return original.apply(this, args); };
    }
  }`);
  for (const path of ['/de', '/de/programm', event, article, '/de/search?q=Nathan', '/en/events']) {
    const served = await (await fetch(visit.server.url + path)).text();
    await visit.goto(path);
    await visit.page.waitForSelector('#app[data-live]');
    await visit.page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    assert.equal(await visit.page.evaluate(() => (window as unknown as { intlAsked: string[] }).intlAsked), [], `${path}: Intl asked during the first load`);
    // The dates the app drew are the server's: the first day heading and time on the programme.
    const shown = await visit.page.$$eval('#app h2, #app time', (els) => els.map((el) => el.textContent!.trim()).filter(Boolean).slice(0, 6));
    for (const text of shown) assert.ok(served.includes(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')), `${path}: "${text}" as the server drew it`);
  }
  assert.equal(visit.pageErrors, []);
});

test("an event page's header keeps every element and style the server drew once the page has hydrated (a lazy part the server drew nothing for took the kicker's place)", async () => {
  const visit = await open({ viewport: MOBILE });
  const event = await linkOn(visit, '/de/programm', /^\/de\/programm\/[^/]+\/\d+$/);
  // Tag, classes and own text of every element under the header, in document order.
  const tree = `[...document.querySelectorAll('article > header *')].map((el) => el.tagName + '.' + (el.getAttribute('class') ?? '') + ' ' + [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data).join('').trim())`;
  await visit.page.setJavaScriptEnabled(false);
  await visit.goto(event);
  const drawn = (await visit.page.evaluate(tree)) as string[];
  await visit.page.setJavaScriptEnabled(true);
  await visit.goto(event);
  await visit.page.waitForSelector('#app[data-live]');
  await visit.page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  // The parts' code has arrived: the calendar link is the access part's own.
  await visit.page.waitForNetworkIdle({ idleTime: 300 });
  assert.ok(drawn.length > 5, `the server drew the header (${drawn.length} elements)`);
  assert.equal(await visit.page.evaluate(tree), drawn);
  assert.equal(visit.pageErrors, []);
});

test("the rules the browser adds go to a sheet of their own: the server's sheet is parsed once, and every class on the page has its rule", async () => {
  const visit = await open({ viewport: MOBILE });
  await visit.page.evaluateOnNewDocument(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { served: string }).served = document.getElementById('_goober')!.textContent!;
    });
  });
  await visit.goto('/de/programm');
  await visit.page.waitForSelector('#app[data-live]');
  await visit.page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  // The menu's panel is drawn only in the browser, with rules the server's sheet does not hold.
  await (await visit.page.waitForSelector(`header [data-header-menu] > summary::-p-text(${t('de').header.menu()})`, { visible: true }))!.click();
  await visit.page.waitForSelector('header [data-header-menu][data-ready]');
  const sheets = await visit.page.evaluate(() => {
    const server = document.getElementById('_goober')!;
    const added = [...document.querySelectorAll('style')].filter((style) => style !== server).map((style) => style.textContent!).join('');
    const classes = new Set([...document.querySelectorAll('[class]')].flatMap((element) => element.getAttribute('class')!.match(/\bgo\d+\b/g) ?? []));
    return { served: (window as unknown as { served: string }).served, now: server.textContent!, added, classes: [...classes] };
  });
  assert.is(sheets.now, sheets.served, "the server's sheet was not written again");
  const missing = sheets.classes.filter((name) => !sheets.served.includes(`.${name}`) && !sheets.added.includes(`.${name}`));
  assert.equal(missing, [], 'a class on the page without its rule');
  assert.ok(sheets.classes.some((name) => !sheets.served.includes(`.${name}`)), 'the menu brought rules the server had not drawn (else this test shows nothing)');
  assert.equal(visit.pageErrors, []);
});

test('a client navigation fades the new page in (SPEC §2 page transition)', async () => {
  const visit = await open();
  await visit.goto('/de');
  await visit.page.waitForSelector('#app[data-live]');
  const target = await linkOn(visit, '/de', /^\/de\/haus\/[a-z-]+\/?$/);
  await visit.page.evaluate((href) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!.click(), target);
  await visit.page.waitForFunction((href) => location.pathname === href, {}, target);
  const animation = await visit.page.waitForFunction(() => {
    const block = document.querySelector('main .page-enter > *');
    return block && getComputedStyle(block).animationName;
  });
  assert.is(await animation.jsonValue(), 'page-enter');
});

test.run();
