/**
 * With JavaScript off at 390 px: the contact form posts to the server, which
 * validates it with the app's rules, shows errors on the form with what was typed, stores a valid
 * entry and answers with the confirmation (POST-redirect-GET); nothing personal is ever in an address.
 * And with scripts that arrive late: what was typed before the app took the form over stays.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { HTTPRequest, Page } from 'puppeteer';
import type { Form } from '../../common/api/forms';
import { EMAIL_CONFIRM_SLUG } from '../../common/forms/field-types';
import { tForms } from '../../common/forms/messages';
import { openDatabase } from '../../server/db/client';
import { formEntries } from '../../server/db/schema';
import { CONTACT_FORM } from '../../server/seed/forms/catalogue';
import { startServer, type RunningServer } from '../helpers/server';
import { useBrowser, waitForText } from './harness';

const test = suite('without JavaScript');
const open = useBrowser(test, { consentDecided: true, viewport: { width: 390, height: 800 } });
const de = tForms('de');

/** Enter in the form's first field sends it, as the submit button does (which the no-JavaScript notice at the window's foot may cover). */
async function submit(page: Page): Promise<void> {
  await page.focus('#field-name');
  await page.keyboard.press('Enter');
}

async function contactForm(server: RunningServer): Promise<Form> {
  for (let id = 1; id < 10; id++) {
    const response = await fetch(`${server.url}/api/forms/${id}/`);
    if (!response.ok) continue;
    const form = (await response.json()) as Form;
    if (form.title === CONTACT_FORM.title.de) return form;
  }
  throw new Error('The seed has no contact form');
}

test('the contact form: sent with an error it comes back with the error and the typed values; sent correctly the entry is stored and the confirmation shown; no address carries personal data', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'venue-nojs-'));
  const server = await startServer({ dataDir });
  let stopped = false;
  try {
    const form = await contactForm(server);
    const visit = await open({ server });
    const { page } = visit;
    await page.setJavaScriptEnabled(false);
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await visit.goto(form.urls.de!);

    await page.type('#field-name', 'Ada Lovelace');
    await page.type('#field-email', 'ada@example');
    await page.type(`#field-${EMAIL_CONFIRM_SLUG}`, 'ada@example');
    await page.select('#field-anliegen', 'presse');
    await page.type('#field-nachricht', 'Eine Frage zur Presse.');
    await page.click('#field-datenschutz');
    await Promise.all([page.waitForNavigation(), submit(page)]);
    await waitForText(visit, de.errors.email());
    assert.is(await page.$eval('#field-name', (el) => (el as HTMLInputElement).value), 'Ada Lovelace', 'what was typed is still there');
    assert.is(await page.$eval('#field-nachricht', (el) => (el as HTMLTextAreaElement).value), 'Eine Frage zur Presse.');
    assert.is(await page.$eval('#field-email', (el) => el.getAttribute('aria-invalid')), 'true');

    for (const slug of ['email', EMAIL_CONFIRM_SLUG]) {
      await page.click(`#field-${slug}`, { clickCount: 3 });
      await page.type(`#field-${slug}`, 'ada@example.org');
    }
    await Promise.all([page.waitForNavigation(), submit(page)]);
    await waitForText(visit, form.success_message);
    assert.is(new URL(page.url()).pathname, new URL(server.url + form.urls.de!).pathname);
    for (const address of addresses) assert.not.ok(/ada|lovelace|example|presse|frage/i.test(decodeURIComponent(address)), `nothing personal in ${address}`);

    await server.stop();
    stopped = true;
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const entries = await database.db.select().from(formEntries);
      assert.is(entries.length, 1, 'one entry: the one with the error was not stored');
      assert.is(entries[0]!.fieldValues.email, 'ada@example.org');
      assert.is(entries[0]!.fieldValues.nachricht, 'Eine Frage zur Presse.');
      assert.is(entries[0]!.fieldValues.datenschutz, true);
      assert.is(entries[0]!.fieldValues.quelle, 'website-kontakt');
    } finally {
      await database.close();
    }
  } finally {
    if (!stopped) await server.stop();
  }
});

test('scripts arriving late: what the visitor typed into the contact form before the app took it over stays on screen and is what the app sends', async () => {
  const visit = await open();
  const { page } = visit;
  const form = await contactForm(visit.server);
  await page.setRequestInterception(true);
  const held: HTTPRequest[] = [];
  let holding = true;
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.postData() ?? '');
    if (holding && request.resourceType() === 'script') held.push(request);
    else void request.continue();
  });
  // Module scripts hold DOMContentLoaded back: the form is parsed and in view long before.
  const loaded = page.goto(visit.server.url + form.urls.de!, { waitUntil: 'load', timeout: 0 });
  await page.waitForSelector('#field-datenschutz');
  await page.type('#field-name', 'Ada Lovelace');
  await page.type('#field-email', 'ada@example.org');
  await page.type(`#field-${EMAIL_CONFIRM_SLUG}`, 'ada@example.org');
  await page.select('#field-anliegen', 'presse');
  await page.type('#field-nachricht', 'Eine Frage zur Presse.');
  await page.click('#field-datenschutz');
  assert.ok(held.length > 0 && !(await page.$('#app[data-live]')), 'typed before the app ran');

  holding = false;
  for (const request of held.splice(0)) void request.continue();
  await loaded;
  // The form answers once the app hydrated it (Preact's record of its handlers, as server/shell/early-taps.ts reads it).
  await page.waitForFunction((id) => Boolean((document.getElementById(id) as (HTMLElement & { __e?: { onSubmit?: unknown } }) | null)?.__e?.onSubmit), {}, `form-${form.id}`);
  // One more key: the app draws the form again from its own state.
  await page.type('#field-name', '!');
  assert.is(await page.$eval('#field-name', (el) => (el as HTMLInputElement).value), 'Ada Lovelace!');
  assert.is(await page.$eval('#field-nachricht', (el) => (el as HTMLTextAreaElement).value), 'Eine Frage zur Presse.', 'the message survived hydration');
  assert.is(await page.$eval('#field-anliegen', (el) => (el as HTMLSelectElement).value), 'presse');
  assert.ok(await page.$eval('#field-datenschutz', (el) => (el as HTMLInputElement).checked), 'consent still ticked');

  await page.click('form button[type="submit"]');
  await waitForText(visit, form.success_message);
  const entry = sent.map((body) => { try { return JSON.parse(body) as { field_values?: Record<string, unknown> }; } catch { return {}; } }).find((body) => body.field_values);
  assert.ok(entry, 'the app sent the entry');
  assert.is(entry!.field_values!.name, 'Ada Lovelace!');
  assert.is(entry!.field_values!.nachricht, 'Eine Frage zur Presse.');
  assert.is(entry!.field_values!.anliegen, 'presse');
  assert.is(entry!.field_values!.datenschutz, true);
});

test.run();
