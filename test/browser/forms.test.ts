import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { eq } from 'drizzle-orm';
import type { Form } from '../../common/api/forms';
import { EMAIL_CONFIRM_SLUG, FIELD_TYPES, NUMERIC_FIELD_TYPES } from '../../common/forms/field-types';
import { tForms } from '../../common/forms/messages';
import { openDatabase } from '../../server/db/client';
import { formEntries, tempFiles } from '../../server/db/schema';
import { RESIDENCY_FORM } from '../../server/seed/forms/catalogue';
import { axeCheck, formatViolations } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { useBrowser, waitForText, type Visit } from './harness';

const test = suite('forms');
const open = useBrowser(test, { consentDecided: true });
const de = tForms('de');

/** The seeded application form, as the API serves it. */
async function applicationForm(server: RunningServer): Promise<Form> {
  for (let id = 1; id < 10; id++) {
    const response = await fetch(`${server.url}/api/forms/${id}/`);
    if (!response.ok) continue;
    const form = (await response.json()) as Form;
    if (form.title === RESIDENCY_FORM.title.de) return form;
  }
  throw new Error('The seed has no application form');
}

const control = (slug: string) => `#field-${slug}`;

/** Sets a value the way typing would, for inputs whose native widgets puppeteer cannot type into (date, time). */
async function setValue(visit: Visit, slug: string, value: string) {
  await visit.page.$eval(
    control(slug),
    (el, v) => {
      (el as HTMLInputElement).value = v as string;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
}

async function retype(visit: Visit, slug: string, value: string) {
  await visit.page.click(control(slug), { clickCount: 3 });
  await visit.page.keyboard.press('Backspace');
  await visit.page.type(control(slug), value);
}

test('a seeded form filled with every field type and a file: a mismatching email2 shows its error, after correction entry and file are stored', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'venue-forms-'));
  const samples = await mkdtemp(path.join(os.tmpdir(), 'venue-forms-files-'));
  const pdf = path.join(samples, 'arbeitsprobe.pdf');
  await writeFile(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
  const server = await startServer({ dataDir });
  let stopped = false;
  try {
    const form = await applicationForm(server);
    const types = new Set(form.fields.map((f) => f.field_type));
    for (const type of NUMERIC_FIELD_TYPES) assert.ok(types.has(type), `the form has field type ${type}`);

    const visit = await open({ server });
    const response = await visit.goto(form.urls.de);
    assert.is(response?.status(), 200);
    await waitForText(visit, form.title);

    // The form's own accessibility; the layout around it has its own tests.
    const inMain = async (selector: string) => visit.page.evaluate((sel) => Boolean(document.querySelector(sel)?.closest('main')), selector);
    const violations = [];
    for (const v of await axeCheck(visit.page)) if ((await Promise.all(v.nodes.map((n) => inMain(n.target.join(' '))))).some(Boolean)) violations.push(v);
    assert.is(violations.length, 0, formatViolations(violations));

    for (const field of form.fields) {
      const slug = field.slug;
      switch (field.field_type) {
        case FIELD_TYPES.TEXT:
          await visit.page.type(control(slug), 'Ada Lovelace');
          break;
        case FIELD_TYPES.TEXTAREA:
          await visit.page.type(control(slug), 'Eine Oper für Rechenmaschinen.');
          break;
        case FIELD_TYPES.EMAIL:
          await visit.page.type(control(slug), 'ada@example.org');
          break;
        case 'emailconfirm':
          await visit.page.type(control(slug), 'ada@example.com');
          break;
        case FIELD_TYPES.CHECKBOX:
          await visit.page.click(control(slug));
          break;
        case FIELD_TYPES.CHECKBOX_MULTIPLE:
          await visit.page.click(`input[name="${slug}"][value="${field.choices[1]!.value}"]`);
          break;
        case FIELD_TYPES.RADIO:
          await visit.page.click(`input[name="${slug}"][value="${field.choices[0]!.value}"]`);
          break;
        case FIELD_TYPES.SELECT:
          await visit.page.select(control(slug), field.choices[1]!.value);
          break;
        case FIELD_TYPES.SELECT_MULTIPLE:
          await visit.page.select(control(slug), field.choices[0]!.value, field.choices[2]!.value);
          break;
        case FIELD_TYPES.FILE: {
          const input = await visit.page.$(control(slug));
          await (input as unknown as { uploadFile(p: string): Promise<void> }).uploadFile(pdf);
          await waitForText(visit, de.upload.done({ name: 'arbeitsprobe.pdf' }));
          break;
        }
        case FIELD_TYPES.DATE:
          await setValue(visit, slug, '2026-09-01');
          break;
        case FIELD_TYPES.DATE_OF_BIRTH:
          await setValue(visit, slug, '1985-12-10');
          break;
        case FIELD_TYPES.DATE_TIME:
          await setValue(visit, slug, '2026-06-02T11:30');
          break;
        case FIELD_TYPES.NUMBER:
          await retype(visit, slug, '2');
          break;
        case FIELD_TYPES.URL:
          await visit.page.type(control(slug), 'https://ada.example.org');
          break;
        case FIELD_TYPES.HIDDEN:
          assert.is(await visit.page.$(control(slug)), null, 'hidden fields are not shown');
          break;
      }
    }

    await visit.page.click('button[type="submit"]');
    await waitForText(visit, de.errors.emailMismatch());
    // The summary takes focus right after it is drawn.
    const focused = await visit.page
      .waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert', { timeout: 5_000 })
      .then(() => 'alert')
      .catch(() => visit.page.evaluate(() => document.activeElement?.getAttribute('role') ?? null));
    assert.is(focused, 'alert', 'the error summary takes focus');
    const invalid = await visit.page.$eval(control(EMAIL_CONFIRM_SLUG), (el) => el.getAttribute('aria-invalid'));
    assert.is(invalid, 'true');

    await retype(visit, EMAIL_CONFIRM_SLUG, 'ada@example.org');
    await visit.page.click('button[type="submit"]');
    await waitForText(visit, form.success_message);
    assert.equal(visit.pageErrors, []);

    // PGlite serves one process: stop the server, then read its database.
    await server.stop();
    stopped = true;
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const entries = await database.db.select().from(formEntries);
      assert.is(entries.length, 1);
      const entry = entries[0]!;
      assert.is(entry.fieldValues.email, 'ada@example.org');
      assert.is(entry.fieldValues[EMAIL_CONFIRM_SLUG], 'ada@example.org');
      assert.is(entry.fieldValues.personen, 2);
      assert.is(entry.fieldValues.gespraech, '2026-06-02T11:30');
      assert.equal(entry.fieldValues.raeume, ['saal', 'foyer']);
      assert.is(entry.fieldValues.quelle, 'website-residenz');
      const [file] = await database.db.select().from(tempFiles).where(eq(tempFiles.entryId, entry.id));
      assert.ok(file, 'the file belongs to the entry');
      assert.is(file!.originalName, 'arbeitsprobe.pdf');
      assert.is(file!.mime, 'application/pdf');
      assert.is(entry.fieldValues.arbeitsprobe, file!.id);
      assert.is(file!.path, `uploads/entries/${entry.id}/${file!.id}`);
      assert.ok((await stat(path.join(dataDir, file!.path))).size > 0);
    } finally {
      await database.close();
    }
  } finally {
    if (!stopped) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(samples, { recursive: true, force: true });
  }
});

test.run();
