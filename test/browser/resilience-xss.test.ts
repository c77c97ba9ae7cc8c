/**
 * Stored script payloads never run, even in a browser that ignores the CSP
 * (page.setBypassCSP): footer and header HTML are sanitised, a javascript: redirect target is
 * neither answered by the server nor followed by the visitor app.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type RunningServer } from '../helpers/server';
import { useBrowser, waitForText } from './harness';
import { REDIRECT_FROM } from './xss-payloads';

const test = suite('stored script payloads');
const open = useBrowser(test, { consentDecided: true });
const ROOT = path.resolve(import.meta.dirname, '..', '..');

let server: RunningServer | null = null;
let dataDir = '';

/** A server of its own whose database holds the payloads (PGlite: written while it is stopped). */
async function payloadServer(): Promise<RunningServer> {
  if (server) return server;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'venue-xss-'));
  const first = await startServer({ dataDir });
  await first.stop();
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'test/browser/xss-payloads.ts'], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  server = await startServer({ dataDir });
  return server;
}
test.after(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function visitWithoutCsp() {
  const visit = await open({ server: await payloadServer() });
  await visit.page.setBypassCSP(true);
  const dialogs: string[] = [];
  visit.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { visit, dialogs, xss: () => visit.page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null) };
}

test('footer and header HTML with <script>, <img onerror> and javascript: links run nothing', async () => {
  const { visit, dialogs, xss } = await visitWithoutCsp();
  const response = await visit.goto('/de/impressum');
  assert.is(response?.status(), 200);
  // By its text: the sanitiser keeps no id attribute.
  await visit.page.waitForFunction(() => document.querySelector('footer')?.textContent?.includes('Fußzeile'));
  // Hydration has run once the visitor app took over the page.
  await visit.page.waitForFunction(() => document.querySelectorAll('script[src]').length > 0);
  const links = await visit.page.$$eval('footer a', (as) => as.map((a) => a.getAttribute('href')));
  assert.ok(links.every((href) => !href || !/^\s*(javascript|data):/i.test(href)), `no script link is left: ${links.join(', ')}`);
  const scriptLink = (await visit.page.evaluateHandle(() => [...document.querySelectorAll('footer a')].find((a) => a.textContent === 'Klick') ?? null)).asElement();
  if (scriptLink) await (scriptLink as import('puppeteer').ElementHandle<Element>).click();
  const html = await visit.page.content();
  assert.not.match(html, /onerror=|__xss = "(script|header)"/);
  assert.is(await xss(), null);
  assert.equal(dialogs, []);
});

test('a redirect whose target is javascript: is not answered and not followed in the app', async () => {
  const { visit, xss } = await visitWithoutCsp();
  const direct = await visit.goto(REDIRECT_FROM);
  assert.is(direct?.status(), 404, 'the server does not redirect to it');
  await visit.goto('/de/impressum');
  await visit.page.waitForFunction(() => document.querySelectorAll('script[src]').length > 0);
  // A client-side navigation to the old path: the app checks the redirect table.
  await visit.page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, REDIRECT_FROM);
  await visit.page.waitForFunction((to) => location.pathname === to && !document.documentElement.hasAttribute('aria-busy'), {}, REDIRECT_FROM);
  await waitForText(visit, '404');
  assert.is(await xss(), null);
  assert.is(new URL(visit.page.url()).pathname, REDIRECT_FROM);
});

test.run();
