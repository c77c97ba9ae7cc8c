/**
 * Two-factor sign-in (docs/DECISIONS.md "Two-factor sign-in"). Types and paths
 * only, so both apps import them without bytes.
 *
 * Sign-in with 2FA is two calls. POST LOGIN_PATH with the right password answers 200
 * {@link LoginSecondStep} instead of a session: `step: 'code'` asks for a code from the app (or a
 * recovery code); `step: 'setup'` (an administrator who must use 2FA and has not set it up) carries
 * a new secret to add to the app first. Then POST {@link LOGIN_CODE_PATH} `{ticket, code}` answers the
 * {@link LoginCodeResponse} with the session, as LOGIN_PATH does without 2FA; after a setup it also
 * carries the recovery codes, shown once. A wrong code is 400 `code: 'invalid'` and counts toward
 * the sign-in throttle (429 `locked`); a ticket expired (5 minutes) or used is 400 `code: 'expired'`:
 * start again with the password. The ticket alone opens nothing.
 */
import type { LoginResponse } from './editor';

export const LOGIN_CODE_PATH = '/api/login/code/';

export interface LoginSecondStep {
  step: 'code' | 'setup';
  ticket: string;
  /** `step: 'setup'` only: what to add to the authenticator app. */
  setup?: TwoFactorSetup;
}

export interface LoginCodeRequest {
  ticket: string;
  /** Six digits from the app, or one recovery code. */
  code: string;
  next?: string;
  lang?: 'de' | 'en';
}

export interface LoginCodeResponse extends LoginResponse {
  /** After a setup at sign-in: the recovery codes, shown once. */
  recovery_codes?: string[];
}

export function isSecondStep(body: unknown): body is LoginSecondStep {
  return typeof body === 'object' && body !== null && 'ticket' in body;
}

// The signed-in user's own 2FA (profile page). Unsafe calls take the CSRF header as every call;
// those that change a working 2FA take a current `code` (app or recovery), 400 `invalid` when wrong.

/** GET → {@link TwoFactorStatus}. */
export const TWO_FACTOR_PATH = '/api/two-factor/';
/** POST → {@link TwoFactorSetup}: a new secret, not yet in force; 409 when 2FA is already on. */
export const TWO_FACTOR_SETUP_PATH = '/api/two-factor/setup/';
/** POST `{code}` (from the app, for the new secret) → {@link RecoveryCodes}: 2FA is on from now. */
export const TWO_FACTOR_CONFIRM_PATH = '/api/two-factor/confirm/';
/** POST `{code}` → {@link TwoFactorStatus}: 2FA off; 403 when the site requires it for this account. */
export const TWO_FACTOR_DISABLE_PATH = '/api/two-factor/disable/';
/** POST `{code}` → {@link RecoveryCodes}: a new set; the old codes stop working. */
export const TWO_FACTOR_RECOVERY_PATH = '/api/two-factor/recovery-codes/';

export interface TwoFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
  /** The site requires a second factor for this account (administrators, when the setting is on). */
  required: boolean;
}

export interface TwoFactorSetup {
  /** Base32, for typing into the app; the apps take it in groups of four too. */
  secret: string;
  /** otpauth://totp/…, what a QR code would hold. */
  uri: string;
}

export interface RecoveryCodes {
  recovery_codes: string[];
}
