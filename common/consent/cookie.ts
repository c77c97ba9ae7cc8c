/**
 * The first-party cookie that keeps the visitor's consent (issue #6): `<revision>|<granted categories>`,
 * e.g. `1|tracking|externalMedia`, or `1` for required only. A cookie of another revision counts as
 * no decision, so a changed policy asks every visitor again.
 */
import Cookies from 'js-cookie';
import { ALERT_DISMISSED_COOKIE, CART_AMOUNT_COOKIE, CART_URL_COOKIE, CSRF_COOKIE, SECURE_CSRF_COOKIE, SESSION_COOKIE, SESSION_HINT_COOKIE } from '../api/cookies';
import { CONSENT_CATEGORIES, REQUIRED_ONLY, type ConsentCategory, type ConsentState } from './categories';
import { CONSENT_COOKIE } from './consent';
/** Raise by one whenever the privacy policy or the list of services changes: everyone is asked again. */
export const CONSENT_REVISION = 1;
/** How long a decision is kept. */
export const CONSENT_COOKIE_DAYS = 365;

const SEPARATOR = '|';

export function serializeConsent(state: ConsentState): string {
  const granted = CONSENT_CATEGORIES.filter((category) => category !== 'required' && state[category]);
  return [String(CONSENT_REVISION), ...granted].join(SEPARATOR);
}

/** The stored state, or null when the cookie is missing, malformed or of another revision. */
export function parseConsent(value: string | undefined | null): ConsentState | null {
  if (!value) return null;
  const [revision, ...granted] = value.split(SEPARATOR);
  if (revision !== String(CONSENT_REVISION)) return null;
  if (!granted.every((name) => (CONSENT_CATEGORIES as readonly string[]).includes(name))) return null;
  const state: ConsentState = { ...REQUIRED_ONLY };
  for (const name of granted) state[name as ConsentCategory] = true;
  return state;
}

export function readConsentCookie(): ConsentState | null {
  return parseConsent(Cookies.get(CONSENT_COOKIE));
}

/** Writes the decision; an unchanged one is left alone, so the cookie expires a year after the visitor decided. */
export function writeConsentCookie(state: ConsentState): void {
  const value = serializeConsent(state);
  if (Cookies.get(CONSENT_COOKIE) === value) return;
  Cookies.set(CONSENT_COOKIE, value, {
    expires: CONSENT_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
}

/**
 * The required category, which "Delete cookies" keeps (docs/DECISIONS.md "Consent manager"): session,
 * sign-in hint, CSRF token, the consent itself, the dismissed alert, and the ticket shop's cart
 * handover, which stands for tickets reserved for the visitor (SPEC §9). Handed to the lazy dialog by
 * the consent manager, so the dialog chunk does not import the first load's cookie names and split
 * their chunk (ARCHITECTURE "Budgets").
 */
export const REQUIRED_COOKIES: ReadonlySet<string> = new Set([
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  CSRF_COOKIE,
  SECURE_CSRF_COOKIE,
  CONSENT_COOKIE,
  ALERT_DISMISSED_COOKIE,
  CART_AMOUNT_COOKIE,
  CART_URL_COOKIE,
]);
