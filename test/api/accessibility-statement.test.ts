/**
 * The accessibility statement (BITV 2.0 §7, BFSG): a page in both languages with
 * its compliance status, the known barriers from the hub's editable list, the date of the last check,
 * a feedback form that stores what it is sent, and the conciliation body under § 16 BGG.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eq } from 'drizzle-orm';
import { accessibilityExceptions, formEntries } from '../../server/db/schema';
import { EMAIL_CONFIRM_SLUG } from '../../common/forms/field-types';
import { buildPath } from '../../common/routes';
import { createTestApp, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';

let t: TestApp;

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
});
test.after(() => t.close());

const page = async (url: string) => {
  const answer = await t.app.inject({ url });
  assert.is(answer.statusCode, 200, `${url}: ${answer.body.slice(0, 200)}`);
  return answer.body;
};

test('the statement exists in German and English with status, known barriers, last check and the conciliation body', async () => {
  const de = await page(buildPath('legals-accessibility', 'de'));
  assert.match(de, '<title>Erklärung zur Barrierefreiheit');
  assert.match(de, 'teilweise mit den Anforderungen der BITV 2.0');
  assert.match(de, 'Saalplan im Ticketshop', 'a seeded known barrier');
  assert.match(de, /zuletzt am \d{1,2}\. [A-Za-zä.]+ \d{4} geprüft/);
  assert.match(de, 'Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes');
  const en = await page(buildPath('legals-accessibility', 'en'));
  assert.match(en, '<title>Accessibility statement');
  assert.match(en, 'partially compliant with BITV 2.0');
  assert.match(en, 'Seating plan in the ticket shop');
  assert.match(en, /last checked on \d{1,2} [A-Za-z]+ \d{4}/);
  assert.match(en, 'section 16 of the German Disability Equality Act');
});

test('a barrier added to the hub list shows on the statement', async () => {
  await t.database.db.insert(accessibilityExceptions).values({ title: { de: 'Karte der Anfahrt', en: 'Directions map' }, text: { de: 'Als Text unter der Karte.', en: 'As text below the map.' }, position: 9 });
  assert.match(await page(buildPath('legals-accessibility', 'de')), 'Karte der Anfahrt');
  assert.match(await page(buildPath('legals-accessibility', 'en')), 'Directions map');
});

test('the feedback form the statement links to stores an entry', async () => {
  for (const lang of ['de', 'en'] as const) {
    const html = await page(buildPath('legals-accessibility', lang));
    const address = new RegExp(`href="(/${lang}/forms/[a-z-]+/(\\d+))"`).exec(html);
    assert.ok(address, `the ${lang} statement links to a form`);
    const [, path, id] = address;
    const formId = Number(id);
    const count = async () => (await t.database.db.select({ id: formEntries.id }).from(formEntries).where(eq(formEntries.formId, formId))).length;
    const before = await count();
    const body = new URLSearchParams({ email: 'leser@example.org', barriere: 'Der Saalplan lässt sich nicht mit der Tastatur bedienen.', datenschutz: 'on', [EMAIL_CONFIRM_SLUG]: 'leser@example.org' });
    const answer = await t.app.inject({ method: 'POST', url: path!, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000', host: 'localhost:3000' }, payload: body.toString() });
    assert.is(answer.statusCode, 303, answer.body.slice(0, 300));
    assert.is(await count(), before + 1, 'the entry is stored');
  }
});

test.run();
