/**
 * Reading a cookie in the browser: the first load reads cookies (session hint, consent, CSRF token)
 * but writes none. A few lines instead of a parser package (cookie-es was 1.7 KB of the entry, whose
 * budget is 22 KB): `document.cookie` is always `name=value; name=value`, values as the writers encoded
 * them. Writing stays with js-cookie, in the lazy chunks that write (consent dialog, alert
 * dismissal, cart handover), whose encoding the ticket shop reads on its own host.
 */

/** The decoded value of one cookie, or undefined when it is not set (or outside a browser). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
