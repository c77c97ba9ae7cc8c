/**
 * An editor (not an administrator) cannot reach users or site settings — hidden
 * in the hub, 403 from the API — and an administrator's lock shuts the account out; axe reports no
 * violation (WCAG 2.0/2.1 A and AA) on the dashboard, a list and a form, at 390 px and 1366 px.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { collectionUrl, SIGN_IN_LOCKS_URL, type SignInLock } from '../../common/api/admin';
import { formatDate, formatTime } from '../../common/format/date-time';
import { CSRF_TOKEN_PATH } from '../../common/api/cookies';
import { COLLECTIONS } from '../../common/collections/registry';
import { axeCheck, formatViolations } from '../helpers/browser';
import { useBrowser, waitForText } from './harness';
import { MAX_FAILURES_PER_LOGIN } from '../../server/features/auth/throttle';
import { ADMIN, DEMO, apiCall, signIn } from './editor-steps';
import { FORM_STATUS, hubServer, openHub, saveNew, submitAndWaitForSave, tHub, typeInto } from './hub-steps';

const test = suite('hub: roles and accessibility');
const open = useBrowser(test, { consentDecided: true });
const s = tHub('de');
const EDITOR = { login: 'paula-redakteurin', password: 'paula-passwort-2026' };
const label = (slug: string) => COLLECTIONS.find((c) => c.slug === slug)!.label.plural.de;

test('an administrator creates an editor; the editor sees no users or site settings and the API answers 403; locked, the editor cannot sign in', async () => {
  const server = await hubServer();
  const admin = await open({ server });
  await signIn(admin, 'de', '/cms-hub/accounts/user/new/', ADMIN);
  await typeInto(admin.page, 'username', EDITOR.login);
  await typeInto(admin.page, 'email', 'paula@example.org');
  await typeInto(admin.page, 'password', EDITOR.password);
  await admin.page.select('#cms-hub form [data-field="role"] select', 'editor');
  const id = await saveNew(admin.page, 'de');
  const adminNav = await admin.page.$eval('#cms-hub nav', (nav) => nav.textContent ?? '');
  assert.ok(adminNav.includes(label('user')) && adminNav.includes(label('site-settings')), adminNav);

  const editor = await open({ server });
  const { page } = editor;
  await signIn(editor, 'de', '/cms-hub/', EDITOR);
  await page.waitForSelector('#cms-hub nav a');
  const nav = await page.$eval('#cms-hub nav', (el) => el.textContent ?? '');
  assert.ok(nav.includes(label('venue')), nav);
  assert.not.ok(nav.includes(label('user')), `users hidden: ${nav}`);
  assert.not.ok(nav.includes(label('site-settings')), `site settings hidden: ${nav}`);
  for (const slug of ['user', 'site-settings']) assert.is((await apiCall(page, 'get', collectionUrl(slug))).status, 403, slug);
  assert.is((await apiCall(page, 'patch', collectionUrl('site-settings', 1), { isSiteOnline: false })).status, 403);
  await openHub(page, `${server.url}/cms-hub/accounts/user/`);
  await waitForText(editor, s.forbidden());

  await openHub(admin.page, `${server.url}/cms-hub/accounts/user/${id}/`);
  const lock = await admin.page.waitForSelector('#cms-hub form [data-field="isLocked"] input[type="checkbox"]:not(:checked)');
  await lock!.focus();
  await admin.page.keyboard.press('Space');
  await (await admin.page.waitForSelector('#cms-hub form button[type="submit"]'))!.focus();
  await submitAndWaitForSave(admin.page, () => admin.page.keyboard.press('Enter'));
  await admin.page.waitForFunction((saved: string, status: string) => document.querySelector(status)?.textContent === saved, {}, s.saved(), FORM_STATUS);
  assert.is((await apiCall(page, 'get', collectionUrl('venue'))).status, 401, 'the open session ends at once');
});

test('after wrong passwords an administrator sees the account and address waiting in Berlin time, lifts the wait by keyboard, and the account signs in', async () => {
  const server = await hubServer();
  const guesser = await open({ server });
  await guesser.goto('/accounts/login/');
  await guesser.page.waitForSelector('input[name=login]');
  await apiCall(guesser.page, 'get', CSRF_TOKEN_PATH);
  const login = (password: string) => apiCall<{ message: string }>(guesser.page, 'post', '/api/login/', { login: DEMO.login, password });
  for (let i = 0; i < MAX_FAILURES_PER_LOGIN; i++) assert.is((await login('falsch-geraten')).status, 400, `wrong password ${i + 1}`);
  assert.is((await login('falsch-geraten')).status, 429, 'after the limit this address waits');
  assert.is((await login(DEMO.password)).status, 429, 'even with the right password');

  const admin = await open({ server });
  await signIn(admin, 'de', '/cms-hub/accounts/user/', ADMIN);
  const row = await admin.page.waitForSelector('[data-sign-in-locks] tbody tr');
  const cells = await row!.$$eval('td', (tds) => tds.map((td) => td.textContent ?? ''));
  assert.is(cells[0], DEMO.login);
  assert.match(cells[1]!, /127\.0\.0\.1/);
  const [lock] = (await apiCall<SignInLock[]>(admin.page, 'get', SIGN_IN_LOCKS_URL)).body;
  assert.is(cells[3], `${formatDate(lock!.until, 'de')}, ${formatTime(lock!.until, 'de')}`, 'the wait ends at a Berlin time in words, not ISO or the device zone');
  assert.match(cells[3]!, /^\d{1,2}\. \S+ \d{4}, \d{2}:\d{2} Uhr$/);
  if (process.env.HUB_SCREENSHOTS) await admin.page.screenshot({ path: `${process.env.HUB_SCREENSHOTS}/sign-in-locks.png`, fullPage: true });
  const lift = await admin.page.waitForSelector(`[data-sign-in-locks] button[aria-label="${s.signInLocks.lift({ account: DEMO.login, address: cells[1]! })}"]`);
  await lift!.focus();
  await admin.page.keyboard.press('Enter');
  await waitForText(admin, s.signInLocks.lifted());
  await waitForText(admin, s.signInLocks.none());

  assert.is((await login(DEMO.password)).status, 200, 'signed in once the wait is lifted');
});

for (const [name, viewport] of [
  ['390 px', { width: 390, height: 844 }],
  ['1366 px', { width: 1366, height: 900 }],
] as const) {
  test(`axe finds no violation on the dashboard, a list and a form at ${name}`, async () => {
    const visit = await open({ server: await hubServer(), viewport });
    const { page } = visit;
    await signIn(visit, 'de', '/cms-hub/', ADMIN);
    await page.waitForFunction((loading: string) => document.querySelectorAll('[data-section]').length === 8 && ![...document.querySelectorAll('[data-section]')].some((el) => el.textContent?.includes(loading)), { timeout: 60_000 }, s.loading());
    let violations = await axeCheck(page);
    assert.equal(violations, [], `dashboard: ${formatViolations(violations)}`);
    if (process.env.HUB_SCREENSHOTS) await page.screenshot({ path: `${process.env.HUB_SCREENSHOTS}/dashboard-${viewport.width}.png`, fullPage: true });

    await openHub(page, `${visit.server.url}/cms-hub/navigation/navitem/`);
    await page.waitForSelector('#cms-hub tbody tr');
    violations = await axeCheck(page);
    assert.equal(violations, [], `list: ${formatViolations(violations)}`);
    if (process.env.HUB_SCREENSHOTS) await page.screenshot({ path: `${process.env.HUB_SCREENSHOTS}/list-${viewport.width}.png`, fullPage: true });

    await openHub(page, `${visit.server.url}/cms-hub/events/event/new/`);
    await page.waitForSelector('#cms-hub form [data-field="venueId"] input[role="combobox"]');
    await page.focus('#cms-hub form [data-field="venueId"] input[role="combobox"]');
    await page.waitForSelector('#cms-hub form [data-field="venueId"] [role="option"]');
    violations = await axeCheck(page);
    assert.equal(violations, [], `form: ${formatViolations(violations)}`);
    if (process.env.HUB_SCREENSHOTS) await page.screenshot({ path: `${process.env.HUB_SCREENSHOTS}/form-${viewport.width}.png`, fullPage: true });
  });
}

test.run();
