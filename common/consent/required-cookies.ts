import { ALERT_DISMISSED_COOKIE, CART_AMOUNT_COOKIE, CART_URL_COOKIE, CSRF_COOKIE, SECURE_CSRF_COOKIE, SESSION_COOKIE, SESSION_HINT_COOKIE } from '../api/cookies';
import { CONSENT_COOKIE } from './consent';

/**
 * The required category, which "Delete cookies" keeps (docs/DECISIONS.md "Consent manager"): session,
 * sign-in hint, CSRF token, the consent itself, the dismissed alert, and the ticket shop's cart
 * handover, which stands for tickets reserved for the visitor (SPEC §9). Its own module, so the first load
 * (which only restores consent) does not carry it.
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
