/**
 * An administrator reads the audit log in the hub: an event made in the hub and a
 * failed sign-in appear in words with the person and the Berlin time; the kind filter narrows the
 * list. Editors have no way to it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { collectionUrl } from '../../common/api/admin';
import { TEST_ADMIN } from '../helpers/accounts';
import { DEMO_EDITOR } from '../../server/seed/site';
import { useBrowser, waitForText } from './harness';
import { ADMIN, apiCall, signIn } from './editor-steps';
import { hubServer, openHub, tHub } from './hub-steps';

const test = suite('hub: audit log');
const open = useBrowser(test, { consentDecided: true });
const s = tHub('de');
const EVENT = 'Protokollabend Sternschnuppe';

const rows = (page: import('puppeteer').Page) =>
  page.$$eval('#cms-hub [data-audit] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));

test('an event made in the hub and a failed sign-in show in the audit list in words, with person and Berlin time; the kind filter narrows it', async () => {
  const server = await hubServer();
  // Someone mistypes the editor's password at the login form.
  const stranger = await open({ server });
  await stranger.goto('/accounts/login/');
  await stranger.page.waitForSelector('input[name=login]');
  await stranger.page.focus('input[name=login]');
  await stranger.page.keyboard.type(DEMO_EDITOR.username);
  await stranger.page.keyboard.press('Tab');
  await stranger.page.keyboard.type('nicht-das-passwort');
  await stranger.page.keyboard.press('Enter');
  await stranger.page.waitForSelector('[role="alert"]');

  const admin = await open({ server });
  await signIn(admin, 'de', '/cms-hub/', ADMIN);
  const created = await apiCall<{ id: number }>(admin.page, 'post', collectionUrl('event'), { title: { de: EVENT }, slug: { de: 'protokollabend-sternschnuppe' }, startsAt: '2031-05-01T18:00:00Z' });
  assert.is(created.status, 201, JSON.stringify(created.body));

  await openHub(admin.page, `${server.url}/cms-hub/`);
  const link = await admin.page.waitForFunction((text: string) => [...document.querySelectorAll('#cms-hub nav a')].find((a) => a.textContent === text), {}, s.audit.nav());
  await (link.asElement() as import('puppeteer').ElementHandle<HTMLElement>).click();
  await waitForText(admin, `Veranstaltung „${EVENT}“ angelegt`);
  const all = await rows(admin.page);
  const made = all.find((r) => r[2] === `Veranstaltung „${EVENT}“ angelegt`)!;
  assert.is(made[1], TEST_ADMIN.username);
  const clock = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const at = await admin.page.$eval(`#cms-hub [data-audit] tbody tr:nth-child(${all.indexOf(made) + 1}) time`, (t) => t.getAttribute('datetime')!);
  assert.ok(made[0]!.includes(clock.format(new Date(at))), `${made[0]} is the Berlin time of ${at}`);
  const failed = all.find((r) => r[2] === 'Anmeldung fehlgeschlagen: falsches Passwort' && r[1]!.startsWith(`${DEMO_EDITOR.username}${s.audit.address()}: `));
  assert.ok(failed, JSON.stringify(all));

  await admin.page.select('#cms-hub [data-audit-filter="kind"]', 'event');
  await admin.page.waitForFunction(() => [...document.querySelectorAll('#cms-hub [data-audit] tbody tr td:nth-child(3)')].every((td) => td.textContent?.startsWith('Veranstaltung')));
  assert.ok((await rows(admin.page)).some((r) => r[2] === `Veranstaltung „${EVENT}“ angelegt`));
});

test('an editor has no audit link and the address says they lack the rights', async () => {
  const server = await hubServer();
  const editor = await open({ server });
  await signIn(editor, 'de', '/cms-hub/');
  await editor.page.waitForSelector('#cms-hub nav a');
  const nav = await editor.page.$eval('#cms-hub nav', (el) => el.textContent ?? '');
  assert.not.ok(nav.includes(s.audit.nav()), nav);
  await openHub(editor.page, `${server.url}/cms-hub/audit/`);
  await waitForText(editor, s.forbidden());
});

test.run();
