/**
 * Writes the visitor's consent decision. Its own module, imported when a decision changes,
 * so js-cookie stays out of the first load.
 */
import Cookies from 'js-cookie';
import type { ConsentState } from './categories';
import { CONSENT_COOKIE } from './consent';
import { serializeConsent } from './cookie';

/** How long a decision is kept. */
export const CONSENT_COOKIE_DAYS = 365;

export function writeConsentCookie(state: ConsentState): void {
  Cookies.set(CONSENT_COOKIE, serializeConsent(state), {
    expires: CONSENT_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
}
