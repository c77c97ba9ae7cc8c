/**
 * Through the admin in the browser: a redirect created from a logged 404 (the
 * dashboard's service section) answers 301 at once; a breaking-news alert created and moved to the
 * top of the list by keyboard is the site's top alert; switching the site offline in the site
 * settings answers 503 'Website offline' to visitors at once while the editor keeps working.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useBrowser, waitForText } from './harness';
import { ADMIN, byText, signIn } from './editor-steps';
import { FORM_STATUS, hubServer, openHub, saveNew, submitAndWaitForSave, tHub, typeInto } from './hub-steps';

const test = suite('hub: redirects, alerts and the site switch in the admin');
const open = useBrowser(test, { consentDecided: true });
const s = tHub('de');

test('a redirect created from a 404 the dashboard lists answers at once (302 on its first day)', async () => {
  const server = await hubServer();
  const visitor = await open({ server });
  const lost = '/de/verschollene-seite-bernstein';
  const logged = visitor.page.waitForResponse((r) => r.url().endsWith('/api/dashboard-error-log/') && r.request().method() === 'POST');
  assert.is((await visitor.goto(lost))?.status(), 404);
  assert.ok((await logged).ok(), 'the 404 page logs its address');

  const editor = await open({ server });
  const { page } = editor;
  await signIn(editor, 'de', '/cms-hub/');
  const entry = await page.waitForFunction((path: string) => [...document.querySelectorAll('[data-section="service"] li')].find((li) => li.textContent?.includes(path)), { timeout: 60_000 }, lost);
  const link = await entry.asElement()!.$('a');
  assert.is(await link!.evaluate((a) => a.textContent), s.createRedirect());
  await link!.click();
  await page.waitForFunction((path: string) => (document.querySelector('#cms-hub form [data-field="oldPath"] input') as HTMLInputElement | null)?.value === path, {}, lost);
  await typeInto(page, 'newPath', '/de/programm');
  await saveNew(page, 'de');

  const response = await visitor.goto(lost);
  const first = response!.request().redirectChain()[0]?.response();
  assert.is(first?.status(), 302, 'a redirect younger than a day is temporary (issue 21 point 2)');
  assert.is(new URL(response!.url()).pathname.replace(/\/$/, ''), '/de/programm');
});

test('a breaking-news alert created in the admin and moved up by keyboard is the top alert', async () => {
  const server = await hubServer();
  const editor = await open({ server });
  const { page } = editor;
  await signIn(editor, 'de', '/cms-hub/breaking_news/breakingnews/new/');
  await typeInto(page, 'title', 'Heute Einlass erst ab 19 Uhr', 'de');
  await typeInto(page, 'title', 'Doors open at 7 pm today', 'en');
  await typeInto(page, 'text', 'Wegen einer Probe öffnet der Saal später.', 'de');
  const id = await saveNew(page, 'de');

  await openHub(page, `${server.url}/cms-hub/breaking_news/breakingnews/`);
  const up = await page.waitForSelector(`[data-row="${id}"] button[data-move="up"]:not(:disabled)`);
  // Up to the first row by keyboard: focus stays on the moved row after each step.
  await up!.focus();
  for (;;) {
    const index = await page.$$eval('#cms-hub tbody tr', (rows, rowId) => rows.findIndex((r) => r.getAttribute('data-row') === String(rowId)), id);
    if (index === 0) break;
    await page.keyboard.press('Enter');
    await page.waitForFunction((rowId: number, was: number) => [...document.querySelectorAll('#cms-hub tbody tr')].findIndex((r) => r.getAttribute('data-row') === String(rowId)) < was && document.activeElement?.closest('tr')?.getAttribute('data-row') === String(rowId), {}, id, index);
  }
  await waitForText(editor, s.moved({ title: 'Heute Einlass erst ab 19 Uhr', position: 1 }));

  const visitor = await open({ server });
  const html = await (await visitor.goto('/de'))!.text();
  const alert = /<section aria-label="[^"]*"[^>]*>([\s\S]*?)<\/section>/.exec(html.slice(html.indexOf('Heute Einlass') - 2000));
  assert.ok(html.includes('Heute Einlass erst ab 19 Uhr'), 'the first answer shows the new alert');
  assert.ok(alert?.[1]?.includes('Heute Einlass erst ab 19 Uhr'), 'as the top alert');
  const english = await (await visitor.goto('/en'))!.text();
  assert.ok(english.includes('Doors open at 7 pm today'));
});

test('switching the site offline in the site settings answers 503 to visitors at once; the editor keeps working', async () => {
  const server = await hubServer();
  const editor = await open({ server });
  const { page } = editor;
  await signIn(editor, 'de', '/cms-hub/settings/sitesettings/', ADMIN);
  const online = await page.waitForSelector('#cms-hub form [data-field="isSiteOnline"] input[type="checkbox"]');
  assert.ok(await online!.evaluate((el) => (el as HTMLInputElement).checked));
  await online!.focus();
  await page.keyboard.press('Space');
  const save = await byText(page, s.save(), '#cms-hub form');
  await submitAndWaitForSave(page, () => save.click());
  await page.waitForFunction((saved: string, status: string) => document.querySelector(status)?.textContent === saved, {}, s.saved(), FORM_STATUS);

  const visitor = await open({ server });
  const answer = await visitor.goto('/de');
  assert.is(answer?.status(), 503);
  await waitForText(visitor, 'Website offline');

  try {
    assert.is((await editor.goto('/de'))?.status(), 200, 'editors still see the site');
    await page.waitForSelector('[data-editor-toolbar]');
    await openHub(page, `${server.url}/cms-hub/events/venue/`);
    await page.waitForSelector('#cms-hub tbody tr');
  } finally {
    await openHub(page, `${server.url}/cms-hub/settings/sitesettings/1/`);
    const box = await page.waitForSelector('#cms-hub form [data-field="isSiteOnline"] input[type="checkbox"]:not(:checked)');
    await box!.focus();
    await page.keyboard.press('Space');
    await (await byText(page, s.save(), '#cms-hub form')).click();
    await page.waitForFunction((saved: string, status: string) => document.querySelector(status)?.textContent === saved, {}, s.saved(), FORM_STATUS);
  }
  assert.is((await visitor.goto('/de'))?.status(), 200, 'back online at once');
});

test.run();
