/** Cookie names both the server and the visitor app use (SPEC §6, §9; ARCHITECTURE "Sessions"). */

/** Server-side session id, HttpOnly. */
export const SESSION_COOKIE = 'sessionid';
/** Non-secret hint that a session may exist, so anonymous visitors never pay for the user call. */
export const SESSION_HINT_COOKIE = 'logged_in';
/** CSRF double-submit token, readable by scripts; sent back in CSRF_HEADER on unsafe methods. */
export const CSRF_COOKIE = 'csrftoken';
/** The same over HTTPS: the __Host- prefix means no subdomain can set or shadow it. */
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
export const CSRF_HEADER = 'X-CSRFToken';
/** GET that hands out the CSRF cookie: pages carry none, so the app asks before its first unsafe call. */
export const CSRF_TOKEN_PATH = '/api/csrf/';
/** Dismissed top alert: holds the alert id (SPEC §4 "Top alert"). */
export const ALERT_DISMISSED_COOKIE = 'breaking_news_dismissed';
/** Cart handover from the ticket shop (SPEC §3 "Cart cookie data"), 15 minutes. */
export const CART_AMOUNT_COOKIE = 'cartAmount';
export const CART_URL_COOKIE = 'cartUrl';
