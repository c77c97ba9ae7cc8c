/**
 * Reading a cookie in the browser with cookie-es's parser: the first load reads cookies (session
 * hint, consent, CSRF token) but writes none, and the parser alone is a fraction of js-cookie
 * (issue #13 point 5). Writing stays with js-cookie, in the lazy chunks that write (consent
 * dialog, alert dismissal, cart handover), whose encoding the ticket shop reads on its own host.
 */
import { parse } from 'cookie-es';

/** The decoded value of one cookie, or undefined when it is not set (or outside a browser). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parse(document.cookie, { filter: (key) => key === name })[name];
}
