/**
 * The dashboard shows figures computed from the vitals, searches and 404s the
 * test itself wrote (through the visitor-facing calls), and its status section turns the ticket
 * shop red without a reload once the shop stops (the 10 s bound is the API test's:
 * test/api/dashboard-sections.test.ts).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { VITALS_PATH } from '../../common/api/types';
import { useBrowser } from './harness';
import { signIn } from './editor-steps';
import { hubServer, hubShop, tHub } from './hub-steps';

const test = suite('hub: the dashboard');
const open = useBrowser(test, { consentDecided: true });
const s = tHub('de');

/** Text of one dashboard section once it shows `wanted`. */
async function sectionShows(page: import('puppeteer').Page, section: string, wanted: string): Promise<void> {
  try {
    await page.waitForFunction((sel: string, text: string) => document.querySelector(sel)?.textContent?.includes(text), { timeout: 60_000 }, `[data-section="${section}"]`, wanted);
  } catch {
    throw new Error(`Section ${section} does not show “${wanted}”: ${await page.$eval(`[data-section="${section}"]`, (el) => el.textContent)}`);
  }
}

test('the dashboard computes its figures from the vitals, searches and 404s visitors sent', async () => {
  const server = await hubServer();
  const visitor = await open({ server });
  await visitor.goto('/de/agb');
  // Four page views of the tags page report LCP: p75 of 1200, 1800, 2600, 4200 ms is 3000 ms ("check").
  for (const value of [1200, 1800, 2600, 4200]) {
    const status = await visitor.page.evaluate(async (url: string, v: number) => (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ route: 'magazine-tags', samples: [{ name: 'LCP', value: v }] }) })).status, VITALS_PATH, value);
    assert.is(status, 204);
  }
  for (let i = 0; i < 3; i++) {
    const status = await visitor.page.evaluate(async () => (await fetch('/de/api/search/?query=Zinnsoldatenmarsch')).status);
    assert.is(status, 200);
  }
  for (let i = 0; i < 2; i++) {
    const logged = visitor.page.waitForResponse((r) => r.url().endsWith('/api/dashboard-error-log/') && r.request().method() === 'POST');
    assert.is((await visitor.goto('/de/zinn-gibt-es-nicht'))?.status(), 404);
    await logged;
  }

  const editor = await open({ server });
  const { page } = editor;
  await signIn(editor, 'de', '/cms-hub/');
  await sectionShows(page, 'pagespeed', 'magazine-tags');
  const row = await page.$eval('[data-section="pagespeed"] table tbody', (body) => [...body.querySelectorAll('tr')].find((tr) => tr.querySelector('th')?.textContent === 'magazine-tags')?.textContent ?? '');
  assert.ok(row.includes(`3000 ▲ ${s.levels.amber()}`), row);
  await sectionShows(page, 'search', s.searchTerm({ query: 'zinnsoldatenmarsch', count: 3, results: 0 }));
  await sectionShows(page, 'service', s.notFoundHits({ path: '/de/zinn-gibt-es-nicht', hits: 2 }));
});

test('the status section turns the ticket shop red without a reload once the shop stops', async () => {
  const server = await hubServer();
  const editor = await open({ server });
  const { page } = editor;
  await signIn(editor, 'de', '/cms-hub/');
  await page.waitForSelector('[data-section="status"] [data-check="ticketshop"][data-level="green"]', { timeout: 60_000 });
  await (await hubShop()).close();
  await page.waitForSelector('[data-section="status"] [data-check="ticketshop"][data-level="red"]', { timeout: 60_000 });
  const text = await page.$eval('[data-check="ticketshop"]', (li) => li.textContent ?? '');
  assert.ok(text.includes(s.checks.ticketshop()) && text.includes(s.levels.red()), text);
});

test.run();
