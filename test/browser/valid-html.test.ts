/**
 * The Nu Html Checker finds no error on any page kind, in both languages, logged
 * out and signed in: neither in the HTML the server sends nor in the document once the app has run
 * (what the app adds, e.g. the search field's autocomplete, is markup too).
 */
import type { Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, networkQuiet } from '../helpers/browser';
import { serverWithSession, type SessionServer } from '../helpers/session-server';
import { formatVnu, validateHtml } from '../helpers/vnu';
import { decidedVisitor, findPageKinds, type PageKind } from './every-page-steps';

const test = suite('valid HTML on every page kind');
let server: SessionServer;
const browser = launchBrowser();
test.after(async () => {
  await (await browser).close();
  await server?.stop();
});

const visitor = (signedIn: boolean): Promise<Page> => decidedVisitor(browser, server, signedIn);

/** The served HTML and the document after the app has run, each under its own name. */
async function collect(page: Page, label: string, path: string, documents: Map<string, string>): Promise<string | null> {
  const response = await page.goto(server.url + path);
  const served = (await response?.text()) ?? '';
  documents.set(`${label} ${path} (served)`, served);
  await page.waitForSelector('main, [role="main"]');
  await networkQuiet(page, { idleTime: 200, timeout: 4_000 }).catch(() => undefined);
  const doctype = await page.evaluate(() => (document.doctype ? `<!DOCTYPE ${document.doctype.name}>` : ''));
  documents.set(`${label} ${path} (after the app ran)`, doctype + (await page.evaluate(() => document.documentElement.outerHTML)));
  // The English counterpart of a German page, as the page itself names it.
  return page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang="en"]')?.getAttribute('href') ?? null);
}

test('the Nu Html Checker finds no error on any page kind, German and English, logged out and signed in', async () => {
  server = await serverWithSession();
  const anonymous = await visitor(false);
  const kinds: PageKind[] = await findPageKinds(anonymous, server);
  const documents = new Map<string, string>();
  const english = new Set<string>();
  for (const kind of kinds) {
    const en = await collect(anonymous, kind.name, kind.path, documents);
    if (en) english.add(new URL(en, server.url).pathname + new URL(en, server.url).search);
  }
  assert.ok(english.size >= 10, `English counterparts were found (${english.size})`);
  for (const path of english) await collect(anonymous, 'English', path, documents);
  const signedIn = await visitor(true);
  for (const path of ['/de/user/profile', '/de', '/en/events']) await collect(signedIn, 'signed in', path, documents);
  const errors = await validateHtml(documents);
  assert.equal(errors.length, 0, `${errors.length} errors in ${documents.size} documents:\n${formatVnu(errors)}`);
});

test.run();
