/**
 * The embedded shop's pages carry the site's footer (imprint, privacy, terms
 * where buying happens) and keep the visitor's language: `?lang=en` gives an English header whose
 * home link leads to /en, in the server's page and after the app takes over.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tFooter } from '../../site/layout/footer/strings';
import { useBrowser } from './harness';

const test = suite('webshop frame');
const open = useBrowser(test, { consentDecided: true });

for (const [lang, query, home] of [['en', '?lang=en', '/en'], ['de', '', '/de']] as const) {
  test(`/webshop/cart${query}: ${lang} header with the home link to ${home}, and the site's footer with its legal links`, async () => {
    const visit = await open({ viewport: { width: 390, height: 844 } });
    await visit.goto(`/webshop/cart${query}`);
    await visit.page.waitForSelector('footer a[href]');
    // The app writes the document's language again when its document chunk arrives: it must settle
    // on `?lang=`. It used to write the path's language ('de') after the layout had set 'en', and the
    // page stayed German to a screen reader (2 runs in 4, before site/router/apply-document.ts read the query).
    await visit.page.waitForFunction((wanted: string) => document.documentElement.lang === wanted, { timeout: 5_000 }, lang).catch(() => undefined);
    assert.is(await visit.page.evaluate(() => document.documentElement.lang), lang);
    assert.is(await visit.page.$eval('header a', (a) => a.getAttribute('href')), home);
    const footer = await visit.page.$eval('footer', (el) => (el as HTMLElement).innerText);
    assert.ok(footer.includes(tFooter(lang).imprint()), `"${tFooter(lang).imprint()}" in the footer: ${footer.slice(0, 200)}`);
    assert.equal(visit.pageErrors, []);
  });
}

test.run();
