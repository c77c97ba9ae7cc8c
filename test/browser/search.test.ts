import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import header from '../../common/i18n/de/header';
import search from '../../common/i18n/de/search';
import { REQUIRED_ONLY } from '../../common/consent/categories';
import { CONSENT_COOKIE } from '../../common/consent/consent';
import { serializeConsent } from '../../common/consent/cookie';
import { searchAutocomplete } from '../../common/api/endpoints/search';
import type { AutocompleteResponse } from '../../common/api/search';
import { useBrowser, type Visit } from './harness';

const test = suite('site search');
const browse = useBrowser(test);

/** A visitor who has decided on cookies already: the consent dialog stays closed and out of the way. */
async function open(): Promise<Visit> {
  const visit = await browse();
  await visit.page.setCookie({ name: CONSENT_COOKIE, value: serializeConsent(REQUIRED_ONLY), url: visit.server.url });
  return visit;
}

const combobox = 'header input[role="combobox"]';
const options = 'header [role="listbox"] [role="option"]';

async function typeInHeaderSearch(visit: Visit, text: string) {
  await visit.goto('/de');
  // A tap before the button's code has run cannot open the form: wait for it as a visitor waits for the page.
  const button = await visit.page.waitForSelector(`header button[aria-label="${header.openSearch}"][data-ready]`, { visible: true });
  await button!.click();
  // SPEC §4: the field takes the focus 200 ms after the button opened the form.
  await visit.page.waitForFunction((selector) => document.activeElement === document.querySelector(selector), {}, combobox);
  const query = text.trim().toLowerCase();
  const answered = query
    ? visit.page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === searchAutocomplete.path && url.searchParams.get('query') === query;
      })
    : null;
  await visit.page.keyboard.type(text);
  if (!answered) return;
  // The list asked for 'k' and 'kl' stays until the answer for all of the text is drawn: wait for that.
  const [first] = ((await (await answered).json()) as AutocompleteResponse).data;
  if (first !== undefined) await visit.page.waitForFunction((selector, text) => document.querySelector(selector)?.textContent === text, {}, options, first);
}

const address = (visit: Visit) => visit.page.evaluate(() => ({ path: location.pathname, q: new URLSearchParams(location.search).get('q') }));

test('typing three letters in the header search shows suggestions in an expanded listbox', async () => {
  const visit = await open();
  await typeInHeaderSearch(visit, 'kle');
  await visit.page.waitForSelector(options, { visible: true });
  const state = await visit.page.$eval(combobox, (input) => ({ expanded: input.getAttribute('aria-expanded'), controls: input.getAttribute('aria-controls') }));
  assert.is(state.expanded, 'true');
  assert.ok(await visit.page.evaluate((id) => document.getElementById(id ?? '')?.getAttribute('role') === 'listbox', state.controls), 'aria-controls names the listbox');
  assert.equal(visit.pageErrors, []);
});

test('arrow down then Enter chooses the first suggestion and lands on the search page with it as q', async () => {
  const visit = await open();
  await typeInHeaderSearch(visit, 'kle');
  const first = await visit.page.waitForSelector(options, { visible: true });
  const suggestion = await first!.evaluate((el) => el.textContent!);
  await visit.page.keyboard.press('ArrowDown');
  const active = await visit.page.$eval(combobox, (input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent);
  assert.is(active, suggestion, 'the first suggestion is active');
  await visit.page.keyboard.press('Enter');
  await visit.page.waitForFunction(() => location.pathname === '/de/search');
  assert.equal(await address(visit), { path: '/de/search', q: suggestion });
  await visit.page.waitForSelector('main ol li h3 a');
});

test('Escape closes the suggestions and keeps the text', async () => {
  const visit = await open();
  await typeInHeaderSearch(visit, 'kle');
  await visit.page.waitForSelector(options, { visible: true });
  await visit.page.keyboard.press('Escape');
  await visit.page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false', {}, combobox);
  assert.is(await visit.page.$(options).then((el) => el?.isVisible() ?? false), false);
  assert.is(await visit.page.$eval(combobox, (input) => (input as HTMLInputElement).value), 'kle');
});

test('empty text is never submitted', async () => {
  const visit = await open();
  await typeInHeaderSearch(visit, '   ');
  await visit.page.keyboard.press('Enter');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.is((await address(visit)).path, '/de');
});

test('a category tab keeps q and starts again at page 1', async () => {
  const visit = await open();
  await visit.goto('/de/search/events/2?q=klezmer');
  const tab = await visit.page.waitForSelector(`main nav[aria-label="${search.tabs}"] a[href^="/de/search/others"]`);
  await tab!.click();
  await visit.page.waitForFunction(() => location.pathname === '/de/search/others');
  assert.equal(await address(visit), { path: '/de/search/others', q: 'klezmer' });
  // The tabs are drawn again once the new category's results are in.
  const currentTab = await visit.page.waitForSelector(`main nav[aria-label="${search.tabs}"] a[aria-current="page"][href^="/de/search/others"]`);
  const current = await currentTab!.evaluate((a) => a.getAttribute('href'));
  assert.is(current, '/de/search/others?q=klezmer');
});

test('the search page paints its results from the HTML, without a search API call', async () => {
  const visit = await open();
  const response = await visit.goto('/de/search?q=klezmer');
  assert.is(response?.status(), 200);
  await visit.page.waitForSelector('main ol li h3 a');
  assert.not.ok(visit.requests.some((url) => url.includes('/api/search')), visit.requests.filter((url) => url.includes('/api/')).join('\n'));
});

test('a search without hits says so', async () => {
  const visit = await open();
  await visit.goto('/de/search?q=xyzzyqwv');
  await visit.page.waitForFunction((text) => document.body.innerText.includes(text), {}, search.noResultsText);
});

test("a typo gets a server-drawn 'Meinten Sie' link that leads to the corrected search's results (issue #26)", async () => {
  const visit = await open();
  const response = await visit.goto('/de/search?q=konzrt');
  assert.match((await response!.text()).replace(/<!-- -->/g, ''), `${search.didYouMean} <a`, 'in the HTML from the server');
  const link = await visit.page.waitForSelector('main p a[href="/de/search?q=konzert"]', { visible: true });
  assert.is(await link!.evaluate((a) => a.parentElement!.textContent), `${search.didYouMean} konzert?`);
  await link!.click();
  await visit.page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'konzert');
  await visit.page.waitForSelector('main ol li h3 a');
  assert.not.ok(await visit.page.$('main p a[href*="q=konz"]'), 'no suggestion for a word the index holds');
  assert.equal(visit.pageErrors, []);
});

test('an unknown search category is a 404', async () => {
  const visit = await open();
  const response = await visit.goto('/de/search/nothing?q=klezmer');
  assert.is(response?.status(), 404);
});

test.run();
