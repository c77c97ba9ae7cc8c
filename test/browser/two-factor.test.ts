/**
 * An administrator sets up two-factor sign-in on the profile page by keyboard,
 * then signs in in two steps (password, then the code from the app; then a recovery code). The
 * codes are computed here as the authenticator app would (server/features/auth/totp.ts). Its own
 * server: the account's 2FA must not reach other files' sign-ins.
 */
import type { Page } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import de from '../../common/i18n/de/two-factor';
import { namespace } from '../../common/i18n/namespace';
import { totpCode, TOTP_STEP_S } from '../../server/features/auth/totp';
import { startServer, type RunningServer } from '../helpers/server';
import { ADMIN, byText } from './editor-steps';
import { useBrowser, type Visit } from './harness';

const test = suite('two-factor sign-in');
const open = useBrowser(test, { consentDecided: true });
const s = namespace({ de, en: de })('de');

let server: RunningServer | null = null;
test.after(() => server?.stop());

/** Types the password step of the login page; leaves the page on the second step. */
async function passwordStep(visit: Visit, next: string): Promise<void> {
  const { page } = visit;
  await visit.goto(`/accounts/login/?next=${encodeURIComponent(next)}`);
  await page.waitForSelector('input[name=login]');
  await page.focus('input[name=login]');
  await page.keyboard.type(ADMIN.login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await page.waitForSelector('input[name=code]');
}

/**
 * After a refused code: the message takes the keyboard a frame after it shows, so wait for that, as
 * the person reads it, then empty the field and go back to it. Focusing the field at once lost the
 * code typed next to the message (failed twice in seven runs under load).
 */
async function retypeAfterRefusal(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
  await page.$eval('input[name=code]', (el) => ((el as HTMLInputElement).value = ''));
  await page.focus('input[name=code]');
}

/**
 * Waits until the keyboard is on the element with `text` (the app moves it a frame after it draws
 * the new step: read at once, it was sometimes still on the page, once in a full run); fails naming
 * where the keyboard is.
 */
async function assertFocusOn(page: Page, text: string, message: string): Promise<void> {
  const reached = await page.waitForFunction((wanted: string) => document.activeElement?.textContent === wanted, { timeout: 5_000 }, text).then(() => true, () => false);
  if (!reached) assert.unreachable(`${message}: the keyboard is on <${await page.evaluate(() => `${document.activeElement?.tagName.toLowerCase()}> "${(document.activeElement?.textContent ?? '').slice(0, 80)}"`)}`);
}

test('set up on the profile, then sign in with password and code, and with a recovery code once', async () => {
  server = await startServer();
  const first = await open({ server });
  const { page } = first;

  // Signed in with the password alone, the profile offers the setup.
  await passwordStepless(first);
  // The editor boots for staff on every page: let it settle before using the keyboard.
  await page.waitForSelector('[data-editor-toolbar]');
  await page.waitForFunction((title: string) => [...document.querySelectorAll('h2')].some((h) => h.textContent === title), {}, s.title());
  await (await byText(page, s.setupButton())).focus();
  await page.keyboard.press('Enter');
  const secretText = await (await page.waitForSelector('[data-secret]'))!.evaluate((el) => el.textContent ?? '');
  const secret = secretText.replace(/\s/g, '');
  assert.match(secret, /^[A-Z2-7]{32}$/);
  const uri = await page.$eval('a[href^="otpauth://"]', (a) => a.getAttribute('href'));
  assert.ok(uri?.includes(`secret=${secret}`), 'the otpauth link holds the key shown');
  const input = await page.$eval('input[name=code]', (el) => [el.getAttribute('autocomplete'), el.getAttribute('inputmode')]);
  assert.equal(input, ['one-time-code', 'numeric']);

  // A wrong code is refused at the form; the right one gives the recovery codes.
  await page.focus('input[name=code]');
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await retypeAfterRefusal(page);
  const setupAt = new Date();
  await page.keyboard.type(totpCode(secret, setupAt));
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-recovery-codes]');
  const codes = await page.$$eval('[data-recovery-codes] code', (els) => els.map((el) => el.textContent ?? ''));
  assert.is(codes.length, 10);
  await assertFocusOn(page, s.recoveryTitle(), 'the keyboard is on the codes');
  await (await byText(page, s.recoveryDone())).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((text: string) => document.body.innerText.includes(text), {}, s.onText({ count: 10 }));

  // A new visitor: the password leads to the code step, not into the account.
  const second = await open({ server });
  await passwordStep(second, '/de/user/profile');
  assert.is(new URL(second.page.url()).pathname, '/accounts/login/');
  await assertFocusOn(second.page, s.codeTitle(), 'the keyboard is on the new step');
  await second.page.focus('input[name=code]');
  await second.page.keyboard.type('999999');
  await second.page.keyboard.press('Enter');
  await second.page.waitForFunction((text: string) => document.querySelector('[role=alert]')?.textContent?.includes(text), {}, s.codeInvalid());
  await retypeAfterRefusal(second.page);
  // The app's next code: the setup used this step's, which is never taken twice.
  await second.page.keyboard.type(totpCode(secret, new Date(setupAt.getTime() + TOTP_STEP_S * 1000)));
  await Promise.all([second.page.waitForNavigation(), second.page.keyboard.press('Enter')]);
  assert.is(new URL(second.page.url()).pathname, '/de/user/profile');
  await second.page.waitForFunction((text: string) => document.body.innerText.includes(text), {}, s.onText({ count: 10 }));

  // A recovery code, typed under "No access to the app?", signs in; the same code a second time does not.
  for (const attempt of ['first', 'again']) {
    const visit = await open({ server });
    await passwordStep(visit, '/de/user/profile');
    const summary = await visit.page.waitForSelector('form details > summary');
    await summary!.focus();
    await visit.page.keyboard.press('Enter');
    await visit.page.focus('input[name=recovery]');
    await visit.page.keyboard.type(codes[0]!);
    if (attempt === 'first') {
      await Promise.all([visit.page.waitForNavigation(), visit.page.keyboard.press('Enter')]);
      await visit.page.waitForFunction((text: string) => document.body.innerText.includes(text), {}, s.onText({ count: 9 }));
    } else {
      await visit.page.keyboard.press('Enter');
      await visit.page.waitForFunction((text: string) => document.querySelector('[role=alert]')?.textContent?.includes(text), {}, s.codeInvalid());
      assert.is(new URL(visit.page.url()).pathname, '/accounts/login/');
    }
  }
});

/** The first sign-in, before 2FA: the password alone lands on the profile. */
async function passwordStepless(visit: Visit): Promise<void> {
  const { page } = visit;
  await visit.goto(`/accounts/login/?next=${encodeURIComponent('/de/user/profile')}`);
  await page.waitForSelector('input[name=login]');
  await page.focus('input[name=login]');
  await page.keyboard.type(ADMIN.login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
}

test.run();
