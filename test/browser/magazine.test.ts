import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { REQUIRED_ONLY } from '../../common/consent/categories';
import { CONSENT_COOKIE } from '../../common/consent/consent';
import { serializeConsent } from '../../common/consent/cookie';
import magazine from '../../common/i18n/de/magazine';
import { axeCheck, formatViolations, type AxeViolation } from '../helpers/browser';
import { useBrowser, type Visit } from './harness';

const test = suite('magazine');
const browse = useBrowser(test);

/** A visitor who has decided on cookies already: the consent dialog stays closed and out of the way. */
async function open(): Promise<Visit> {
  const visit = await browse();
  await visit.page.setCookie({ name: CONSENT_COOKIE, value: serializeConsent(REQUIRED_ONLY), url: visit.server.url });
  return visit;
}

/** axe's violations in what the magazine and the search draw: the page's main content and the header's search. */
async function ownViolations(visit: Visit): Promise<AxeViolation[]> {
  // Colours are judged after the page-enter transition, not halfway through its fade.
  await visit.page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const mine: AxeViolation[] = [];
  for (const violation of await axeCheck(visit.page)) {
    const nodes = [];
    for (const node of violation.nodes) {
      const inside = await visit.page.evaluate((selector) => !!document.querySelector(selector)?.closest('main, header [role="search"]'), node.target.join(' '));
      if (inside) nodes.push(node);
    }
    if (nodes.length) mine.push({ ...violation, nodes });
  }
  return mine;
}

const categoryNav = `main nav[aria-label="${magazine.categories}"]`;

test('the media library shows breadcrumb, search start, headline, All plus each category, All #Topics and articles, from the HTML alone', async () => {
  const visit = await open();
  const response = await visit.goto('/de/mediathek-de');
  assert.is(response?.status(), 200);
  await visit.page.waitForSelector(`${categoryNav} a[aria-current="page"]`);
  assert.is(await visit.page.$eval('main h1', (h) => h.textContent), magazine.title);
  assert.ok(await visit.page.$('main nav ol'), 'breadcrumb');
  assert.ok(await visit.page.$('main form[role="search"] input[role="combobox"]'), 'search start');
  const links = await visit.page.$$eval(`${categoryNav} li a`, (as) => as.map((a) => a.textContent));
  assert.is(links[0], magazine.all);
  assert.ok(links.length > 1, 'categories follow All');
  assert.ok(await visit.page.$(`${categoryNav} a[href="/de/mediathek-de/tags"]`), 'All #Topics');
  assert.ok((await visit.page.$$('main article h2 a')).length > 0, 'articles');
  assert.not.ok(visit.requests.some((url) => /\/api\/(articles|article-categories)/.test(url)), 'no API call on first paint');
});

test('a category link leads to the category page with its name as headline and only its articles', async () => {
  const visit = await open();
  await visit.goto('/de/mediathek-de');
  const link = await visit.page.waitForSelector(`${categoryNav} li:nth-child(2) a`);
  const name = await link!.evaluate((a) => a.textContent);
  await link!.click();
  await visit.page.waitForFunction(() => location.pathname.includes('/categories/'));
  await visit.page.waitForFunction((wanted) => document.querySelector('main h1')?.textContent === wanted, {}, name);
  const kickers = await visit.page.$$eval('main article p:first-of-type', (ps) => ps.map((p) => p.textContent ?? ''));
  assert.ok(kickers.length > 0 && kickers.every((k) => k.includes(name!)), kickers.join(' / '));
});

test('All #Topics lists the tags, and a tag page lists its articles', async () => {
  const visit = await open();
  await visit.goto('/de/mediathek-de/tags');
  const tag = await visit.page.waitForSelector('main a[href^="/de/mediathek-de/tags/"]');
  await tag!.click();
  await visit.page.waitForFunction(() => /^\/de\/mediathek-de\/tags\/[^/]+\/\d+$/.test(location.pathname));
  await visit.page.waitForSelector('main article h2 a');
  assert.match(await visit.page.$eval('main h1', (h) => h.textContent ?? ''), /^#/);
});

test('an article shows its body and related content, with Article JSON-LD and Open Graph in the HTML', async () => {
  const visit = await open();
  await visit.goto('/de/mediathek-de');
  const href = await visit.page.$eval('main article h2 a', (a) => a.getAttribute('href')!);
  const html = await (await fetch(visit.server.url + href)).text();
  assert.match(html, /"@type":"Article"/);
  assert.match(html, /<meta property="og:type" content="article">/);
  const response = await visit.goto(href);
  assert.is(response?.status(), 200);
  await visit.page.waitForSelector('main article h1');
  assert.ok(await visit.page.$('main nav ol'), 'breadcrumb');
});

test('an unknown category is a 404', async () => {
  const visit = await open();
  const response = await visit.goto('/de/mediathek-de/categories/nichts/99999');
  assert.is(response?.status(), 404);
});

for (const [name, path, ready] of [
  ['the media library', '/de/mediathek-de', 'main article h2 a'],
  ['an article', null, 'main article h1'],
  ['the search page', '/de/search?q=klezmer', 'main ol li h3 a'],
] as const) {
  test(`axe finds no violations on ${name}`, async () => {
    const visit = await open();
    let target: string = path ?? '';
    if (!path) {
      await visit.goto('/de/mediathek-de');
      target = await visit.page.$eval('main article h2 a', (a) => a.getAttribute('href')!);
    }
    await visit.goto(target);
    await visit.page.waitForSelector(ready);
    const violations = await ownViolations(visit);
    assert.is(violations.length, 0, formatViolations(violations));
  });
}

test.run();
