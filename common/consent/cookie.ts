/**
 * The first-party cookie that keeps the visitor's consent: `<revision>|<granted categories>`,
 * e.g. `1|tracking|externalMedia`, or `1` for required only. A cookie of another revision counts as
 * no decision, so a changed policy asks every visitor again.
 */
import { readCookie } from '../api/browser-cookie';
import { CONSENT_CATEGORIES, REQUIRED_ONLY, type ConsentCategory, type ConsentState } from './categories';
import { CONSENT_COOKIE, consent, consentDecided } from './consent';
/** Raise by one whenever the privacy policy or the list of services changes: everyone is asked again. */
export const CONSENT_REVISION = 1;
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
  return parseConsent(readCookie(CONSENT_COOKIE));
}

let restored = false;

/**
 * Puts the stored decision into the consent signals. Its first readers run it before they render:
 * the consent manager as the page hydrates, and an embed's chunk when it loads, so an embed with
 * stored consent never shows its placeholder first. Not the entry (the consent
 * code is no part of the first load; the banner comes with the server's page).
 */
export function restoreConsent(): void {
  const stored = readConsentCookie();
  if (stored) consent.value = stored;
  consentDecided.value = !!stored;
  restored = true;
}

/**
 * restoreConsent in the browser, unless a reader before did: a decision made since (whose cookie
 * may still be on its way, consent/write-cookie.ts) is never undone by the cookie. The server
 * renders the consent state its caller chose (server/shell/render-body.tsx).
 */
export function restoreConsentOnce(): void {
  if (!restored && typeof document !== 'undefined') restoreConsent();
}

/** Whether the cookie already holds this decision: only a changed one is written (consent/write-cookie.ts). */
export function consentCookieHolds(state: ConsentState): boolean {
  return readCookie(CONSENT_COOKIE) === serializeConsent(state);
}

export { REQUIRED_COOKIES } from './required-cookies';
