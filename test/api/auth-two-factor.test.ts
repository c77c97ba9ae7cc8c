/**
 * Two-factor sign-in: setup from the profile, the two-step sign-in with a code or
 * a recovery code, the administrators' requirement, and `npm run user -- --reset-2fa`.
 * The server's clock is moved to a fresh 30-second step before each use of codes, so a step never
 * turns between computing a code and sending it, and earlier steps are never in reach again.
 */
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SESSION_COOKIE } from '../../common/api/cookies';
import { LOGIN_PATH, type LoginErrorBody, type LoginResponse } from '../../common/api/editor';
import {
  LOGIN_CODE_PATH,
  TWO_FACTOR_CONFIRM_PATH,
  TWO_FACTOR_DISABLE_PATH,
  TWO_FACTOR_PATH,
  TWO_FACTOR_SETUP_PATH,
  type LoginCodeResponse,
  type LoginSecondStep,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../common/api/two-factor';
import { setClockOffset } from '../../server/clock';
import { sessions, siteSettings, twoFactorRecoveryCodes, twoFactorSecrets, twoFactorSignIns, users } from '../../server/db/schema';
import { saveAccount } from '../../server/features/auth/accounts';
import { hashPassword } from '../../server/features/auth/password';
import { MAX_FAILURES_PER_LOGIN } from '../../server/features/auth/throttle';
import { TOTP_STEP_S, totpCode } from '../../server/features/auth/totp';
import { createSession } from '../../server/plugins/session';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { caller } from './admin-session';
import { json } from './fixtures';

let t: TestApp;
const PASSWORD = 'richtig-und-lang';
const csrf = csrfPair();
let ipCounter = 0;

test.before(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(PASSWORD);
  await t.database.db.insert(users).values([
    { username: 'anna', email: 'anna@example.org', passwordHash, role: 'editor' },
    { username: 'bruno', email: 'bruno@example.org', passwordHash, role: 'editor' },
    { username: 'clara', email: 'clara@example.org', passwordHash, role: 'editor' },
    { username: 'dora', email: 'dora@example.org', passwordHash, role: 'admin' },
    { username: 'emil', email: 'emil@example.org', passwordHash, role: 'editor' },
    { username: 'fritz', email: 'fritz@example.org', passwordHash, role: 'editor' },
    { username: 'gustav', email: 'gustav@example.org', passwordHash, role: 'editor' },
    { username: 'hanna', email: 'hanna@example.org', passwordHash, role: 'editor' },
    { username: 'ida', email: 'ida@example.org', passwordHash, role: 'editor' },
  ]);
});
test.after(() => {
  setClockOffset(0);
  return t.close();
});

let lastStep = 0;
/** Moves the server's clock to 1 s into a step later than any used so far; returns that moment. */
function freshStep(): Date {
  const step = Math.max(Math.floor(Date.now() / 1000 / TOTP_STEP_S), lastStep) + 3;
  lastStep = step;
  const at = step * TOTP_STEP_S * 1000 + 1000;
  setClockOffset(at - Date.now());
  return new Date(at);
}

