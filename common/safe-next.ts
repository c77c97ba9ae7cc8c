/**
 * The `?next=` of the login address: only a path of this site is followed, so a
 * link to our login page can never send a freshly signed-in editor to another site (open redirect).
 */
import { isSafeUrl } from './safe-url';

/**
 * `next` when it is a same-site path ("/de/haus?edit"), else `fallback`. Protocol-relative
 * ("//evil.example") and backslash tricks ("/\\evil.example") are refused, as is anything with a scheme.
 */
export function safeNextPath(next: unknown, fallback: string): string {
  if (typeof next !== 'string' || next.length > 2000 || !isSafeUrl(next)) return fallback;
  // eslint-disable-next-line no-control-regex
  const clean = next.replace(/[\u0000-\u0020\u007f]/g, '');
  if (!clean.startsWith('/') || clean.startsWith('//') || clean.includes('\\')) return fallback;
  try {
    // Resolved against a dummy origin, a same-site path keeps that origin.
    const url = new URL(clean, 'https://same.invalid');
    if (url.origin !== 'https://same.invalid') return fallback;
    // "/..//evil.example" resolves to the path "//evil.example", which a browser reads as another
    // host: leading slashes collapse to one.
    return `${url.pathname.replace(/^\/{2,}/, '/')}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