/** A new client address per sign-in, so the throttle of one test never meets another's. */
const nextIp = () => `10.24.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(url: string, body: unknown, ip: string, cookie = '') {
  return t.app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, remoteAddress: ip, headers: { ...csrf.headers, cookie: [csrf.cookie, cookie].filter(Boolean).join('; ') } });
}

async function userId(username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function profileOf(username: string) {
  return caller(t, `${SESSION_COOKIE}=${await createSession(t.database.db, await userId(username))}`);
}

/** Sets up 2FA from the profile; returns the secret and the recovery codes. */
async function setUp(username: string): Promise<{ secret: string; codes: string[] }> {
  const profile = await profileOf(username);
  const setup = await profile.send('POST', TWO_FACTOR_SETUP_PATH);
  assert.is(setup.statusCode, 200, setup.body);
  const { secret } = json<TwoFactorSetup>(setup);
  const confirmed = await profile.send('POST', TWO_FACTOR_CONFIRM_PATH, { code: totpCode(secret, freshStep()) });
  assert.is(confirmed.statusCode, 200, confirmed.body);
  return { secret, codes: json<RecoveryCodes>(confirmed).recovery_codes };
}

const userCall = (cookie: string) => t.app.inject({ url: '/pageeditor-api/user', headers: { cookie } });
const sessionCookie = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;

test('a user sets 2FA up from the profile: the secret and its otpauth URI, a wrong code refused, the right one switches it on with ten recovery codes', async () => {
  const profile = await profileOf('anna');
  assert.equal(json<TwoFactorStatus>(await profile.get(TWO_FACTOR_PATH)), { enabled: false, recovery_codes_left: 0, required: false });
  const setup = json<TwoFactorSetup>(await profile.send('POST', TWO_FACTOR_SETUP_PATH));
  assert.match(setup.secret, /^[A-Z2-7]{32}$/);
  assert.ok(setup.uri.startsWith('otpauth://totp/'), setup.uri);
  assert.is(new URL(setup.uri).searchParams.get('secret'), setup.secret);

  // Not in force before it is confirmed: the password alone still signs in.
  const before = await post(LOGIN_PATH, { login: 'anna', password: PASSWORD }, nextIp());
  assert.ok(sessionCookie(before), 'no second step while unconfirmed');

  const now = freshStep();
  const wrong = await profile.send('POST', TWO_FACTOR_CONFIRM_PATH, { code: String((Number(totpCode(setup.secret, now)) + 1) % 1000000).padStart(6, '0') });
  assert.is(wrong.statusCode, 400);
  const confirmed = await profile.send('POST', TWO_FACTOR_CONFIRM_PATH, { code: totpCode(setup.secret, now) });
  assert.is(confirmed.statusCode, 200, confirmed.body);
  const codes = json<RecoveryCodes>(confirmed).recovery_codes;
  assert.is(codes.length, 10);
  assert.is(new Set(codes).size, 10);
  assert.equal(json<TwoFactorStatus>(await profile.get(TWO_FACTOR_PATH)), { enabled: true, recovery_codes_left: 10, required: false });

  // At rest: neither the secret nor a recovery code is in the database as it was shown.
  const [stored] = await t.database.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, await userId('anna')));
  assert.not.ok(stored!.secret.includes(setup.secret));
  const hashes = (await t.database.db.select().from(twoFactorRecoveryCodes)).map((row) => row.codeHash);
  for (const code of codes) assert.not.ok(hashes.some((hash) => hash.includes(code) || hash.includes(code.replace('-', ''))));

  assert.is((await profile.send('POST', TWO_FACTOR_SETUP_PATH)).statusCode, 409, 'a second setup while on');
});

test('sign-in becomes two steps: the password gives a ticket that opens nothing, the right code gives the session', async () => {
  const { secret } = await setUp('bruno');
  const ip = nextIp();
  const first = await post(LOGIN_PATH, { login: 'bruno', password: PASSWORD, next: '/de/programm' }, ip);
  assert.is(first.statusCode, 200, first.body);
  const step = json<LoginSecondStep>(first);
  assert.is(step.step, 'code');
  assert.ok(step.ticket);
  assert.is(sessionCookie(first), undefined, 'no session after the password alone');
  assert.is((await userCall(`${SESSION_COOKIE}=${step.ticket}`)).statusCode, 401, 'the ticket is no session');

  const signedIn = await post(LOGIN_CODE_PATH, { ticket: step.ticket, code: totpCode(secret, freshStep()), next: '/de/programm' }, ip);
  assert.is(signedIn.statusCode, 200, signedIn.body);
  const body = json<LoginCodeResponse>(signedIn);
  assert.is(body.user.username, 'bruno');
  assert.is(body.next, '/de/programm');
  assert.is(body.recovery_codes, undefined);
  const session = sessionCookie(signedIn);
  assert.ok(session);
  assert.is((await userCall(`${SESSION_COOKIE}=${session}`)).statusCode, 200);

  // The ticket is spent.
  const again = await post(LOGIN_CODE_PATH, { ticket: step.ticket, code: totpCode(secret, freshStep()) }, ip);
  assert.is(again.statusCode, 400);
  assert.is(json<LoginErrorBody>(again).code, 'expired');
});

test('a wrong code and a reused code are refused; wrong codes count toward the sign-in throttle', async () => {
  const { secret } = await setUp('clara');
  const ip = nextIp();
  const ticketFor = async () => json<LoginSecondStep>(await post(LOGIN_PATH, { login: 'clara', password: PASSWORD }, ip)).ticket;

  const now = freshStep();
  const ticket = await ticketFor();
  const wrong = await post(LOGIN_CODE_PATH, { ticket, code: totpCode(secret, new Date(now.getTime() + 5 * TOTP_STEP_S * 1000)), lang: 'en' }, ip);
  assert.is(wrong.statusCode, 400);
  assert.is(json<LoginErrorBody>(wrong).code, 'invalid');
  assert.match(json<LoginErrorBody>(wrong).message, /code is not right/);
  assert.is(sessionCookie(wrong), undefined);

  const code = totpCode(secret, now);
  assert.is((await post(LOGIN_CODE_PATH, { ticket, code }, ip)).statusCode, 200, 'the right code after a wrong one');
  const replay = await post(LOGIN_CODE_PATH, { ticket: await ticketFor(), code }, ip);
  assert.is(replay.statusCode, 400, 'the same code a second time');
  assert.is(json<LoginErrorBody>(replay).code, 'invalid');
  assert.is(sessionCookie(replay), undefined);

  // Wrong codes count as wrong passwords: the sixth try within the window is held back, even a right code.
  const held = await ticketFor();
  for (let i = 1; i < MAX_FAILURES_PER_LOGIN; i += 1) assert.is((await post(LOGIN_CODE_PATH, { ticket: held, code: '000000' }, ip)).statusCode, 400);
  const locked = await post(LOGIN_CODE_PATH, { ticket: held, code: totpCode(secret, freshStep()) }, ip);
  assert.is(locked.statusCode, 429, locked.body);
  assert.is(json<LoginErrorBody>(locked).code, 'locked');
  // The right password again does not buy more guesses.
  const renewed = await ticketFor();
  assert.is((await post(LOGIN_CODE_PATH, { ticket: renewed, code: totpCode(secret, freshStep()) }, ip)).statusCode, 429);
});

test('a recovery code signs in once', async () => {
  const { codes } = await setUp('emil');
  const ip = nextIp();
  const ticketFor = async () => json<LoginSecondStep>(await post(LOGIN_PATH, { login: 'emil', password: PASSWORD }, ip)).ticket;
  const used = await post(LOGIN_CODE_PATH, { ticket: await ticketFor(), code: codes[3]!.toUpperCase().replace('-', ' ') }, ip);
  assert.is(used.statusCode, 200, used.body);
  assert.ok(sessionCookie(used));
  const again = await post(LOGIN_CODE_PATH, { ticket: await ticketFor(), code: codes[3] }, ip);
  assert.is(again.statusCode, 400, 'the same recovery code again');
  assert.is(sessionCookie(again), undefined);
  const profile = await profileOf('emil');
  assert.is(json<TwoFactorStatus>(await profile.get(TWO_FACTOR_PATH)).recovery_codes_left, 9);
});

test('a half-finished sign-in expires', async () => {
  const { secret } = await setUp('fritz');
  const ip = nextIp();
  const { ticket } = json<LoginSecondStep>(await post(LOGIN_PATH, { login: 'fritz', password: PASSWORD }, ip));
  const now = freshStep();
  await t.database.db.update(twoFactorSignIns).set({ expiresAt: new Date(now.getTime() - 1000) }).where(eq(twoFactorSignIns.userId, await userId('fritz')));
  const late = await post(LOGIN_CODE_PATH, { ticket, code: totpCode(secret, now) }, ip);
  assert.is(late.statusCode, 400);
  assert.is(json<LoginErrorBody>(late).code, 'expired');
  assert.is(sessionCookie(late), undefined);
});

test('a user switches 2FA off with a current code, not without one', async () => {
  const { secret } = await setUp('hanna');
  const profile = await profileOf('hanna');
  assert.is((await profile.send('POST', TWO_FACTOR_DISABLE_PATH, { code: '123456' })).statusCode, 400);
  const off = await profile.send('POST', TWO_FACTOR_DISABLE_PATH, { code: totpCode(secret, freshStep()) });
  assert.is(off.statusCode, 200, off.body);
  assert.is(json<TwoFactorStatus>(off).enabled, false);
  assert.ok(sessionCookie(await post(LOGIN_PATH, { login: 'hanna', password: PASSWORD }, nextIp())), 'the password alone signs in again');
});

test('an administrator for whom the site requires 2FA cannot sign in without it: the password leads to setting it up', async () => {
  await t.database.db.insert(siteSettings).values({ id: 1, requireAdminTwoFactor: true }).onConflictDoUpdate({ target: siteSettings.id, set: { requireAdminTwoFactor: true } });
  const ip = nextIp();
  const first = await post(LOGIN_PATH, { login: 'dora', password: PASSWORD }, ip);
  assert.is(first.statusCode, 200, first.body);
  const step = json<LoginSecondStep>(first);
  assert.is(step.step, 'setup');
  assert.ok(step.setup?.secret && step.setup.uri.includes(step.setup.secret));
  assert.is(sessionCookie(first), undefined, 'no session without the second factor');

  const now = freshStep();
  const wrong = await post(LOGIN_CODE_PATH, { ticket: step.ticket, code: '000000' }, ip);
  assert.is(wrong.statusCode, 400);
  assert.is(sessionCookie(wrong), undefined);
  const done = await post(LOGIN_CODE_PATH, { ticket: step.ticket, code: totpCode(step.setup!.secret, now) }, ip);
  assert.is(done.statusCode, 200, done.body);
  assert.is(json<LoginCodeResponse>(done).recovery_codes?.length, 10, 'the recovery codes come with the first sign-in');
  const session = sessionCookie(done)!;
  assert.is((await userCall(`${SESSION_COOKIE}=${session}`)).statusCode, 200);

  // From now on the code is asked for, and the administrator cannot switch it off.
  assert.is(json<LoginSecondStep>(await post(LOGIN_PATH, { login: 'dora', password: PASSWORD }, ip)).step, 'code');
  const profile = caller(t, `${SESSION_COOKIE}=${session}`);
  assert.is(json<TwoFactorStatus>(await profile.get(TWO_FACTOR_PATH)).required, true);
  assert.is((await profile.send('POST', TWO_FACTOR_DISABLE_PATH, { code: totpCode(step.setup!.secret, freshStep()) })).statusCode, 403);

  // Editors are not bound by the administrators' setting.
  assert.ok(sessionCookie(await post(LOGIN_PATH, { login: 'ida', password: PASSWORD }, nextIp())));
  await t.database.db.update(siteSettings).set({ requireAdminTwoFactor: false });
});

test('npm run user --reset-2fa removes 2FA and ends the account’s sessions', async () => {
  const { secret } = await setUp('gustav');
  const ip = nextIp();
  const { ticket } = json<LoginSecondStep>(await post(LOGIN_PATH, { login: 'gustav', password: PASSWORD }, ip));
  const session = sessionCookie(await post(LOGIN_CODE_PATH, { ticket, code: totpCode(secret, freshStep()) }, ip))!;
  assert.is((await userCall(`${SESSION_COOKIE}=${session}`)).statusCode, 200);

  await saveAccount(t.database.db, { username: 'gustav', resetTwoFactor: true });
  assert.is((await userCall(`${SESSION_COOKIE}=${session}`)).statusCode, 401, 'its session ended');
  const id = await userId('gustav');
  assert.is((await t.database.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, id))).length, 0);
  assert.is((await t.database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, id))).length, 0);
  assert.is((await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).length, 0);
  const after = await post(LOGIN_PATH, { login: 'gustav', password: PASSWORD }, ip);
  assert.is(after.statusCode, 200);
  assert.ok(sessionCookie(after), 'the password alone signs in again');
  assert.is(json<LoginResponse>(after).user.username, 'gustav');
});

test.run();
